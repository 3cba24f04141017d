import { FakeServer, type FakeRequest, type FakeResponse } from '../testing/fake-server';
import {
  addressObject,
  apiError,
  BuyBody,
  CreateAddressBody,
  CreateShipmentBody,
  CreateTrackerBody,
  type Json,
  newId,
  notFound,
  rateObjects,
  refused,
  stamp,
  TINY_PNG,
  tinyPdf,
  tinyZpl,
} from './easypost.fake-objects';
import { FakeTrackers, type JourneyStep, type Place } from './easypost.fake-trackers';

// ── A local EasyPost, for the adapter's contract tests and end-to-end runs (issue 27) ──
// Follows the EasyPost API reference, API version 2 (docs.easypost.com: Shipments, Rates, Shipping Refund, Trackers,
// Addresses, Events, Webhooks, Errors), as read in 2026, its official response examples (github.com/EasyPost/examples,
// January 2026) and what the official SDK @easypost/api 8.9.0 sends (its source and recorded cassettes).
// It enforces HTTP Basic auth with the API key as user name (401 with EasyPost's error body otherwise), validates JSON
// bodies against the documented required fields (422 naming each field), sells one label per Shipment (a second buy
// answers SHIPMENT.POSTAGE.EXISTS), converts PNG labels to PDF/ZPL, submits refunds, walks trackers through a journey
// and signs webhook Events as EasyPost does (X-Hmac-Signature: "hmac-sha256-hex=" + HMAC-SHA256 of the body). Label
// files are served without auth under /files, like EasyPost's public storage URLs. A test settles a submitted refund
// as the carrier would, later (settleRefund).

const MODE = 'test';
const CONTENT_TYPES: Readonly<Record<string, string>> = { png: 'image/png', pdf: 'application/pdf', zpl: 'application/zpl' };

export class EasyPostFake {
  /** The credentials the fake accepts: a test-mode API key (EZTK…) and the webhook secret it signs Events with. */
  static readonly credentials: Readonly<Record<string, string>> = { apiKey: 'EZTK0fake0api0key0for0contract0tests', webhookSecret: 'fake-easypost-webhook-secret' };
  static readonly badCredentials: Readonly<Record<string, string>> = { apiKey: 'EZTK0revoked0api0key', webhookSecret: 'not-the-secret' };

  readonly server = new FakeServer('EasyPost');
  private readonly shipments = new Map<string, Json>();
  private readonly rates = new Map<string, Json>();
  private readonly journeys: FakeTrackers;
  private readonly places = new Map<string, { origin: Place; destination: Place }>();
  private readonly files = new Map<string, Buffer>();
  private sold = 0;
  private serial = 0;

  constructor(options: { autoAdvance?: boolean } = {}) {
    this.journeys = new FakeTrackers(MODE, options.autoAdvance ?? false);
    this.server.route('GET', '/files/postage_label/:file', (req) => this.file(req));
    const api = (method: string, path: string, handler: (req: FakeRequest) => FakeResponse): void => void this.server.route(method, path, this.authed(handler));
    api('POST', '/v2/shipments', (req) => this.createShipment(req));
    api('GET', '/v2/shipments/:id', (req) => this.withShipment(req, (shp) => ({ status: 200, body: shp })));
    api('POST', '/v2/shipments/:id/buy', (req) => this.withShipment(req, (shp) => this.buy(shp, req)));
    api('GET', '/v2/shipments/:id/label', (req) => this.withShipment(req, (shp) => this.convert(shp, req)));
    api('POST', '/v2/shipments/:id/refund', (req) => this.withShipment(req, (shp) => this.refund(shp)));
    api('GET', '/v2/rates/:id', (req) => (this.rates.has(req.params.id!) ? { status: 200, body: this.rates.get(req.params.id!) } : notFound()));
    api('POST', '/v2/trackers', (req) => this.createTracker(req));
    api('GET', '/v2/trackers/:id', (req) => this.retrieveTracker(req.params.id!));
    api('POST', '/v2/addresses', (req) => this.createAddress(req));
  }

  /** Listens on 127.0.0.1; the base URL includes /v2, as EasyPost's does. */
  async listen(port?: number): Promise<string> {
    return `${await this.server.listen(port)}/v2`;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  labelsBought(): number {
    return this.sold;
  }

  /** The parcel moves on: its tracker gets a detail with this status (what the next poll or webhook reports). */
  advance(trackingNumber: string, step: JourneyStep): void {
    this.journeys.advance(trackingNumber, step);
  }

  /** The Event EasyPost would POST to a webhook about the parcel's tracker as it is now, signed with the webhook secret. */
  webhookDelivery(trackingNumber: string): { headers: Record<string, string>; body: Buffer } {
    return this.journeys.delivery(trackingNumber, EasyPostFake.credentials.webhookSecret!);
  }

  /** The carrier settles a submitted refund: the Shipment's refund_status becomes `refunded` or `rejected`. */
  settleRefund(trackingNumber: string, outcome: 'refunded' | 'rejected'): void {
    const shipment = [...this.shipments.values()].find((s) => s.tracking_code === trackingNumber && s.refund_status === 'submitted');
    if (!shipment) throw new Error(`EasyPost fake: no submitted refund for ${trackingNumber}`);
    shipment.refund_status = outcome;
    shipment.updated_at = stamp();
  }

  // ── Auth: HTTP Basic, the API key as user name and no password (EasyPost "Authentication") ──

  private authed(handler: (req: FakeRequest) => FakeResponse): (req: FakeRequest) => FakeResponse {
    return (req) => {
      const m = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
      const user = m ? Buffer.from(m[1]!, 'base64').toString('utf8').split(':')[0] : undefined;
      if (user !== EasyPostFake.credentials.apiKey) return apiError(401, 'UNAUTHORIZED', 'The API key is missing or is not valid.');
      if (req.method === 'POST' && req.rawBody.length > 0 && req.body === undefined) return apiError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
      return handler(req);
    };
  }

  private withShipment(req: FakeRequest, then: (shipment: Json) => FakeResponse): FakeResponse {
    const shipment = this.shipments.get(req.params.id!);
    return shipment ? then(shipment) : notFound();
  }

  // ── Shipments ──

  private createShipment(req: FakeRequest): FakeResponse {
    const parsed = CreateShipmentBody.safeParse(req.body ?? {});
    if (!parsed.success) return refused(parsed.error, 'SHIPMENT.INVALID_PARAMS');
    const input = parsed.data.shipment;
    const international = input.to_address.country !== input.from_address.country;
    if (international && !input.customs_info) {
      return apiError(422, 'SHIPMENT.CUSTOMS_INFO.REQUIRED', 'Customs information is required for international shipments.', [
        { field: 'customs_info', message: 'cannot be blank' },
      ]);
    }
    const id = newId('shp');
    const from = addressObject(input.from_address, MODE);
    const to = addressObject(input.to_address, MODE);
    const customs = input.customs_info
      ? {
          id: newId('cstinfo'),
          object: 'CustomsInfo',
          mode: MODE,
          ...input.customs_info,
          customs_items: input.customs_info.customs_items.map((i) => ({ id: newId('cstitem'), object: 'CustomsItem', mode: MODE, ...i })),
        }
      : null;
    const rates = rateObjects(id, input.parcel.weight, international, MODE);
    for (const r of rates) this.rates.set(r.id as string, r);
    const shipment: Json = {
      id,
      object: 'Shipment',
      created_at: stamp(),
      updated_at: stamp(),
      is_return: false,
      messages: [],
      mode: MODE,
      options: { ...input.options, currency: 'USD', payment: { type: 'SENDER' }, date_advance: 0 },
      reference: input.reference ?? null,
      status: 'unknown',
      tracking_code: null,
      customs_info: customs,
      from_address: from,
      to_address: to,
      return_address: from,
      buyer_address: to,
      parcel: { id: newId('prcl'), object: 'Parcel', mode: MODE, predefined_package: null, ...input.parcel },
      insurance: null,
      postage_label: null,
      rates,
      refund_status: null,
      scan_form: null,
      selected_rate: null,
      tracker: null,
      forms: [],
      fees: [],
    };
    this.shipments.set(id, shipment);
    const place = (a: Json): Place => ({
      city: String(a.city).toUpperCase(),
      state: (a.state as string | null | undefined) ?? null,
      zip: String(a.zip),
      country: String(a.country),
    });
    this.places.set(id, { origin: place(from), destination: place(to) });
    return { status: 201, body: shipment };
  }

  private buy(shipment: Json, req: FakeRequest): FakeResponse {
    const parsed = BuyBody.safeParse(req.body ?? {});
    if (!parsed.success) return refused(parsed.error, 'SHIPMENT.INVALID_PARAMS');
    if (shipment.postage_label) return apiError(422, 'SHIPMENT.POSTAGE.EXISTS', 'This shipment already has postage.');
    const rate = (shipment.rates as Json[]).find((r) => r.id === parsed.data.rate.id);
    if (!rate) return apiError(422, 'SHIPMENT.MISSING_RATE', 'The rate does not belong to this shipment.', [{ field: 'rate.id', message: 'is not a rate of this shipment' }]);
    const code = rate.carrier === 'DHLExpress' ? String(1_000_000_000 + ++this.serial) : `9400${String(++this.serial).padStart(18, '0')}`;
    const labelId = newId('pl');
    this.files.set(`${labelId}.png`, TINY_PNG);
    const now = stamp();
    shipment.postage_label = {
      object: 'PostageLabel',
      id: labelId,
      created_at: now,
      updated_at: now,
      date_advance: 0,
      integrated_form: 'none',
      label_date: (shipment.options as Json).label_date ?? now,
      label_resolution: 300,
      label_size: '4x6',
      label_type: 'default',
      label_file_type: 'image/png',
      label_url: `${this.server.url}/files/postage_label/${labelId}.png`,
      label_pdf_url: null,
      label_zpl_url: null,
      label_epl2_url: null,
      label_file: null,
    };
    shipment.selected_rate = rate;
    shipment.tracking_code = code;
    shipment.fees = [
      { object: 'Fee', type: 'LabelFee', amount: '0.00000', charged: true, refunded: false },
      { object: 'Fee', type: 'PostageFee', amount: `${rate.rate as string}000`, charged: true, refunded: false },
    ];
    const places = this.places.get(shipment.id as string)!;
    shipment.tracker = this.journeys.create(code, rate.carrier as string, { shipmentId: shipment.id as string, weight: (shipment.parcel as Json).weight as number, ...places });
    shipment.updated_at = now;
    this.sold += 1;
    return { status: 200, body: shipment };
  }

  /** GET /shipments/:id/label?file_format=…: only a PNG label converts (EasyPost "Convert the label format"). */
  private convert(shipment: Json, req: FakeRequest): FakeResponse {
    const label = shipment.postage_label as Json | null;
    if (!label) return apiError(422, 'SHIPMENT.POSTAGE.REQUIRED', 'The shipment has no postage yet.');
    const format = (req.query.get('file_format') ?? '').toUpperCase();
    if (!['PNG', 'PDF', 'ZPL', 'EPL2'].includes(format))
      return apiError(422, 'SHIPMENT.POSTAGE.INVALID_FORMAT', 'Unsupported label format.', [{ field: 'file_format', message: 'must be PNG, PDF, ZPL or EPL2' }]);
    if (format === 'EPL2') return apiError(422, 'SHIPMENT.POSTAGE.FORMAT_UNAVAILABLE', 'EPL2 is not available from this fake.');
    const ext = format.toLowerCase();
    if (format !== 'PNG' && !label[`label_${ext}_url`]) {
      const title = `EasyPost fake label ${shipment.tracking_code as string}`;
      this.files.set(`${label.id as string}.${ext}`, format === 'PDF' ? tinyPdf(title) : tinyZpl(title));
      label[`label_${ext}_url`] = `${this.server.url}/files/postage_label/${label.id as string}.${ext}`;
      label.updated_at = stamp();
    }
    return { status: 200, body: shipment };
  }

  private refund(shipment: Json): FakeResponse {
    if (!shipment.postage_label) return apiError(422, 'SHIPMENT.REFUND.UNAVAILABLE', 'The shipment has no postage to refund.');
    if (shipment.refund_status) return apiError(422, 'SHIPMENT.REFUND.FAILURE', `A refund was already ${shipment.refund_status as string}.`);
    shipment.refund_status = 'submitted';
    shipment.updated_at = stamp();
    return { status: 200, body: shipment };
  }

  private file(req: FakeRequest): FakeResponse {
    const bytes = this.files.get(req.params.file!);
    if (!bytes) return { status: 404, bytes: Buffer.from('NoSuchKey'), headers: { 'content-type': 'application/xml' } };
    return { status: 200, bytes, headers: { 'content-type': CONTENT_TYPES[req.params.file!.split('.').pop()!] ?? 'application/octet-stream' } };
  }

  // ── Trackers ──

  private retrieveTracker(id: string): FakeResponse {
    const tracker = this.journeys.retrieve(id);
    return tracker ? { status: 200, body: tracker } : notFound();
  }

  /** POST /trackers: the tracker of a label sold here, or a new one for EasyPost's test codes (EZ1000000001…). */
  private createTracker(req: FakeRequest): FakeResponse {
    const parsed = CreateTrackerBody.safeParse(req.body ?? {});
    if (!parsed.success) return refused(parsed.error, 'TRACKER.INVALID_PARAMS');
    const { tracking_code: code, carrier } = parsed.data.tracker;
    const known = this.journeys.idOf(code);
    if (known) return this.retrieveTracker(known);
    if (!/^EZ\d{10}$/.test(code)) return apiError(422, 'TRACKER.INVALID_TEST_CODE', 'Test mode tracks EasyPost test codes (EZ1000000001…) and labels bought in test mode only.');
    return { status: 201, body: this.journeys.create(code, carrier ?? 'USPS', null) };
  }

  // ── Addresses (create with verify=true: delivery verification) ──

  private createAddress(req: FakeRequest): FakeResponse {
    const parsed = CreateAddressBody.safeParse(req.body ?? {});
    if (!parsed.success) return refused(parsed.error, 'ADDRESS.PARAMETERS.INVALID');
    const { address, verify } = parsed.data;
    const upper = (s: string | null | undefined): string | null => (s ? s.toUpperCase() : null);
    const base = {
      ...address,
      name: upper(address.name),
      company: upper(address.company),
      street1: upper(address.street1),
      street2: upper(address.street2) ?? '',
      city: upper(address.city),
    };
    if (!verify) return { status: 201, body: addressObject({ ...address }, MODE) };
    const domestic = address.country === 'US';
    const deliverable = !domestic || /^\d+\s/.test(address.street1);
    const errors = deliverable ? [] : [{ code: 'E.HOUSE_NUMBER.MISSING', field: 'street1', message: 'House number is missing', suggestion: null }];
    const zip = deliverable && domestic && /^\d{5}$/.test(address.zip ?? '') ? `${address.zip}-0001` : address.zip;
    const verifications = {
      zip4: { success: deliverable, errors, details: null },
      delivery: { success: deliverable, errors, details: deliverable ? { time_zone: 'America/New_York' } : {} },
    };
    return { status: 201, body: addressObject({ ...(deliverable ? { ...base, zip } : address), verifications }, MODE) };
  }
}
