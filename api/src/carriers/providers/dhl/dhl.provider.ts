import { randomUUID } from 'node:crypto';
import {
  ProviderError,
  type AddressCheck,
  type CallOptions,
  type LabelDocument,
  type PartyAddress,
  type ProviderAccount,
  type ProviderCapabilities,
  type ProviderLabel,
  type ProviderOptions,
  type ProviderRate,
  type PurchaseRequest,
  type PurchaseResult,
  type ShipmentSpec,
  type ShippingProvider,
  type TrackRequest,
  type TrackResult,
  type VoidRequest,
  type VoidResult,
} from '../provider';
import { chargeLines, FINAL_EVENT_TYPES } from '../provider-mapping';
import { httpJson, LABEL_CONTENT_TYPES, type HttpCall } from '../provider-http';
import { readDhlError, readProduct, readShipmentCharges, readTrackingEvent } from './dhl.answers';
import { DHL, DHL_CARRIER, DHL_CARRIER_CODE, productOf, rateRequest, shipmentRequest } from './dhl.mapping';

// ── DHL Express through its own MyDHL API (REST), hand-written over httpJson (issue 27) ──
// Auth: HTTP Basic with the MyDHL API key and secret (username:password) on every call; each call carries a
// Message-Reference (at most 36 characters) and the interface version in x-version. The shipper account number goes in
// the bodies (accounts[].typeCode "shipper").
// What MyDHL does not have, and what we do instead:
//   - no idempotency key on POST /shipments, and no way to get an earlier transport label back (GET …/get-image serves
//     only the archived waybill document and invoices), so there is no findPurchase: a purchase whose answer was lost is
//     bought again, and the orphan waybill costs nothing because DHL Express bills only shipments it scans;
//   - no void or cancel of a created shipment: void is local (`voided`, saying why);
//   - no tracking push: tracking is polled (GET /shipments/{number}/tracking);
//   - pickups (POST /pickups) need each shipment's product and pieces again, which a pickup request does not carry: not offered.

/** Where MyDHL answers, by mode (DHL_MODE=test|live). */
export const DHL_BASE_URLS = { test: 'https://express.api.dhl.com/mydhlapi/test', live: 'https://express.api.dhl.com/mydhlapi' } as const;

/** The x-version header: the interface version of the OpenAPI document this adapter follows ("do not change"). */
export const DHL_API_VERSION = '3.1.0';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

export class DhlProvider implements ShippingProvider {
  readonly id = DHL;
  readonly name = 'DHL Express (MyDHL API)';
  readonly capabilities: ProviderCapabilities = {
    rates: true,
    purchase: true,
    void: true,
    trackPull: true,
    trackPush: false,
    addressValidation: true,
    pickups: false,
    idempotentPurchase: false,
    labelFormats: ['PDF', 'ZPL'],
  };

  constructor(
    readonly account: ProviderAccount,
    private readonly options: ProviderOptions = {},
  ) {}

  async rates(shipment: ShipmentSpec, options: CallOptions = {}): Promise<ProviderRate[]> {
    const { body } = await this.call<Json>({ method: 'POST', path: '/rates', body: rateRequest(shipment, this.secret('accountNumber')), signal: options.signal });
    const products = obj(body).products;
    if (!Array.isArray(products)) throw new ProviderError(DHL, 'unavailable', 'MyDHL answered /rates without a products list');
    return products.map((p) => readProduct(obj(p))).filter((r): r is ProviderRate => r !== undefined);
  }

  async purchase(request: PurchaseRequest, options: CallOptions = {}): Promise<PurchaseResult> {
    if (request.labelFormat === 'PNG')
      throw new ProviderError(DHL, 'invalid', 'DHL Express labels come as PDF or ZPL, not PNG', { fields: [{ field: 'labelFormat', message: 'must be PDF or ZPL' }] });
    const product = productOf(request.rate.rateRef, request.rate.serviceCode);
    const payload = shipmentRequest(request.shipment, this.secret('accountNumber'), product, request.labelFormat === 'ZPL' ? 'zpl' : 'pdf');
    // Not an idempotency key (MyDHL has none): the key as Message-Reference lets DHL support find this exact call.
    const reference = request.idempotencyKey.length <= 36 ? request.idempotencyKey : undefined;
    const { body: answer } = await this.call<Json>({ method: 'POST', path: '/shipments', body: payload, signal: options.signal, messageReference: reference });
    const body = obj(answer);
    const trackingNumber = typeof body.shipmentTrackingNumber === 'string' ? body.shipmentTrackingNumber : undefined;
    const documents = Array.isArray(body.documents) ? body.documents.map(obj) : [];
    const label = documents.find((d) => d.typeCode === 'label' && typeof d.content === 'string');
    if (!trackingNumber || !label) throw new ProviderError(DHL, 'unavailable', 'MyDHL answered /shipments without a tracking number or a label');
    const format = String(label.imageFormat).toUpperCase() === 'ZPL' ? 'ZPL' : 'PDF';
    // Charges as DHL estimated them for this shipment; without them, the rate that was bought.
    const charge = readShipmentCharges(body) ?? { ...request.rate.total, lines: chargeLines(request.rate.total, []) };
    const details = obj(Array.isArray(body.shipmentDetails) ? body.shipmentDetails[0] : undefined);
    return {
      providerShipmentId: trackingNumber,
      trackingNumber,
      carrier: DHL_CARRIER,
      carrierCode: DHL_CARRIER_CODE,
      service: typeof details.productShortName === 'string' ? details.productShortName : `DHL Express ${product.productCode}`,
      serviceCode: product.productCode,
      charge,
      label: { format, base64: label.content as string },
    };
  }

  /** MyDHL gives the label in the /shipments answer (base64): nothing to download. */
  label(label: ProviderLabel): Promise<LabelDocument> {
    if (!label.base64) return Promise.reject(new ProviderError(DHL, 'invalid', 'a DHL Express label is carried in the purchase answer; this one has no content'));
    return Promise.resolve({ contentType: LABEL_CONTENT_TYPES[label.format], bytes: Buffer.from(label.base64, 'base64') });
  }

  /** MyDHL has no void: an unused DHL Express waybill is never billed, so voiding is ours alone. */
  void(request: VoidRequest): Promise<VoidResult> {
    return Promise.resolve({
      status: 'voided',
      message:
        `MyDHL has no void for a created shipment; DHL Express bills only shipments it scans, so waybill ${request.trackingNumber} costs nothing ` +
        'as long as the parcel is not handed to DHL (a parcel DHL has already scanned is billed).',
    });
  }

  async track(request: TrackRequest, options: CallOptions = {}): Promise<TrackResult> {
    const query = new URLSearchParams({ trackingView: 'all-checkpoints', levelOfDetail: 'shipment', requestGMTOffsetPerEvent: 'true' });
    let body: Json;
    try {
      body = obj((await this.call<Json>({ method: 'GET', path: `/shipments/${encodeURIComponent(request.trackingNumber)}/tracking`, query, signal: options.signal })).body);
    } catch (error) {
      // 404 "No data found": DHL has not scanned the parcel yet (or never will); no events so far.
      if (error instanceof ProviderError && error.details.status === 404) return { trackingNumber: request.trackingNumber, events: [], final: false };
      throw error;
    }
    const shipments = Array.isArray(body.shipments) ? body.shipments.map(obj) : undefined;
    if (!shipments) throw new ProviderError(DHL, 'unavailable', 'MyDHL answered tracking without a shipments list');
    const shipment = shipments.find((s) => s.shipmentTrackingNumber === request.trackingNumber) ?? shipments[0] ?? {};
    const raw = Array.isArray(shipment.events) ? shipment.events.map(obj) : [];
    // Oldest first, whichever order DHL lists them in (equal times keep DHL's order).
    const events = raw
      .map((e, i) => ({ e: readTrackingEvent(request.trackingNumber, e), i }))
      .sort((a, b) => Date.parse(a.e.occurredAt) - Date.parse(b.e.occurredAt) || a.i - b.i)
      .map(({ e }) => e);
    const last = events.at(-1);
    return { trackingNumber: request.trackingNumber, events, final: last !== undefined && FINAL_EVENT_TYPES.has(last.eventType) };
  }

  /**
   * DHL's pickup/delivery capability for the postcode and city (GET /address-validate, type=delivery): it knows service
   * areas, not streets. A near match comes back as a suggestion.
   */
  async validateAddress(address: PartyAddress, options: CallOptions = {}): Promise<AddressCheck> {
    const query = new URLSearchParams({ type: 'delivery', countryCode: address.country, postalCode: address.postalCode, cityName: address.city, strictValidation: 'false' });
    let body: Json;
    try {
      body = obj((await this.call<Json>({ method: 'GET', path: '/address-validate', query, signal: options.signal })).body);
    } catch (error) {
      if (error instanceof ProviderError && error.details.status === 404)
        return { valid: false, messages: [`DHL Express has no service area for ${address.postalCode} ${address.city}`] };
      throw error;
    }
    const warnings = Array.isArray(body.warnings) ? body.warnings.filter((w): w is string => typeof w === 'string') : [];
    const matches = Array.isArray(body.address) ? body.address.map(obj) : [];
    const norm = (s: unknown) =>
      String(s ?? '')
        .replace(/\s+/g, '')
        .toUpperCase();
    const exact = matches.find((m) => norm(m.postalCode) === norm(address.postalCode) && (!m.cityName || norm(m.cityName) === norm(address.city)));
    if (exact) return { valid: true, messages: warnings };
    const near = matches[0];
    if (!near) return { valid: false, messages: [...warnings, `DHL Express has no service area for ${address.postalCode} ${address.city}`] };
    const suggestion = { ...address, postalCode: String(near.postalCode ?? address.postalCode), city: typeof near.cityName === 'string' ? near.cityName : address.city };
    return { valid: false, messages: [...warnings, `DHL Express knows this area as ${suggestion.postalCode} ${suggestion.city}`], suggestion };
  }

  // ── HTTP ──

  private call<T>(c: { method: HttpCall['method']; path: string; query?: URLSearchParams; body?: unknown; signal?: AbortSignal; messageReference?: string }) {
    const base = this.account.baseUrl.replace(/\/+$/, '');
    const basic = Buffer.from(`${this.secret('username')}:${this.secret('password')}`).toString('base64');
    return httpJson<T>(
      DHL,
      {
        method: c.method,
        url: `${base}${c.path}${c.query ? `?${c.query.toString()}` : ''}`,
        headers: { authorization: `Basic ${basic}`, 'message-reference': c.messageReference ?? randomUUID(), 'x-version': DHL_API_VERSION },
        ...(c.body !== undefined ? { body: c.body } : {}),
        ...(c.signal ? { signal: c.signal } : {}),
        ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}),
      },
      readDhlError,
    );
  }

  /** A named credential; its absence is an auth error that names the key, never a value. */
  private secret(name: 'username' | 'password' | 'accountNumber'): string {
    const value = this.account.credentials[name];
    if (!value) throw new ProviderError(DHL, 'auth', `DHL Express account "${this.account.accountId}" has no ${name} configured`);
    return value;
  }
}
