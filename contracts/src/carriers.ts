// ── Carriers: status (spec section 3) and a shipment's carrier booking (issue 3) ──

/** GET /api/carriers/status. `sandbox` lists the carriers answered by the sandbox network. */
export interface CarrierStatus {
  aiServices: { openAI: boolean };
  carriers: { dhl: boolean; ups: boolean; fedex: boolean };
  sandbox: string[];
}

/** GET /api/shipments/:id/carrier: the carrier booking of one shipment (null fields until booked). */
export interface CarrierBooking {
  shipmentId: string;
  trackingNumber: string;
  /** voided: its label was voided before pickup (issue 24); a new purchase books it again. */
  status: 'awaiting_carrier' | 'booked' | 'failed' | 'voided';
  carrierId: string | null;
  carrierName: string | null;
  serviceName: string | null;
  serviceLevel: string | null;
  reference: string | null;
  sandbox: boolean;
  route: string[];
  estimatedDelivery: string | null;
  bookedAt: string | null;
  failureReason: string | null;
  /** Tracking events the carrier reported so far. */
  carrierEvents: number;
  lastEvent: { eventType: string; description: string; location: string; timestamp: string } | null;
}

export const SANDBOX_LABEL = 'sandbox';
