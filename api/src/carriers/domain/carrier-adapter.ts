import type { CarrierBooked, ShipmentCreated, TrackingEventRecorded } from '@waypost/contracts';
import type { Carrier, CarrierService, CountryCode, Zone } from '../../catalogue/queries/catalogue';

// ── A shipment's lane and the carrier service chosen for it ──────────────────

export interface Lane {
  origin: CountryCode;
  destination: CountryCode;
  originCity: string;
  destinationCity: string;
  zone: Zone;
}

export interface CarrierChoice {
  carrier: Carrier;
  service: CarrierService;
  lane: Lane;
  price: { amountMinor: number; currency: string };
}

export type Selection = { ok: true; choice: CarrierChoice } | { ok: false; reason: string };

// ── One interface to every carrier: rate, book, track, cancel ─────────────────
// The sandbox network implements it from the catalogue; a real carrier API plugs in behind the same shape.

export interface RateRequest {
  shipment: ShipmentCreated['data'];
}

export interface CarrierRate {
  carrierId: string;
  serviceId: string;
  serviceName: string;
  price: { amountMinor: number; currency: string };
  sandbox: boolean;
}

export interface BookingRequest {
  shipment: ShipmentCreated['data'];
  choice: CarrierChoice;
  /** The carrier must treat a repeated key as the same booking. */
  idempotencyKey: string;
  now: string;
}

export type BookingConfirmation = Omit<CarrierBooked['data'], 'trackingNumber'>;

export interface TrackingUpdate {
  eventType: TrackingEventRecorded['data']['eventType'];
  description: string;
  location: string;
  timestamp: string;
}

export interface TrackRequest {
  shipment: ShipmentCreated['data'];
  booking: CarrierBooked['data'];
  /** How many of this carrier's tracking events the shipment's history holds already. */
  known: number;
  now: number;
}

export interface TrackResult {
  /** Updates after the `known` ones that are due by `now`, in order. */
  updates: TrackingUpdate[];
  /** When to ask again (epoch ms); null when the journey is complete. */
  nextCheckAt: number | null;
}

export interface CarrierAdapter {
  readonly carrier: Carrier;
  readonly sandbox: boolean;
  rate(request: RateRequest): Promise<CarrierRate[]>;
  book(request: BookingRequest): Promise<BookingConfirmation>;
  track(request: TrackRequest): Promise<TrackResult>;
  cancel(request: { reference: string }): Promise<{ cancelled: boolean }>;
}

/** The carrier refused the booking (recorded as CarrierBookingFailed). */
export class CarrierRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierRefusedError';
  }
}
