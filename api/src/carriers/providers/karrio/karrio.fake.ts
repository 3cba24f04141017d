import { FakeServer, type FakeRequest, type FakeResponse } from '../testing/fake-server';
import {
  apiError,
  carrierError,
  CONNECTIONS,
  eventClock,
  labelFile,
  quoteRates,
  randomId as id,
  ShipmentData,
  ShipmentPurchaseData,
  TrackingData,
  validate,
} from './karrio.fake-data';
import { shipmentJson, trackerJson, type Shipment, type Tracker } from './karrio.fake-objects';

// ── A local Karrio instance for contract and end-to-end runs ─────────────────
// Follows the Karrio REST API as documented by its OpenAPI document for server version 2026.1.32 (apps/www/openapi.yml
// in karrioapi/karrio, commit deea10f, June 2026) and, where that document lags, the server code of that commit:
// Token/Basic auth (core/authentication.py), error bodies (core/exceptions.py: {"errors": [...]} and, for carrier
// refusals, 424 {"messages": [...]}), shipment states and the 409 state_error rules (manager/serializers/shipment.py
// can_mutate_shipment), shipping_documents with the label's base64 on purchase (core/validators.py), trackers moving
// their shipment's status (manager/serializers/tracking.py) and webhook deliveries (events/.../base/webhook.py: the
// body {"event", "data"} with the header X-Event-Id carrying the webhook's secret). No Node SDK is involved.

type Step = 'in_transit' | 'delivered' | 'unknown';
export class KarrioFake {
  /** A test-mode API key of the fake instance, and the secret of its webhook subscription. */
  static readonly credentials = { apiKey: 'key_5f2a9c0e7b4d4e1a8c3f6b2d9e0a1c7f', webhookSecret: 'whsec_8d1f3b6a2c9e4f7a0b5d8c1e6f3a9b2d' };
  /** A key the instance does not know (revoked, or from another instance). */
  static readonly badCredentials = { apiKey: 'key_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e', webhookSecret: 'whsec_wrong' };
  /** A live-mode key: its shipments say test_mode false. */
  static readonly liveCredentials = { apiKey: 'key_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b', webhookSecret: KarrioFake.credentials.webhookSecret };

  readonly server = new FakeServer('karrio');
  private readonly keys = new Map([
    [KarrioFake.credentials.apiKey, true],
    [KarrioFake.liveCredentials.apiKey, false],
  ]);
  private readonly shipments = new Map<string, Shipment>();
  private readonly trackers = new Map<string, Tracker>();
  private sold = 0;
  private serial = 0;

  /**
   * `autoAdvance`: every tracker request moves a bought parcel one step on. `shipmentStatusFollowsTracker` (default true,
   * as Karrio does): a tracker's status moves its shipment's (shipped, in transit, delivered), after which Karrio refuses
   * to cancel it (409).
   */
  constructor(private readonly options: { autoAdvance?: boolean; shipmentStatusFollowsTracker?: boolean } = {}) {
    const shipment = (then: (req: FakeRequest, sh: Shipment) => FakeResponse) => (req: FakeRequest, test: boolean) => this.withShipment(req, test, (sh) => then(req, sh));
    const routes: [string, string, (req: FakeRequest, testMode: boolean) => FakeResponse][] = [
      ['POST', '/v1/shipments', (req, test) => this.create(req, test)],
      ['GET', '/v1/shipments', (req, test) => this.list(req, test)],
      ['GET', '/v1/shipments/:id', shipment((_req, sh) => ({ status: 200, body: shipmentJson(sh, false, this.trackers) }))],
      ['POST', '/v1/shipments/:id/purchase', shipment((req, sh) => this.purchase(req, sh))],
      ['POST', '/v1/shipments/:id/cancel', shipment((_req, sh) => this.cancel(sh))],
      ['GET', '/v1/shipments/:id/:file', shipment((req, sh) => this.labelDownload(req, sh))],
      ['GET', '/v1/trackers/:id', (req) => this.retrieveTracker(req)],
      ['POST', '/v1/trackers', (req) => this.addTracker(req)],
    ];
    for (const [method, path, handler] of routes) this.server.route(method, path, this.authed(handler));
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

  /** The carrier reports the parcel's next step (the next tracker answer and webhook show it). */
  advance(trackingNumber: string, step: Step | 'out_for_delivery'): void {
    const t = this.trackers.get(trackingNumber);
    if (!t) throw new Error(`karrio fake: no tracker for ${trackingNumber}`);
    const sh = this.shipments.get(t.shipmentId)!;
    const from = sh.input.shipper.city ?? '';
    const to = sh.input.recipient.city ?? '';
    if (step === 'in_transit' && !t.events.some((e) => e.status === 'picked_up')) this.event(t, 'picked_up', 'PU', 'Shipment picked up', from);
    if (step === 'in_transit') this.event(t, 'in_transit', 'AR', 'Arrived at sort facility', from);
    if (step === 'out_for_delivery') this.event(t, 'out_for_delivery', 'OD', 'Out for delivery', to);
    if (step === 'delivered') this.event(t, 'delivered', 'DL', 'Delivered, left at front door', to);
    if (step === 'unknown') this.event(t, 'unknown', 'XX', 'Scan not classified by the carrier', to);
    if (this.options.shipmentStatusFollowsTracker === false) return;
    const moved: Record<string, string> = {
      delivered: 'delivered',
      picked_up: 'shipped',
      out_for_delivery: 'out_for_delivery',
      delivery_failed: 'delivery_failed',
      on_hold: 'needs_attention',
    };
    sh.status = moved[t.status] ?? 'in_transit';
  }

  /** What Karrio POSTs to a webhook subscribed to tracker events, about the parcel's tracker as it is now. */
  webhookDelivery(trackingNumber: string): { headers: Record<string, string>; body: Buffer } {
    const t = this.trackers.get(trackingNumber);
    if (!t) throw new Error(`karrio fake: no tracker for ${trackingNumber}`);
    const body = Buffer.from(JSON.stringify({ event: 'tracker_updated', data: trackerJson(t, this.shipments.get(t.shipmentId)!) }), 'utf8');
    return { headers: { 'content-type': 'application/json', 'x-event-id': KarrioFake.credentials.webhookSecret }, body };
  }

  // ── Auth: `Authorization: Token <key>` or HTTP Basic with the key as user name ──

  private authed(handler: (req: FakeRequest, testMode: boolean) => FakeResponse): (req: FakeRequest) => FakeResponse {
    return (req) => {
      const header = req.headers.authorization?.trim() ?? '';
      const unauthorized = { 'www-authenticate': 'Token' };
      if (!header) return { ...apiError(401, 'not_authenticated', 'Authentication credentials were not provided.'), headers: unauthorized };
      const [scheme, value = ''] = header.split(/\s+/, 2);
      const key = /^token$/i.test(scheme!) ? value : /^basic$/i.test(scheme!) ? Buffer.from(value, 'base64').toString('utf8').split(':')[0]! : '';
      const testMode = this.keys.get(key);
      if (testMode === undefined) return { ...apiError(401, 'invalid_token', 'Given token not valid for any token type'), headers: unauthorized };
      return handler(req, testMode);
    };
  }

  private withShipment(req: FakeRequest, testMode: boolean, then: (s: Shipment) => FakeResponse): FakeResponse {
    const sh = this.shipments.get(req.params.id!);
    // Karrio scopes objects by the key's mode: a test key does not see live shipments.
    return sh && sh.testMode === testMode ? then(sh) : apiError(404, 'not_found', 'Shipment not found');
  }

  // ── Shipments ──

  private create(req: FakeRequest, testMode: boolean): FakeResponse {
    const v = validate(ShipmentData, req.body);
    if (!v.ok) return v.response;
    const input = v.value;
    const international = input.shipper.country_code !== input.recipient.country_code;
    const connections = international ? CONNECTIONS.international : CONNECTIONS.domestic;
    if (international && !input.customs?.commodities.length)
      return carrierError(connections[0].carrier, 'shipment_error', 'Customs declaration with commodities is required for an international shipment');
    const sh: Shipment = { id: id('shp'), testMode, status: 'draft', input, rates: [], metadata: { ...(input.metadata ?? {}) }, createdAt: new Date().toISOString() };
    sh.rates = quoteRates(input, testMode);
    this.shipments.set(sh.id, sh);
    return { status: 201, body: shipmentJson(sh, false, this.trackers) };
  }

  private list(req: FakeRequest, testMode: boolean): FakeResponse {
    const key = req.query.get('metadata_key');
    const value = req.query.get('metadata_value');
    const results = [...this.shipments.values()]
      .filter((s) => s.testMode === testMode && (!key || String(s.metadata[key]) === value))
      .reverse()
      .map((s) => shipmentJson(s, false, this.trackers));
    return { status: 200, body: { count: results.length, next: null, previous: null, results } };
  }

  private purchase(req: FakeRequest, sh: Shipment): FakeResponse {
    if (sh.status === 'created') return apiError(409, 'state_error', "The shipment is 'created' and cannot be purchased again");
    if (sh.status !== 'draft') return apiError(409, 'state_error', `Shipment is ${sh.status} and cannot be updated anymore...`);
    const v = validate(ShipmentPurchaseData, req.body);
    if (!v.ok) return v.response;
    const rate = sh.rates.find((r) => r.id === v.value.selected_rate_id);
    if (!rate) return apiError(400, 'validation', `selected_rate_id: Invalid selected_rate_id '${v.value.selected_rate_id}' for shipment ${sh.id}`);
    // "required for shipment purchase" in AddressData: the carrier needs a full address to print a label.
    const missing = (['shipper', 'recipient'] as const).flatMap((party) =>
      (['person_name', 'address_line1', 'city', 'postal_code'] as const)
        .filter((f) => !sh.input[party][f])
        .map((f) => ({ code: 'validation', message: `${party}.${f}: This field is required.`, level: 'error' })),
    );
    if (missing.length) return { status: 400, body: { errors: missing } };
    sh.status = 'created';
    sh.selectedRateId = rate.id;
    sh.labelType = v.value.label_type ?? sh.input.label_type ?? 'PDF';
    sh.metadata = { ...sh.metadata, ...(v.value.metadata ?? {}) };
    sh.trackingNumber = this.trackingNumber(rate.carrier_name);
    sh.label = labelFile(sh.labelType, sh.trackingNumber);
    this.sold += 1;
    const t: Tracker = {
      id: id('trk'),
      trackingNumber: sh.trackingNumber,
      shipmentId: sh.id,
      carrier: rate.carrier_name,
      status: 'pending',
      events: [],
      clock: Math.floor(Date.now() / 60_000) * 60_000,
    };
    this.event(t, 'created', 'CREATED', 'Shipment label created', '');
    t.status = 'pending';
    this.trackers.set(sh.trackingNumber, t);
    return { status: 200, body: shipmentJson(sh, true, this.trackers) };
  }

  private cancel(sh: Shipment): FakeResponse {
    if (sh.status === 'cancelled') return { status: 202, body: shipmentJson(sh, false, this.trackers) };
    if (sh.status !== 'created' && sh.status !== 'draft') return apiError(409, 'state_error', `The shipment is '${sh.status}' and can not be cancelled anymore...`);
    sh.status = 'cancelled';
    if (sh.trackingNumber) this.trackers.delete(sh.trackingNumber);
    return { status: 200, body: shipmentJson(sh, false, this.trackers) };
  }

  private labelDownload(req: FakeRequest, sh: Shipment): FakeResponse {
    const m = /^label\.(pdf|png|zpl)$/.exec(req.params.file ?? '');
    if (!m || !sh.label) return { status: 404, body: { errors: [{ message: `Shipment '${sh.id}' not found or has no label` }] } };
    const types = { pdf: 'application/pdf', png: 'image/png', zpl: 'application/zpl' } as const;
    return { status: 200, bytes: sh.label, headers: { 'content-type': types[m[1] as keyof typeof types] } };
  }

  // ── Trackers ──

  private retrieveTracker(req: FakeRequest): FakeResponse {
    const t = this.trackers.get(req.params.id!) ?? [...this.trackers.values()].find((x) => x.id === req.params.id);
    if (!t) return apiError(404, 'not_found', 'Tracking not found');
    this.autoStep(t);
    return { status: 200, body: trackerJson(t, this.shipments.get(t.shipmentId)!) };
  }

  private addTracker(req: FakeRequest): FakeResponse {
    const v = validate(TrackingData, req.body);
    if (!v.ok) return v.response;
    const t = this.trackers.get(v.value.tracking_number);
    if (!t) return carrierError(v.value.carrier_name, 'tracking_error', `No tracking information found for ${v.value.tracking_number}`);
    this.autoStep(t);
    return { status: 202, body: trackerJson(t, this.shipments.get(t.shipmentId)!) };
  }

  private autoStep(t: Tracker): void {
    if (!this.options.autoAdvance) return;
    const next = ({ pending: 'in_transit', picked_up: 'in_transit', in_transit: 'out_for_delivery', out_for_delivery: 'delivered' } as const)[t.status as 'pending'];
    if (next) this.advance(t.trackingNumber, next);
  }

  private event(t: Tracker, status: string, code: string, description: string, location: string): void {
    t.clock += 3_600_000;
    t.events.push({ ...eventClock(new Date(t.clock)), status, code, description, location });
    t.status = status;
  }

  private trackingNumber(carrier: string): string {
    const n = String(++this.serial).padStart(8, '0');
    return carrier === 'ups' ? `1Z999AA1${n}` : carrier === 'usps' ? `94001118992230${n}` : `40${n}`;
  }
}
