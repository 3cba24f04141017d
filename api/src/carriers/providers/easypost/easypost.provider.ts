import { z } from 'zod';
import type {
  AddressCheck,
  CallOptions,
  LabelDocument,
  PartyAddress,
  ProviderAccount,
  ProviderCapabilities,
  ProviderLabel,
  ProviderOptions,
  ProviderRate,
  PurchaseRequest,
  PurchaseResult,
  ShipmentSpec,
  ShippingProvider,
  TrackRequest,
  TrackResult,
  VoidRequest,
  VoidResult,
  WebhookParse,
  WebhookRequest,
} from '../provider';
import { ProviderError } from '../provider';
import { httpBytes, LABEL_CONTENT_TYPES } from '../provider-http';
import {
  addressOf,
  EventSchema,
  isBought,
  labelUrlOf,
  purchaseOf,
  ratesOf,
  read,
  type Shipment,
  ShipmentSchema,
  shipmentParams,
  VerifiedAddressSchema,
  voidOf,
} from './easypost.mapping';
import { type EasyPostSdk, sdkBaseUrl, withEasyPost } from './easypost.sdk';
import { trackOf, TrackerSchema } from './easypost.tracking';
import { EASYPOST_SIGNATURE_HEADER, easypostSignatureMatches } from './easypost.webhook';

// ── EasyPost (a gateway: USPS, UPS, FedEx, DHL… behind one API key) through its official SDK (issue 27) ──
// Every API call goes through @easypost/api 8.9.0 (HTTP Basic auth with the key as user name, JSON bodies, paths under
// /v2). Rating creates an EasyPost Shipment and reads its rates; buying buys that Shipment with the chosen rate. An
// EasyPost Shipment can be bought only once and EasyPost keeps no idempotency key, so a purchase whose answer was lost
// is found again on the Shipment (findPurchase). Labels are PNG when bought and converted on EasyPost's side to PDF or
// ZPL (only a PNG label converts, and the format is known only at purchase). Refunds, Trackers, signed Events and
// address verification are EasyPost's own; pickups are not offered (they need EasyPost Batches for several parcels).

const P = 'easypost' as const;

/** EasyPost answers test and production on one host: the key decides (EZTK… test, EZAK… production). */
export const EASYPOST_BASE_URLS = { test: 'https://api.easypost.com/v2', live: 'https://api.easypost.com/v2' } as const;

const RateShipmentSchema = z.object({ shipment_id: z.string().min(1) });
const today = (): string => new Date().toISOString().slice(0, 10);

export class EasyPostProvider implements ShippingProvider {
  readonly id = P;
  readonly name = 'EasyPost';
  readonly capabilities: ProviderCapabilities = {
    rates: true,
    purchase: true,
    void: true,
    trackPull: true,
    trackPush: true,
    addressValidation: true,
    pickups: false,
    idempotentPurchase: false,
    labelFormats: ['PDF', 'PNG', 'ZPL'],
  };
  private readonly timeoutMs: number;
  private readonly baseUrl: string;

  constructor(
    readonly account: ProviderAccount,
    options: ProviderOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.baseUrl = sdkBaseUrl(account.baseUrl);
  }

  async rates(shipment: ShipmentSpec, options?: CallOptions): Promise<ProviderRate[]> {
    const params = shipmentParams(shipment, today());
    return ratesOf(await this.shipment(options, (c) => c.Shipment.create(params)));
  }

  async purchase(request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult> {
    const shipmentId = await this.shipmentIdOf(request, options);
    let bought: Shipment;
    try {
      bought = await this.shipment(options, (c) => c.Shipment.buy(shipmentId, request.rate.rateRef));
    } catch (error) {
      // Bought already (our earlier answer was lost): the label EasyPost sold is on the Shipment, if it is this rate's.
      if (!(error instanceof ProviderError && error.details.code === 'SHIPMENT.POSTAGE.EXISTS')) throw error;
      bought = this.ours(request, await this.shipment(options, (c) => c.Shipment.retrieve(shipmentId)));
      if (bought.selected_rate?.id !== request.rate.rateRef) throw error;
    }
    return this.labelled(bought, request, options);
  }

  /** The label already bought on the rate's Shipment (EasyPost sells one per Shipment), or null. */
  async findPurchase(request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult | null> {
    const shipmentId = await this.shipmentIdOf(request, options);
    const shipment = this.ours(request, await this.shipment(options, (c) => c.Shipment.retrieve(shipmentId)));
    return isBought(shipment) ? this.labelled(shipment, request, options) : null;
  }

  async label(label: ProviderLabel, options?: CallOptions): Promise<LabelDocument> {
    if (label.base64) return { contentType: LABEL_CONTENT_TYPES[label.format], bytes: Buffer.from(label.base64, 'base64') };
    if (!label.url) throw new ProviderError(P, 'invalid', 'easypost: the label has neither a URL nor its content');
    // EasyPost serves label files from public storage URLs: no credentials go with the download.
    const doc = await httpBytes(P, label.url, { signal: options?.signal, timeoutMs: this.timeoutMs });
    return /^(application|binary)\/octet-stream/.test(doc.contentType) ? { ...doc, contentType: LABEL_CONTENT_TYPES[label.format] } : doc;
  }

  async void(request: VoidRequest, options?: CallOptions): Promise<VoidResult> {
    try {
      return voidOf((await this.shipment(options, (c) => c.Shipment.refund(request.providerShipmentId))).refund_status);
    } catch (error) {
      // A refund refused by EasyPost: asked already (a retry: the Shipment says how it went), or too late.
      if (!(error instanceof ProviderError && error.kind === 'invalid' && /REFUND/.test(error.details.code ?? ''))) throw error;
      const shipment = await this.shipment(options, (c) => c.Shipment.retrieve(request.providerShipmentId));
      if (shipment.refund_status === 'submitted' || shipment.refund_status === 'refunded') return voidOf(shipment.refund_status);
      return { status: 'refused', message: error.message };
    }
  }

  /** The Shipment's refund_status, only read: a second refund request after a rejection would ask again. */
  async refundStatus(request: VoidRequest, options?: CallOptions): Promise<VoidResult> {
    return voidOf((await this.shipment(options, (c) => c.Shipment.retrieve(request.providerShipmentId))).refund_status);
  }

  async track(request: TrackRequest, options?: CallOptions): Promise<TrackResult> {
    let tracker: unknown;
    if (request.providerShipmentId) {
      const shipmentId = request.providerShipmentId;
      const trackerId = (await this.shipment(options, (c) => c.Shipment.retrieve(shipmentId))).tracker?.id;
      if (trackerId) tracker = await this.sdk(options, (c) => c.Tracker.retrieve(trackerId));
    }
    // A label bought elsewhere (or a Shipment without its Tracker yet): EasyPost tracks the code for the carrier.
    tracker ??= await this.sdk(options, (c) => c.Tracker.create({ tracking_code: request.trackingNumber, carrier: request.carrierCode }));
    return trackOf(read(TrackerSchema, tracker, 'tracker'));
  }

  parseWebhook(request: WebhookRequest): WebhookParse {
    const secret = this.account.credentials.webhookSecret;
    if (!secret) return { ok: false, reason: 'no EasyPost webhook secret is configured (EASYPOST_WEBHOOK_SECRET)' };
    const signature = request.headers[EASYPOST_SIGNATURE_HEADER];
    if (!signature) return { ok: false, reason: 'the request has no X-Hmac-Signature header' };
    if (!easypostSignatureMatches(request.rawBody, signature, secret)) return { ok: false, reason: 'X-Hmac-Signature does not match the body' };
    try {
      const event = read(EventSchema, JSON.parse(request.rawBody.toString('utf8')), 'webhook Event');
      const tracker = event.description.startsWith('tracker.') ? TrackerSchema.safeParse(event.result) : undefined;
      if (!tracker?.success) return { ok: true, providerEventId: event.id, updates: [] };
      const { trackingNumber, events } = trackOf(tracker.data);
      return { ok: true, providerEventId: event.id, updates: [{ trackingNumber, carrierCode: tracker.data.carrier ?? '', events }] };
    } catch (error) {
      return { ok: false, reason: `a signed body we cannot read: ${(error as Error).message}` };
    }
  }

  /** EasyPost's delivery verification of the address (POST /v2/addresses with verify=true). */
  async validateAddress(address: PartyAddress, options?: CallOptions): Promise<AddressCheck> {
    const answer = read(VerifiedAddressSchema, await this.sdk(options, (c) => c.Address.create({ ...addressOf(address), verify: true })), 'address');
    const delivery = answer.verifications?.delivery;
    if (!delivery) throw new ProviderError(P, 'unavailable', 'easypost answered an address without its delivery verification');
    const messages = (delivery.errors ?? []).map((e) => (e.field && e.field !== 'address' ? `${e.field}: ${e.message}` : e.message));
    if (!delivery.success) return { valid: false, messages };
    const suggestion: PartyAddress = {
      ...address,
      street1: answer.street1 || address.street1,
      street2: answer.street2 || undefined,
      city: answer.city || address.city,
      state: answer.state || address.state,
      postalCode: answer.zip || address.postalCode,
      country: answer.country || address.country,
    };
    const norm = (s: string | undefined): string => (s ?? '').trim().toUpperCase();
    const changed = (['street1', 'street2', 'city', 'state', 'postalCode', 'country'] as const).some((k) => norm(suggestion[k]) !== norm(address[k]));
    return { valid: true, messages, ...(changed ? { suggestion } : {}) };
  }

  // ── Internals ──

  /** The Shipment a rate belongs to: the rate says so, or EasyPost's Rate object does. */
  private async shipmentIdOf(request: PurchaseRequest, options?: CallOptions): Promise<string> {
    if (request.rate.shipmentRef) return request.rate.shipmentRef;
    const rate = await this.sdk(options, (c) => c.makeApiCall('get', `rates/${encodeURIComponent(request.rate.rateRef)}`));
    return read(RateShipmentSchema, rate, 'rate').shipment_id;
  }

  /** A Shipment we rated carries our reference: one that carries another is not this purchase's. */
  private ours(request: PurchaseRequest, shipment: Shipment): Shipment {
    if (shipment.reference && shipment.reference !== request.shipment.reference) {
      throw new ProviderError(P, 'invalid', `easypost: shipment ${shipment.id} belongs to reference ${shipment.reference}, not ${request.shipment.reference}`);
    }
    return shipment;
  }

  /** The purchase with its label in the asked format: a PNG label is converted by EasyPost (no second purchase). */
  private async labelled(shipment: Shipment, request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult> {
    const format = request.labelFormat;
    const done = isBought(shipment) && !labelUrlOf(shipment, format) ? await this.shipment(options, (c) => c.Shipment.convertLabelFormat(shipment.id, format)) : shipment;
    return purchaseOf(done, format);
  }

  private async shipment(options: CallOptions | undefined, run: (client: EasyPostSdk) => Promise<unknown>): Promise<Shipment> {
    return read(ShipmentSchema, await this.sdk(options, run), 'shipment');
  }

  private apiKey(): string {
    const key = this.account.credentials.apiKey;
    if (!key) throw new ProviderError(P, 'auth', 'easypost: no API key is configured (EASYPOST_API_KEY)');
    if (this.account.mode === 'test' && key.startsWith('EZAK')) throw new ProviderError(P, 'auth', 'easypost: a production API key is configured for test mode');
    if (this.account.mode === 'live' && key.startsWith('EZTK')) throw new ProviderError(P, 'auth', 'easypost: a test API key is configured for live mode');
    return key;
  }

  private sdk<T>(options: CallOptions | undefined, run: (client: EasyPostSdk) => Promise<T>): Promise<T> {
    return withEasyPost({ apiKey: this.apiKey(), baseUrl: this.baseUrl, timeoutMs: this.timeoutMs }, options?.signal, run);
  }
}
