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
