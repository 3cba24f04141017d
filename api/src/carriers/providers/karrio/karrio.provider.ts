import {
  ProviderError,
  type CallOptions,
  type LabelDocument,
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
  type WebhookParse,
  type WebhookRequest,
} from '../provider';
import { httpBytes, httpJson, LABEL_CONTENT_TYPES, type HttpAnswer, type HttpCall } from '../provider-http';
import { expectObject, isBought, KARRIO, karrioErrorOf, METADATA_IDEMPOTENCY_KEY, purchaseOf, rateOf, shipmentData, type KarrioShipment } from './karrio.mapping';
import { trackOf, type KarrioTracker } from './karrio.tracking';
import { readKarrioWebhook } from './karrio.webhook';

// ── Karrio: a self-hosted multi-carrier gateway, reached over its REST API (/v1) with hand-written HTTP ──
// Rates come from a Karrio shipment created for them (POST /v1/shipments), and a purchase buys one of its rates on that
// same shipment (POST /v1/shipments/{id}/purchase). Karrio keeps no idempotency key, but a shipment can be bought only
// once (a second purchase answers 409), so findPurchase asks for the shipment again and a retried purchase that meets
// the 409 returns the label already bought. Auth is `Authorization: Token <key>`; a key belongs to Karrio's test or
// live mode, and the adapter refuses answers from the other mode than its account's.

/** Karrio has no shared host: every instance is self-hosted (KARRIO_URL). These are a local instance's defaults
 * (Karrio's docker-compose publishes the API on port 5002); test and live differ by API key, not by host. */
export const KARRIO_BASE_URLS = { test: 'http://localhost:5002', live: 'http://localhost:5002' } as const;

export class KarrioProvider implements ShippingProvider {
  readonly id = KARRIO;
  readonly name = 'Karrio';
  readonly capabilities: ProviderCapabilities = {
    rates: true,
    purchase: true,
    void: true,
    trackPull: true,
    // Karrio authenticates its webhooks with the secret itself in a header (X-Event-Id), not a signature of the body
    // (karrio.webhook.ts); the poller keeps asking as well, and both land on the same event ids.
    trackPush: true,
    addressValidation: false,
    pickups: false,
    idempotentPurchase: false,
    labelFormats: ['PDF', 'PNG', 'ZPL'],
  };
  private readonly origin: string;

  constructor(
    readonly account: ProviderAccount,
    private readonly options: ProviderOptions = {},
  ) {
    this.origin = account.baseUrl.replace(/\/+$/, '');
  }

  async rates(shipment: ShipmentSpec, options: CallOptions = {}): Promise<ProviderRate[]> {
    const { body } = await this.call<unknown>({ method: 'POST', url: '/v1/shipments', body: shipmentData(shipment), signal: options.signal });
    const created = this.ownMode(expectObject<KarrioShipment>(body, 'id', 'shipment'));
    const rates = (created.rates ?? []).map((r) => rateOf(created.id, r));
    if (rates.length === 0) {
      const said = (created.messages ?? []).map((m) => [m.carrier_name, m.message].filter(Boolean).join(': ')).filter(Boolean);
      throw new ProviderError(KARRIO, 'invalid', `karrio: no carrier rated the shipment${said.length ? `: ${said.slice(0, 5).join('; ')}` : ''}`);
    }
    return rates;
  }

  async purchase(request: PurchaseRequest, options: CallOptions = {}): Promise<PurchaseResult> {
    const shipmentId = request.rate.shipmentRef;
    if (!shipmentId) throw new ProviderError(KARRIO, 'invalid', 'karrio: the rate names no Karrio shipment (rate again, then buy)');
    try {
      const { body } = await this.call<unknown>({
        method: 'POST',
        url: `/v1/shipments/${encodeURIComponent(shipmentId)}/purchase`,
        body: { selected_rate_id: request.rate.rateRef, label_type: request.labelFormat, metadata: { [METADATA_IDEMPOTENCY_KEY]: request.idempotencyKey } },
        signal: options.signal,
      });
      return purchaseOf(this.ownMode(expectObject<KarrioShipment>(body, 'id', 'shipment')), request.labelFormat, this.absolute);
    } catch (error) {
      // 409: the shipment is bought already (an earlier attempt whose answer was lost): that purchase is the answer.
      if (error instanceof ProviderError && error.details.status === 409) {
        const found = await this.findPurchase(request, options);
        if (found) return found;
      }
      throw error;
    }
  }

  /** The Karrio shipment the rate came from, when it was bought with this key or this rate (its label by URL). */
  async findPurchase(request: PurchaseRequest, options: CallOptions = {}): Promise<PurchaseResult | null> {
    const ref = request.rate.shipmentRef;
    let shipment: KarrioShipment | null = null;
    if (ref) {
      try {
        const { body } = await this.call<unknown>({ method: 'GET', url: `/v1/shipments/${encodeURIComponent(ref)}`, signal: options.signal });
        shipment = expectObject<KarrioShipment>(body, 'id', 'shipment');
      } catch (error) {
        if (!(error instanceof ProviderError && error.details.status === 404)) throw error;
      }
    } else {
      const query = new URLSearchParams({ metadata_key: METADATA_IDEMPOTENCY_KEY, metadata_value: request.idempotencyKey, limit: '5' });
      const { body } = await this.call<{ results?: unknown[] }>({ method: 'GET', url: `/v1/shipments?${query}`, signal: options.signal });
      shipment = (body?.results ?? []).map((s) => expectObject<KarrioShipment>(s, 'id', 'shipment')).find(isBought) ?? null;
    }
    if (!shipment || !isBought(shipment)) return null;
    const key = shipment.metadata?.[METADATA_IDEMPOTENCY_KEY];
    if (key !== request.idempotencyKey && shipment.selected_rate?.id !== request.rate.rateRef) return null;
    return purchaseOf(shipment, request.labelFormat, this.absolute);
  }

  async label(label: ProviderLabel, options: CallOptions = {}): Promise<LabelDocument> {
    const contentType = LABEL_CONTENT_TYPES[label.format];
    if (label.base64) return { contentType, bytes: Buffer.from(label.base64, 'base64') };
    if (!label.url) throw new ProviderError(KARRIO, 'invalid', 'karrio: the label has neither bytes nor a URL');
    // Karrio's label URL answers to the API key; the key goes to this instance only, never to another host.
    const url = new URL(label.url, `${this.origin}/`);
    const ours = url.origin === new URL(this.origin).origin;
    const doc = await httpBytes(KARRIO, url.toString(), { headers: ours ? this.authHeaders() : {}, signal: options.signal, timeoutMs: this.options.timeoutMs });
    return { contentType: /octet-stream/.test(doc.contentType) ? contentType : doc.contentType, bytes: doc.bytes };
  }

  async void(request: VoidRequest, options: CallOptions = {}): Promise<VoidResult> {
    try {
      const { status, body } = await this.call<Partial<KarrioShipment>>({
        method: 'POST',
        url: `/v1/shipments/${encodeURIComponent(request.providerShipmentId)}/cancel`,
        signal: options.signal,
      });
      if (body?.status === 'cancelled')
        return { status: 'voided', message: status === 202 ? 'Karrio: the shipment was cancelled already' : 'Karrio: shipment and label cancelled' };
      return { status: 'pending', message: `Karrio accepted the cancellation; the shipment is ${body?.status ?? 'not yet cancelled'}` };
    } catch (error) {
      // 409 state_error: the parcel has moved (shipped, in transit, delivered) and can no longer be cancelled.
      if (error instanceof ProviderError && error.details.status === 409) return { status: 'refused', message: error.message };
      throw error;
    }
  }

  /** After a cancellation Karrio accepted but had not done: the shipment's status now (read only). */
  async refundStatus(request: VoidRequest, options: CallOptions = {}): Promise<VoidResult> {
    const { body } = await this.call<unknown>({ method: 'GET', url: `/v1/shipments/${encodeURIComponent(request.providerShipmentId)}`, signal: options.signal });
    const status = expectObject<KarrioShipment>(body, 'id', 'shipment').status;
    if (status === 'cancelled') return { status: 'voided', message: 'Karrio: shipment and label cancelled' };
    if (status === 'draft' || status === 'created' || status === 'purchased') return { status: 'pending', message: `Karrio: the shipment is still ${status}` };
    return { status: 'refused', message: `Karrio: the shipment is '${status}' and can not be cancelled anymore` };
  }

  async track(request: TrackRequest, options: CallOptions = {}): Promise<TrackResult> {
    let answer: HttpAnswer<unknown>;
    try {
      answer = await this.call({ method: 'GET', url: `/v1/trackers/${encodeURIComponent(request.trackingNumber)}`, signal: options.signal });
    } catch (error) {
      if (!(error instanceof ProviderError && error.details.status === 404)) throw error;
      // No tracker yet (a label bought elsewhere): Karrio creates one, or answers the existing one.
      answer = await this.call({
        method: 'POST',
        url: '/v1/trackers',
        body: { tracking_number: request.trackingNumber, carrier_name: request.carrierCode },
        signal: options.signal,
      });
    }
    return trackOf(expectObject<KarrioTracker>(answer.body, 'tracking_number', 'tracker'));
  }

  /** Karrio's tracker_updated deliveries: the webhook secret in X-Event-Id, checked in constant time. */
  parseWebhook(request: WebhookRequest): WebhookParse {
    return readKarrioWebhook(this.account.credentials.webhookSecret, request);
  }

  // ── HTTP ──

  private authHeaders(): Record<string, string> {
    const key = this.account.credentials.apiKey;
    if (!key) throw new ProviderError(KARRIO, 'auth', 'karrio: no API key configured (KARRIO_API_KEY)');
    return { authorization: `Token ${key}` };
  }

  private call<T>(call: Omit<HttpCall, 'headers' | 'timeoutMs'>): Promise<HttpAnswer<T>> {
    return httpJson<T>(KARRIO, { ...call, url: this.origin + call.url, headers: this.authHeaders(), timeoutMs: this.options.timeoutMs }, karrioErrorOf);
  }

  /** Karrio answers label URLs as paths of the instance. */
  private readonly absolute = (url: string): string => new URL(url, `${this.origin}/`).toString();

  /** A test key on a live account (or the reverse) would buy labels in the wrong mode: refused before that. */
  private ownMode(shipment: KarrioShipment): KarrioShipment {
    if (typeof shipment.test_mode === 'boolean' && shipment.test_mode !== (this.account.mode === 'test')) {
      throw new ProviderError(KARRIO, 'auth', `karrio: the API key is a ${shipment.test_mode ? 'test' : 'live'} key but the account is configured for ${this.account.mode}`);
    }
    return shipment;
  }
}
