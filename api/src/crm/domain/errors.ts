/** A command the inquiry's current status does not allow (HTTP 409). */
export class InquiryConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InquiryConflictError';
  }
}

/** The inquiry does not exist, or the caller may not see it (HTTP 404). */
export class InquiryNotFoundError extends Error {
  constructor(id: string) {
    super(`Inquiry ${id} not found`);
    this.name = 'InquiryNotFoundError';
  }
}
