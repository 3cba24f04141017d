import type { TrackingEventType } from '@waypost/contracts';

// ── One interface to every real shipping provider (issue 27) ─────────────────
// A provider is a gateway (Karrio, EasyPost, Shippo: many carriers behind one key) or a carrier's own API (DHL
// Express MyDHL, UPS, FedEx). Each adapter maps our shipment to the provider's request and the provider's answers to
// ours, with nothing dropped silently: charge lines that do not add up to the total get a line saying so, and a
// status we do not know becomes `exception` carrying the provider's own words.

export const PROVIDER_IDS = ['karrio', 'easypost', 'shippo', 'dhl-direct', 'ups-direct', 'fedex-direct'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** `test` selects the provider's test environment (test keys, sandbox hosts); `live` buys real labels. */
export type ProviderMode = 'test' | 'live';

/** One configured account of a provider: its credentials and where its API answers. */
export interface ProviderAccount {
  providerId: ProviderId;
  /** Our name for the account ('default' when configured from the environment). */
  accountId: string;
  mode: ProviderMode;
  /** The API's base URL: the provider's own by mode, or a local fake's in tests. */
  baseUrl: string;
  /** Named secrets (api keys, client ids and secrets, account numbers, webhook secrets). Never logged or returned. */
  credentials: Readonly<Record<string, string>>;
}

export type LabelFormat = 'PDF' | 'PNG' | 'ZPL';

export interface ProviderCapabilities {
  rates: boolean;
  purchase: boolean;
  void: boolean;
  /** Tracking by asking (the poller). */
  trackPull: boolean;
  /** Tracking pushed to our webhook endpoint (signed). */
  trackPush: boolean;
  addressValidation: boolean;
  pickups: boolean;
  /** The provider honours an idempotency key on purchase, so a purchase may be retried. */
  idempotentPurchase: boolean;
  labelFormats: readonly LabelFormat[];
}

// ── What we send ────────────────────────────────────────────────────────────

export interface PartyAddress {
  name: string;
  company?: string;
  street1: string;
  street2?: string;
  city: string;
  /** State, province or region code where the country uses one. */
  state?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string;
  email?: string;
  residential?: boolean;
}

export interface ProviderParcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface ProviderCustomsItem {
  description: string;
  quantity: number;
  /** Value of the line (all units), in minor units of `currency`. */
  valueMinor: number;
  currency: string;
  /** Weight of the line (all units). */
  weightKg: number;
  hsCode?: string;
  /** ISO 3166-1 alpha-2. */
  originCountry: string;
}

export interface ProviderCustoms {
  contents: 'merchandise' | 'gift' | 'documents' | 'sample' | 'return' | 'other';
  items: ProviderCustomsItem[];
  incoterm: 'DAP' | 'DDP';
  /** The signer of the declaration. */
  signer: string;
}

export interface ShipmentSpec {
  /** Our shipment id (sent as the provider's reference where it has one). */
  reference: string;
  from: PartyAddress;
  to: PartyAddress;
  parcels: ProviderParcel[];
  /** Present for a cross-border shipment. */
  customs?: ProviderCustoms;
  /** YYYY-MM-DD. */
  shipDate: string;
}

// ── What we get back ────────────────────────────────────────────────────────

export interface ProviderChargeLine {
  /** The provider's own code for the charge ('BASE' when it gives only a total). */
  code: string;
  label: string;
  amountMinor: number;
}

export interface Money {
  amountMinor: number;
  /** ISO 4217. */
  currency: string;
}

export interface ProviderRate {
  /** The provider's id for this rate (what a purchase names). */
  rateRef: string;
  /** The provider's shipment object the rate belongs to (EasyPost, Shippo, Karrio), if it has one. */
  shipmentRef?: string;
  /** The carrier's name as the provider gives it ('USPS', 'DHL Express'). */
  carrier: string;
  /** The provider's code for the carrier ('USPS', 'dhl_express'). */
  carrierCode: string;
  service: string;
  serviceCode: string;
  total: Money;
  /** Adds up to `total` (see chargeLines()). */
  lines: ProviderChargeLine[];
  /** Business days in transit, when the provider says. */
  transitDays: number | null;
  /** YYYY-MM-DD, when the provider says. */
  deliveryDate: string | null;
}

export interface PurchaseRequest {
  shipment: ShipmentSpec;
  rate: Pick<ProviderRate, 'rateRef' | 'shipmentRef' | 'carrierCode' | 'serviceCode' | 'total'>;
  /** Sent as the provider's idempotency key where it has one: the same key buys at most one label. */
  idempotencyKey: string;
  labelFormat: LabelFormat;
}

export interface ProviderLabel {
  format: LabelFormat;
  /** Where the provider serves the label, or the label itself. */
  url?: string;
  base64?: string;
}

export interface PurchaseResult {
  /** The provider's id of the bought shipment or transaction (what void and tracking name). */
  providerShipmentId: string;
  trackingNumber: string;
  carrier: string;
  carrierCode: string;
  service: string;
  serviceCode: string;
  charge: Money & { lines: ProviderChargeLine[] };
  label: ProviderLabel;
}

export interface LabelDocument {
  contentType: string;
  bytes: Buffer;
}

export interface VoidRequest {
  providerShipmentId: string;
  trackingNumber: string;
  carrierCode: string;
}

/** `voided`: done; `pending`: the provider accepted the refund request and settles it later; `refused`: too late. */
export interface VoidResult {
  status: 'voided' | 'pending' | 'refused';
  message: string;
}

export interface TrackRequest {
  trackingNumber: string;
  carrierCode: string;
  providerShipmentId?: string;
}

export interface ProviderTrackingEvent {
  /** Stable across polls and pushes of the same event (the provider's id, or derived from its fields). */
  eventId: string;
  /** Ours; `exception` for a status we do not know (its text is in `description`). */
  eventType: Exclude<TrackingEventType, 'created'>;
  /** The provider's status word, kept as it came. */
  providerStatus: string;
  description: string;
  location: string;
  /** ISO 8601 with offset. */
  occurredAt: string;
}

export interface TrackResult {
  trackingNumber: string;
  events: ProviderTrackingEvent[];
  /** The provider says no more events will come (delivered, returned, cancelled). */
  final: boolean;
}

export interface WebhookRequest {
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Buffer;
  /** Epoch ms (for schemes that sign a timestamp). */
  now: number;
}

export type WebhookParse =
  | { ok: false; reason: string }
  | {
      ok: true;
      /** The provider's id of this delivery (a redelivery carries the same one). */
      providerEventId: string;
      /** Tracking updates it carries; none when it is about something else (acknowledged and ignored). */
      updates: { trackingNumber: string; carrierCode: string; events: ProviderTrackingEvent[] }[];
    };

export interface AddressCheck {
  valid: boolean;
  messages: string[];
  suggestion?: PartyAddress;
}

export interface PickupRequest {
  from: PartyAddress;
  providerShipmentIds: string[];
  /** ISO 8601 window. */
  earliest: string;
  latest: string;
  instructions?: string;
  idempotencyKey: string;
}

export interface PickupResult {
  confirmation: string;
  price: Money | null;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** How an adapter is built: every adapter's constructor is `(account, options?)`. */
export interface ProviderOptions {
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

export interface ShippingProvider {
  readonly id: ProviderId;
  /** Shown to people: 'EasyPost', 'DHL Express (MyDHL API)'. */
  readonly name: string;
  readonly account: ProviderAccount;
  readonly capabilities: ProviderCapabilities;
  rates(shipment: ShipmentSpec, options?: CallOptions): Promise<ProviderRate[]>;
  purchase(request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult>;
  /** The label's bytes (downloaded from its URL, or decoded). */
  label(label: ProviderLabel, options?: CallOptions): Promise<LabelDocument>;
  /**
   * The label an earlier purchase with this request's idempotency key bought, if the provider can tell (a purchase
   * whose answer was lost: the worker asks before buying again). Absent when the provider cannot look it up.
   */
  findPurchase?(request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult | null>;
  void(request: VoidRequest, options?: CallOptions): Promise<VoidResult>;
  /**
   * How a void that answered `pending` stands now, read without asking for the refund again (EasyPost, Shippo and
   * Karrio settle with the carrier later; the poller asks on its schedule). Absent: the provider cannot tell, and the
   * refund stays pending until someone settles it by hand.
   */
  refundStatus?(request: VoidRequest, options?: CallOptions): Promise<VoidResult>;
  track(request: TrackRequest, options?: CallOptions): Promise<TrackResult>;
  /** Verifies the provider's signature and reads the event; absent when the provider has no push. */
  parseWebhook?(request: WebhookRequest): WebhookParse;
  /** Asks the provider to push these parcels' tracking to `callbackUrl` (where pushes need a subscription: UPS). */
  subscribeTracking?(trackingNumbers: string[], callbackUrl: string, options?: CallOptions): Promise<{ invalidTrackingNumbers: string[] }>;
  validateAddress?(address: PartyAddress, options?: CallOptions): Promise<AddressCheck>;
  schedulePickup?(request: PickupRequest, options?: CallOptions): Promise<PickupResult>;
}

export { ProviderError, errorKindOfStatus, retryAfterMs, type ProviderErrorKind } from './provider-errors';
