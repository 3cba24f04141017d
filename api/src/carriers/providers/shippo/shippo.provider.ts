import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Shippo, type Rate, type Transaction } from 'shippo';
import { ResponseValidationError } from 'shippo/models/errors';
import {
  ProviderError,
  type AddressCheck,
  type CallOptions,
  type LabelDocument,
  type LabelFormat,
  type PartyAddress,
  type ProviderAccount,
  type ProviderCapabilities,
  type ProviderLabel,
  type ProviderMode,
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
import { httpBytes, LABEL_CONTENT_TYPES } from '../provider-http';
import { FINAL_EVENT_TYPES } from '../provider-mapping';
import { shippoErrorOf } from './shippo.errors';
import { addressCheckOf, addressOf, metadataKey, rateOf, shipmentRequest, SHIPPO_API_VERSION, SHIPPO_LABEL_FILE_TYPES } from './shippo.mapping';
import { eventsOf, SHIPPO_SIGNATURE_HEADER, signatureProblem, trackOfRaw, trackOfSdk, type TrackView } from './shippo.tracking';

// ── Shippo through its official SDK (shippo 2.18.0, Speakeasy-generated; issue 27) ──
// rates: POST /shipments (customs inline) and its rates; purchase: POST /transactions for the chosen rate, our
// idempotency key as the transaction's metadata; findPurchase: GET /transactions?rate= filtered by that metadata
// (Shippo honours no idempotency key on /transactions); void: POST /refunds; track: GET /tracks/{carrier}/{number};
// validateAddress: POST /addresses with validate: true; webhooks: track_updated deliveries signed with Shippo's HMAC
// header. One host serves both modes: the key's prefix (shippo_test_ / shippo_live_) selects test or live, and a key
// of the other mode is refused before any call.

export const SHIPPO_BASE_URLS = { test: 'https://api.goshippo.com', live: 'https://api.goshippo.com' } as const satisfies Record<ProviderMode, string>;

const PENDING = new Set(['QUEUED', 'WAITING']);
/** A refund as the label's transaction tells it; null when no refund was asked for. */
function refundOf(status: string | undefined): VoidResult | null {
  switch (status) {
    case 'REFUNDPENDING':
      return { status: 'pending', message: 'Shippo: the refund is pending with the carrier' };
    case 'REFUNDED':
      return { status: 'voided', message: 'Shippo refunded the label' };
    case 'REFUNDREJECTED':
      return { status: 'refused', message: 'Shippo: the carrier rejected the refund (the label was used, or its refund window closed)' };
    default:
      return null;
  }
}

/** Transaction states of a label that was bought (refunded or not). */
const BOUGHT = new Set(['SUCCESS', 'REFUNDPENDING', 'REFUNDED', 'REFUNDREJECTED']);
const SETTLE_POLLS = 5;
const SETTLE_INTERVAL_MS = 400;

const formatOf = (fileType: string | undefined, asked: LabelFormat): LabelFormat =>
  fileType?.startsWith('PDF') ? 'PDF' : fileType?.startsWith('PNG') ? 'PNG' : fileType === 'ZPLII' ? 'ZPL' : asked;

export class ShippoProvider implements ShippingProvider {
  readonly id = 'shippo' as const;
  readonly name = 'Shippo';
  readonly capabilities: ProviderCapabilities;
  /** Present when a webhook secret is configured (Shippo provisions HMAC signing per account). */
  readonly parseWebhook?: (request: WebhookRequest) => WebhookParse;
  private readonly sdk: Shippo;
  private readonly timeoutMs: number;

  constructor(
    readonly account: ProviderAccount,
    options: ProviderOptions = {},
  ) {
    const apiKey = account.credentials['apiKey'];
    const secret = account.credentials['webhookSecret'];
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.sdk = new Shippo({
      ...(apiKey ? { apiKeyHeader: `ShippoToken ${apiKey}` } : {}),
      shippoApiVersion: SHIPPO_API_VERSION,
      serverURL: account.baseUrl,
      // Our worker decides what to retry (a purchase is never retried blindly).
      retryConfig: { strategy: 'none' },
    });
    if (secret) this.parseWebhook = (request) => this.readWebhook(request, secret);
    this.capabilities = {
      rates: true,
      purchase: true,
      void: true,
      trackPull: true,
      trackPush: Boolean(secret),
      addressValidation: true,
      pickups: false,
      idempotentPurchase: false,
      labelFormats: ['PDF', 'PNG', 'ZPL'],
    };
  }

  async rates(spec: ShipmentSpec, options?: CallOptions): Promise<ProviderRate[]> {
    const request = shipmentRequest(spec);
    const shipment = await this.call('create shipment', (o) => this.sdk.shipments.create(request, o), options);
    const messages = shipment.messages.map((m) => ({ field: m.source ?? 'shipment', message: m.text ?? m.code ?? '' }));
    if (shipment.status === 'ERROR')
      throw new ProviderError('shippo', 'invalid', `shippo: the shipment was refused${messages[0] ? `: ${messages[0].message}` : ''}`, { fields: messages });
    if (shipment.status !== 'SUCCESS') throw new ProviderError('shippo', 'unavailable', `shippo: shipment ${shipment.objectId} is still ${shipment.status}`);
    if (shipment.rates.length === 0 && messages.length > 0) {
      throw new ProviderError('shippo', 'invalid', `shippo: no rates: ${messages.map((m) => `${m.field}: ${m.message}`).join('; ')}`, { fields: messages });
    }
    return shipment.rates.map(rateOf);
  }

  async purchase(request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult> {
    const rate = await this.call('get rate', (o) => this.sdk.rates.get(request.rate.rateRef, o), options);
    const created = await this.call(
      'create transaction',
      (o) =>
        this.sdk.transactions.create(
          { rate: rate.objectId, labelFileType: SHIPPO_LABEL_FILE_TYPES[request.labelFormat], metadata: metadataKey(request.idempotencyKey), async: false },
          o,
        ),
      options,
    );
    return this.resultOf(await this.settle(created, options), rate, request.labelFormat);
  }

  async findPurchase(request: PurchaseRequest, options?: CallOptions): Promise<PurchaseResult | null> {
    const key = metadataKey(request.idempotencyKey);
    const mine: Transaction[] = [];
    for (let page = 1; page <= 5; page++) {
      const list = await this.call('list transactions', (o) => this.sdk.transactions.list({ rate: request.rate.rateRef, results: 100, page }, o), options);
      mine.push(...(list.results ?? []).filter((t) => t.metadata === key));
      if (!list.next) break;
    }
    const found = mine.find((t) => BOUGHT.has(t.status ?? '')) ?? mine.find((t) => PENDING.has(t.status ?? ''));
    if (!found) return null;
    const rate = await this.call('get rate', (o) => this.sdk.rates.get(request.rate.rateRef, o), options);
    return this.resultOf(await this.settle(found, options), rate, request.labelFormat);
  }

  async label(label: ProviderLabel, options?: CallOptions): Promise<LabelDocument> {
    if (label.base64) return { contentType: LABEL_CONTENT_TYPES[label.format], bytes: Buffer.from(label.base64, 'base64') };
    if (!label.url) throw new ProviderError('shippo', 'invalid', 'shippo: the label has neither a URL nor its bytes');
    // A signed file URL of Shippo's storage: our API key is not sent there.
    const doc = await httpBytes('shippo', label.url, { signal: options?.signal, timeoutMs: this.timeoutMs });
    const generic = !doc.contentType || /octet-stream|binary/i.test(doc.contentType);
    return { contentType: generic ? LABEL_CONTENT_TYPES[label.format] : doc.contentType, bytes: doc.bytes };
  }

  async void(request: VoidRequest, options?: CallOptions): Promise<VoidResult> {
    let refund: Awaited<ReturnType<Shippo['refunds']['create']>>;
    try {
      refund = await this.call('create refund', (o) => this.sdk.refunds.create({ transaction: request.providerShipmentId, async: false }, o), options);
    } catch (error) {
      // Refused as input: asked already (a retry whose answer was lost: the transaction says how it went), or too late.
      if (!(error instanceof ProviderError && error.kind === 'invalid')) throw error;
      const t = await this.call('get transaction', (o) => this.sdk.transactions.get(request.providerShipmentId, o), options);
      return refundOf(t.status) ?? { status: 'refused', message: error.message };
    }
    switch (refund.status) {
      case 'SUCCESS':
        return { status: 'voided', message: `Shippo refunded the label (refund ${refund.objectId ?? ''})`.trim() };
      case 'ERROR':
        return { status: 'refused', message: 'Shippo refused the refund (the carrier may have scanned the parcel)' };
      default:
        return { status: 'pending', message: `Shippo queued the refund (${refund.status ?? 'no status'}); the carrier settles it later` };
    }
  }

  /** The label's transaction: REFUNDPENDING while the carrier settles, then REFUNDED or REFUNDREJECTED. */
  async refundStatus(request: VoidRequest, options?: CallOptions): Promise<VoidResult> {
    const t = await this.call('get transaction', (o) => this.sdk.transactions.get(request.providerShipmentId, o), options);
    return refundOf(t.status) ?? { status: 'pending', message: `Shippo: the label's transaction is ${t.status ?? 'without a status'}; no refund is settled yet` };
  }

  async track(request: TrackRequest, options?: CallOptions): Promise<TrackResult> {
    const view = await this.call(
      'get track',
      async (o): Promise<TrackView> => {
        try {
          return trackOfSdk(await this.sdk.trackingStatus.get(request.trackingNumber, request.carrierCode, o));
        } catch (error) {
          // A status word newer than the SDK's closed enum: read the raw answer ourselves rather than fail.
          const raw = error instanceof ResponseValidationError ? trackOfRaw(error.rawValue) : null;
          if (raw) return raw;
          throw error;
        }
      },
      options,
    );
    const events = eventsOf(view);
    const last = events.at(-1);
    return { trackingNumber: view.trackingNumber || request.trackingNumber, events, final: last !== undefined && FINAL_EVENT_TYPES.has(last.eventType) };
  }

  /** POST /addresses with validate: true: Shippo's validator answers deliverability and the standardised address. */
  async validateAddress(address: PartyAddress, options?: CallOptions): Promise<AddressCheck> {
    const answer = await this.call('validate address', (o) => this.sdk.addresses.create({ ...addressOf(address), validate: true }, o), options);
    return addressCheckOf(address, answer);
  }

  private readWebhook(request: WebhookRequest, secret: string): WebhookParse {
    const problem = signatureProblem(request.headers[SHIPPO_SIGNATURE_HEADER], request.rawBody, secret, request.now);
    if (problem) return { ok: false, reason: `shippo webhook: ${problem}` };
    let payload: { event?: unknown; test?: unknown; data?: unknown };
    try {
      payload = JSON.parse(request.rawBody.toString('utf8')) as typeof payload;
    } catch {
      return { ok: false, reason: 'shippo webhook: the body is not JSON' };
    }
    const digest = createHash('sha256').update(request.rawBody).digest('hex').slice(0, 32);
    // Other events (transactions, batches), and test-mode deliveries reaching a live account, are acknowledged and ignored.
    if (payload?.event !== 'track_updated' || (payload.test === true && this.account.mode === 'live')) return { ok: true, providerEventId: `shippo:${digest}`, updates: [] };
    const view = trackOfRaw(payload.data);
    if (!view) return { ok: false, reason: 'shippo webhook: track_updated without a readable track' };
    try {
      const events = eventsOf(view);
      const latest = view.latest?.id ?? events.at(-1)?.eventId ?? digest;
      return {
        ok: true,
        providerEventId: `shippo:track_updated:${view.carrier}:${view.trackingNumber}:${latest}`,
        updates: [{ trackingNumber: view.trackingNumber, carrierCode: view.carrier, events }],
      };
    } catch (error) {
      return { ok: false, reason: `shippo webhook: ${(error as Error).message}` };
    }
  }

  /** A transaction still being created (QUEUED/WAITING) is asked again a few times; an ERROR one is refused input. */
  private async settle(transaction: Transaction, options?: CallOptions): Promise<Transaction> {
    let t = transaction;
    for (let poll = 0; PENDING.has(t.status ?? '') && poll < SETTLE_POLLS; poll++) {
      await delay(SETTLE_INTERVAL_MS, undefined, { signal: options?.signal });
      const id = t.objectId ?? '';
      t = await this.call('get transaction', (o) => this.sdk.transactions.get(id, o), options);
    }
    const messages = (t.messages ?? []).map((m) => ({ field: m.source ?? 'transaction', message: m.text ?? m.code ?? '' }));
    if (t.status === 'ERROR')
      throw new ProviderError('shippo', 'invalid', `shippo: the label was not bought${messages[0] ? `: ${messages[0].message}` : ''}`, { fields: messages });
    if (PENDING.has(t.status ?? ''))
      throw new ProviderError('shippo', 'unavailable', `shippo: transaction ${t.objectId} is still ${t.status}; findPurchase finds it once its label exists`);
    return t;
  }

  private resultOf(t: Transaction, rate: Rate, asked: LabelFormat): PurchaseResult {
    if (!t.objectId || !t.trackingNumber || !t.labelUrl)
      throw new ProviderError('shippo', 'unavailable', `shippo: transaction ${t.objectId ?? '?'} answered without a tracking number or label`);
    const r = rateOf(rate);
    return {
      providerShipmentId: t.objectId,
      trackingNumber: t.trackingNumber,
      carrier: r.carrier,
      carrierCode: r.carrierCode,
      service: r.service,
      serviceCode: r.serviceCode,
      charge: { ...r.total, lines: r.lines },
      label: { format: formatOf(t.labelFileType, asked), url: t.labelUrl },
    };
  }

  /** One SDK call, bounded in time, its failures as ProviderErrors. */
  private async call<T>(what: string, run: (options: { signal: AbortSignal }) => Promise<T>, options?: CallOptions): Promise<T> {
    this.checkKey();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await run({ signal });
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (timeout.aborted) throw new ProviderError('shippo', 'timeout', `shippo: ${what}: no answer within ${this.timeoutMs} ms`);
      if (options?.signal?.aborted) throw error;
      throw shippoErrorOf(what, error);
    }
  }

  /** A missing key, or a key of the other mode (a live key in test mode buys real labels), is refused before any call. */
  private checkKey(): void {
    const key = this.account.credentials['apiKey'];
    if (!key) throw new ProviderError('shippo', 'auth', 'shippo: no apiKey configured');
    if (this.account.mode === 'test' && key.startsWith('shippo_live_')) throw new ProviderError('shippo', 'auth', 'shippo: a live key (shippo_live_…) is configured for test mode');
    if (this.account.mode === 'live' && key.startsWith('shippo_test_')) throw new ProviderError('shippo', 'auth', 'shippo: a test key (shippo_test_…) is configured for live mode');
  }
}
