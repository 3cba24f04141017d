// ── Carriers: status (spec section 3) and a shipment's carrier booking (issue 3) ──

/** GET /api/carriers/status. `sandbox` lists the carriers answered by the sandbox network. */
export interface CarrierStatus {
  aiServices: { openAI: boolean };
  carriers: { dhl: boolean; ups: boolean; fedex: boolean };
  sandbox: string[];
  /** Issue 27: the real provider accounts configured (none: the sandbox answers alone). Never any credential. */
  providers?: ProviderStatus[];
}

export interface ProviderStatus {
  /** The account's carrier id in rates and bookings ('easypost', 'easypost.<account>'). */
  key: string;
  id: string;
  name: string;
  account: string;
  mode: 'test' | 'live';
  capabilities: {
    rates: boolean;
    purchase: boolean;
    void: boolean;
    trackPull: boolean;
    trackPush: boolean;
    addressValidation: boolean;
    pickups: boolean;
    idempotentPurchase: boolean;
    labelFormats: string[];
  };
  /** closed: calls go through; open/half_open: paused after failures; tripped: held open by a carrier outage crisis. */
  circuit: 'closed' | 'open' | 'half_open' | 'tripped';
  /** Paused by an admin (issue 27, item 6): no rates, no purchases; its parcels are still tracked. */
  paused?: boolean;
  /** Where the provider posts tracking (when it pushes). */
  webhookPath: string | null;
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
  /** Issue 27: the real provider that sold the label; null when the sandbox network booked it (or before issue 27). */
  provider: { id: string; name: string; account: string; mode: 'test' | 'live' } | null;
}

export const SANDBOX_LABEL = 'sandbox';
