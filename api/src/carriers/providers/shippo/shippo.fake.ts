import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { FakeServer, type FakeHandler, type FakeRequest, type FakeResponse } from '../testing/fake-server';
import {
  AddressBody,
  addressJson,
  BAD_TOKEN,
  drfErrors,
  grams,
  KNOWN_API_VERSIONS,
  labelFile,
  meta,
  NO_CREDENTIALS,
  NOT_FOUND,
  objectId,
  purchaseProblems,
  rateJson,
  RefundBody,
  SERVICES,
  ShipmentBody,
  trackingNumberFor,
  TransactionBody,
  validated,
  type Service,
} from './shippo.fake-model';
import { askedMove, autoMove, LABEL_CREATED, pushMove, trackJson, unknownTrackJson, type FakeParcel } from './shippo.fake-tracking';
import { shippoSignature } from './shippo.tracking';

// ── A local Shippo (issue 27) ──
// Follows the Shippo API reference, API version 2018-02-08 (docs.goshippo.com: Shipments, Rates, Transactions, Refunds,
// Tracking, the Authentication guide's 401 bodies, HTTP status codes, Webhook security), as read 2026-11-28, and what
// the official SDK shippo 2.18.0 sends and parses. It enforces `Authorization: ShippoToken <key>` (401 with Shippo's
// {"detail": …} bodies), a known SHIPPO-API-VERSION when one is sent, the documented required fields (400 with Django
// REST framework field errors), and the purchase checks Shippo reports on a transaction in ERROR (an address lacking
// a field required for purchase, a cross-border shipment without customs). It keeps shipments, rates, transactions
// (labels sold), refunds and tracking journeys; serves label files from its own storage route (no API key, as Shippo's
// signed label URLs); and signs track_updated webhook deliveries with Shippo-Auth-Signature (HMAC-SHA256 over
// "<t>.<body>"). Shippo keeps no idempotency key on POST /transactions: buying a rate again sells another label.

type Json = Record<string, unknown>;
const AddressRequest = AddressBody.extend({ validate: z.boolean().optional() });

export class ShippoFake {
  static readonly credentials = { apiKey: 'shippo_test_7d1f0c9a4e2b4f6a8c3e5d7b9a1c2e4f', webhookSecret: 'shippo-fake-hmac-8b2e61d4' } as const;
  static readonly badCredentials = { apiKey: 'shippo_test_00000000000000000000000000000000', webhookSecret: 'not-the-secret' } as const;

  readonly server = new FakeServer('shippo');
  private readonly shipments = new Map<string, { body: ShipmentBody; json: Json }>();
  private readonly rates = new Map<string, { json: Json; service: Service; shipmentId: string }>();
  private readonly transactions = new Map<string, Json>();
  private readonly parcels = new Map<string, FakeParcel>();
  private readonly files = new Map<string, { contentType: string; bytes: Buffer }>();
  private sold = 0;
  private clock = Date.parse('2026-12-01T14:00:00Z');

  constructor(private readonly options: { autoAdvance?: boolean } = {}) {
    const api: [method: string, path: string, handler: FakeHandler][] = [
      ['POST', '/addresses', (req) => this.createAddress(req)],
      ['POST', '/shipments', (req) => this.createShipment(req)],
      ['GET', '/rates/:id', (req) => this.found(this.rates.get(req.params['id'] ?? '')?.json)],
      ['POST', '/transactions', (req) => this.createTransaction(req)],
      ['GET', '/transactions/:id', (req) => this.found(this.readTransaction(req.params['id'] ?? ''))],
      ['GET', '/transactions', (req) => this.listTransactions(req)],
      ['POST', '/refunds', (req) => this.createRefund(req)],
      ['GET', '/tracks/:carrier/:number', (req) => this.getTrack(req.params['carrier'] ?? '', req.params['number'] ?? '')],
    ];
    for (const [method, path, handler] of api) this.server.route(method, path, (req) => this.refusal(req) ?? handler(req));
    // Label files are served by Shippo's storage at signed URLs: no API key.
    this.server.route('GET', '/labels/:file', (req) => {
      const file = this.files.get(req.params['file'] ?? '');
      return file ? { status: 200, bytes: file.bytes, headers: { 'content-type': file.contentType } } : { status: 404, body: NOT_FOUND };
    });
  }

  listen(port?: number): Promise<string> {
    return this.server.listen(port);
  }

  close(): Promise<void> {
    return this.server.close();
  }

  labelsBought(): number {
    return this.sold;
  }

  /** The parcel's next tracking answer (and webhook) reports this step in Shippo's words. */
  advance(trackingNumber: string, step: 'in_transit' | 'delivered' | 'unknown'): void {
    const parcel = this.parcels.get(trackingNumber);
    if (!parcel) throw new Error(`shippo fake: no parcel ${trackingNumber}`);
    pushMove(parcel, askedMove(step, parcel.history), this.now());
  }

  /** The carrier settles a pending refund: the label's transaction becomes REFUNDED or REFUNDREJECTED. */
  settleRefund(trackingNumber: string, outcome: 'refunded' | 'rejected'): void {
    const t = [...this.transactions.values()].find((x) => x['tracking_number'] === trackingNumber && x['status'] === 'REFUNDPENDING');
    if (!t) throw new Error(`Shippo fake: no pending refund for ${trackingNumber}`);
    Object.assign(t, { status: outcome === 'refunded' ? 'REFUNDED' : 'REFUNDREJECTED', object_updated: this.now() });
  }

  /** What Shippo POSTs to a track_updated webhook about the parcel now, signed with the account's HMAC secret. */
  webhookDelivery(trackingNumber: string, at = Date.now()): { headers: Record<string, string>; body: Buffer } {
    const parcel = this.parcels.get(trackingNumber);
    if (!parcel) throw new Error(`shippo fake: no parcel ${trackingNumber}`);
    const body = Buffer.from(JSON.stringify({ event: 'track_updated', test: true, data: trackJson(parcel) }));
    const t = Math.floor(at / 1000);
    const secret = ShippoFake.credentials.webhookSecret;
    return { headers: { 'content-type': 'application/json', 'shippo-auth-signature': `t=${t},v1=${shippoSignature(secret, t, body)}` }, body };
  }

  // ── Auth and validation ──

  private refusal(req: FakeRequest): FakeResponse | undefined {
    const auth = req.headers['authorization'];
    if (!auth) return { status: 401, body: NO_CREDENTIALS };
    if (auth !== `ShippoToken ${ShippoFake.credentials.apiKey}`) return { status: 401, body: BAD_TOKEN };
    const version = req.headers['shippo-api-version'];
    if (version !== undefined && !KNOWN_API_VERSIONS.has(version)) return { status: 400, body: { detail: `Unknown API version: ${version}` } };
    if (req.method === 'POST' && req.body === undefined && req.rawBody.length > 0)
      return { status: 400, body: { detail: 'JSON parse error - Expecting value: line 1 column 1 (char 0)' } };
    return undefined;
  }

  private found(json: Json | undefined): FakeResponse {
    return json ? { status: 200, body: json } : { status: 404, body: NOT_FOUND };
  }

  private now(): string {
    this.clock = Math.max(this.clock + 60_000, Date.now());
    return new Date(this.clock).toISOString();
  }

  // ── Addresses (validation) ──

  private createAddress(req: FakeRequest): FakeResponse {
    const parsed = AddressRequest.safeParse(req.body);
    if (!parsed.success) return { status: 400, body: drfErrors(parsed.error, req.body) };
    const { validate, ...address } = parsed.data;
    if (!validate) return { status: 201, body: addressJson(address, this.now(), true) };
    const checked = validated(address);
    return { status: 201, body: { ...addressJson(checked.address, this.now(), true), validation_results: checked.results } };
  }

  // ── Shipments and rates ──

  private createShipment(req: FakeRequest): FakeResponse {
    const parsed = ShipmentBody.safeParse(req.body);
    if (!parsed.success) return { status: 400, body: drfErrors(parsed.error, req.body) };
    const body = parsed.data;
    const now = this.now();
    const id = objectId();
    const lane = body.address_from.country.toUpperCase() === body.address_to.country.toUpperCase() ? 'domestic' : 'international';
    const weight = body.parcels.reduce((sum, p) => sum + grams(p.weight, p.mass_unit), 0);
    const queued = body.async === true;
    const rates = queued ? [] : SERVICES[lane].map((service) => this.rate(service, id, weight, now));
    const cheapest = rates.reduce<Json | undefined>((a, r) => (!a || Number(r['amount']) < Number(a['amount']) ? r : a), undefined);
    if (cheapest) (cheapest['attributes'] as string[]).push('CHEAPEST');
    const json: Json = {
      ...meta(now),
      object_id: id,
      status: queued ? 'QUEUED' : 'SUCCESS',
      metadata: body.metadata ?? '',
      shipment_date: body.shipment_date ?? now,
      address_from: addressJson(body.address_from, now, true),
      address_to: addressJson(body.address_to, now, true),
      address_return: addressJson(body.address_return ?? body.address_from, now, true),
      parcels: body.parcels.map((p) => ({ ...meta(now), object_state: 'VALID', ...p })),
      // Shippo answers the declaration with its items as object ids.
      customs_declaration: body.customs_declaration
        ? { ...meta(now), object_state: 'VALID', ...body.customs_declaration, items: body.customs_declaration.items.map(() => objectId()) }
        : null,
      extra: body.extra ?? {},
      carrier_accounts: body.carrier_accounts ?? [],
      rates,
      messages: [],
    };
    this.shipments.set(id, { body, json });
    return { status: 201, body: json };
  }

  private rate(service: Service, shipmentId: string, weightGrams: number, now: string): Json {
    const json = rateJson(service, shipmentId, weightGrams, now);
    this.rates.set(json['object_id'] as string, { json, service, shipmentId });
    return json;
  }

  // ── Transactions (labels), refunds ──

  private createTransaction(req: FakeRequest): FakeResponse {
    const parsed = TransactionBody.safeParse(req.body);
    if (!parsed.success) return { status: 400, body: drfErrors(parsed.error, req.body) };
    const body = parsed.data;
    const rate = this.rates.get(body.rate);
    if (!rate) return { status: 400, body: { rate: [`Rate with object_id ${body.rate} does not exist.`] } };
    const shipment = this.shipments.get(rate.shipmentId)!;
    const now = this.now();
    const messages = purchaseProblems(shipment.body);
    const json: Json = {
      ...meta(now),
      object_state: 'VALID',
      rate: body.rate,
      metadata: body.metadata ?? '',
      label_file_type: body.label_file_type ?? 'PDF',
      parcel: (shipment.json['parcels'] as Json[])[0]?.['object_id'],
      messages,
      status: messages.length ? 'ERROR' : 'QUEUED',
    };
    this.transactions.set(json['object_id'] as string, json);
    // Asynchronous unless async: false (the API's default, which the SDK also sends, is true): a queued label is made
    // when the transaction is read again.
    if (!messages.length && body.async === false) this.buyLabel(json, rate.service, shipment.body);
    return { status: 201, body: json };
  }

  private buyLabel(t: Json, service: Service, shipment: ShipmentBody): void {
    this.sold += 1;
    const tracking = trackingNumberFor(service.carrier, this.sold);
    const [ext, contentType, bytes] = labelFile(String(t['label_file_type']), tracking);
    const file = `${randomBytes(12).toString('hex')}.${ext}`;
    this.files.set(file, { contentType, bytes });
    Object.assign(t, {
      status: 'SUCCESS',
      object_updated: this.now(),
      tracking_number: tracking,
      tracking_status: 'UNKNOWN',
      tracking_url_provider: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${tracking}`,
      label_url: `${this.server.url}/labels/${file}`,
      commercial_invoice_url: shipment.customs_declaration ? `${this.server.url}/labels/${file}` : undefined,
      eta: new Date(this.clock + service.days * 86_400_000).toISOString(),
    });
    const parcel: FakeParcel = {
      carrier: service.carrier,
      trackingNumber: tracking,
      transaction: String(t['object_id']),
      servicelevel: { token: service.token, name: service.name },
      from: shipment.address_from,
      to: shipment.address_to,
      history: [],
    };
    this.parcels.set(tracking, parcel);
    pushMove(parcel, LABEL_CREATED, this.now());
  }

  /** GET /transactions/{id}: a queued label is made by the time it is asked for again. */
  private readTransaction(id: string): Json | undefined {
    const t = this.transactions.get(id);
    const rate = t && this.rates.get(String(t['rate']));
    if (t && rate && (t['status'] === 'QUEUED' || t['status'] === 'WAITING')) this.buyLabel(t, rate.service, this.shipments.get(rate.shipmentId)!.body);
    return t;
  }

  private listTransactions(req: FakeRequest): FakeResponse {
    const page = Math.max(1, Number(req.query.get('page') ?? 1) || 1);
    const size = Math.min(100, Math.max(1, Number(req.query.get('results') ?? 5) || 5));
    const rate = req.query.get('rate');
    const status = req.query.get('object_status');
    const all = [...this.transactions.values()].filter((t) => (!rate || t['rate'] === rate) && (!status || t['status'] === status)).reverse();
    const results = all.slice((page - 1) * size, page * size);
    const more = all.length > page * size;
    return { status: 200, body: { next: more ? `${this.server.url}/transactions?page=${page + 1}&results=${size}${rate ? `&rate=${rate}` : ''}` : null, previous: null, results } };
  }

  private createRefund(req: FakeRequest): FakeResponse {
    const parsed = RefundBody.safeParse(req.body);
    if (!parsed.success) return { status: 400, body: drfErrors(parsed.error, req.body) };
    const t = this.transactions.get(parsed.data.transaction);
    if (!t) return { status: 400, body: { transaction: [`Transaction with object_id ${parsed.data.transaction} does not exist.`] } };
    if (t['status'] !== 'SUCCESS') return { status: 400, body: { transaction: [`A transaction with status ${String(t['status'])} cannot be refunded.`] } };
    const now = this.now();
    t['status'] = 'REFUNDPENDING';
    // The carrier settles a refund later (USPS takes days): Shippo answers it QUEUED.
    return {
      status: 201,
      body: { ...meta(now), status: 'QUEUED', transaction: t['object_id'] },
    };
  }

  // ── Tracking ──

  private getTrack(carrier: string, number: string): FakeResponse {
    const parcel = this.parcels.get(number);
    if (!parcel || parcel.carrier !== carrier) return { status: 200, body: unknownTrackJson(carrier, number, this.now()) };
    const move = this.options.autoAdvance ? autoMove(parcel.history) : null;
    if (move) pushMove(parcel, move, this.now());
    return { status: 200, body: trackJson(parcel) };
  }
}
