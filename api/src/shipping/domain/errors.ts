/** A command that the shipment's current state does not allow (HTTP 409). */
export class ShipmentConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShipmentConflictError';
  }
}

/** The shipment does not exist, or the caller may not see it (HTTP 404). */
export class ShipmentNotFoundError extends Error {
  constructor(id: string) {
    super(`Shipment ${id} not found`);
    this.name = 'ShipmentNotFoundError';
  }
}

/**
 * No carrier serves the shipment's lane (HTTP 422): refused at creation rather than failing later unseen. Its issues
 * name what is why: an address's country, or each parcel no carrier takes by its own field.
 */
export class LaneNotServedError extends Error {
  readonly issues: { field: string; message: string }[];
  constructor(message: string, issues: readonly { field: string; message: string }[]) {
    super(message);
    this.name = 'LaneNotServedError';
    this.issues = [...issues];
  }
}

/** A rate id that is not one of the shipment's rates (HTTP 404): unknown, or another shipment's. */
export class RateNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateNotFoundError';
  }
}

/** A create request the shipment's lane does not allow, naming the field (HTTP 400), e.g. customs on a domestic lane. */
export class ShipmentInvalidError extends Error {
  readonly issues: { field: string; message: string }[];
  constructor(field: string, reason: string) {
    super(`${field} ${reason}`);
    this.name = 'ShipmentInvalidError';
    this.issues = [{ field, message: reason }];
  }
}
