import { randomBytes } from 'node:crypto';
import { FakeServer, type FakeRequest, type FakeResponse } from '../testing/fake-server';
import { GIF_LABEL, invalidBody, type Json, pdfLabel, RecoveryRequestSchema, subscriptionError, upsError, zplLabel } from './ups.fake-api';
import { addressAnswer } from './ups.fake-address';
import { rateAnswer, shipOrder, type Place } from './ups.fake-shipping';
import { upsCheckDigit } from './ups.tracking';

// ── A local UPS that keeps UPS's published contract (issue 27) ──
// Follows the UPS REST APIs as published in github.com/UPS-API/api-documentation (commit e6f36df, July 2026):
// OAuthClientCredentials.yaml (POST /security/v1/oauth/token, client_secret_basic), Rating.yaml v2409
// (POST /api/rating/{version}/{requestoption}), Shipping.yaml v2409 (ship, void, Label Recovery v1), Tracking.yaml
// (GET /api/track/v1/details/{inquiryNumber}) and UPSTrackAlert.yaml v1 (commit aee93d6: subscription with a
// destination credential; webhook POSTs carrying it in the `credential` header, User-Agent UPSPubSubTrackingService).
// AddressValidation.yaml v2 (XAV) is in ups.fake-address.ts; checks and error codes in ups.fake-api.ts and
// ups.fake-shipping.ts. Not modelled: Pickup, paperless invoices, EEI filing, dangerous goods, negotiated rates that
// differ by account; voids are not tied to the simulated scans (a test closes the void window).

type Step = 'in_transit' | 'out_for_delivery' | 'delivered' | 'unknown';

interface Activity {
  type: string;
  code: string;
  description: string;
  statusCode: string;
  city: string;
  state: string;
  country: string;
  at: number;
}

interface FakeShipment {
  id: string;
  trackingNumbers: string[];
  references: string[];
  voided: boolean;
  voidWindowClosed: boolean;
  origin: Place;
  destination: Place;
  activities: Activity[];
  start: number;
}

const STEPS: Record<Step, Omit<Activity, 'city' | 'state' | 'country' | 'at'> & { at: 'origin' | 'destination' }> = {
  in_transit: { type: 'I', code: 'DP', description: 'Departed from Facility', statusCode: '005', at: 'origin' },
  out_for_delivery: { type: 'I', code: 'OT', description: 'Out for Delivery', statusCode: '021', at: 'destination' },
  delivered: { type: 'D', code: 'FS', description: 'Delivered', statusCode: '011', at: 'destination' },
  // "NA" (not available) is a documented status type our table leaves unmapped.
  unknown: { type: 'NA', code: '', description: 'Not Available', statusCode: '', at: 'destination' },
};

const ymd = (t: number) => new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
const hms = (t: number) => new Date(t).toISOString().slice(11, 19).replaceAll(':', '');
const LOCAL_OFFSET_MS = -5 * 3600_000;

export class UpsFake {
  static readonly credentials = {
    clientId: 'ups-fake-client-id',
    clientSecret: 'ups-fake-client-secret',
    accountNumber: 'W4Y9P0',
    webhookCredential: 'ups-fake-track-alert-credential',
  } as const;
  static readonly badCredentials = { ...UpsFake.credentials, clientSecret: 'not-the-ups-secret' } as const;

  readonly server = new FakeServer('ups');
  private readonly tokens = new Map<string, number>();
  private readonly shipments = new Map<string, FakeShipment>();
  private readonly subscriptions = new Map<string, string>();
  private sold = 0;
  private sequence = 1000;

  constructor(private readonly options: { autoAdvance?: boolean } = {}) {
    this.server
      .route('POST', '/security/v1/oauth/token', (r) => this.token(r))
      .route('POST', '/api/rating/:version/:option', (r) => this.authed(r, () => rateAnswer(r.params.option!, r.body, UpsFake.credentials.accountNumber)))
      .route('POST', '/api/shipments/:version/ship', (r) => this.authed(r, () => this.ship(r)))
      .route('DELETE', '/api/shipments/:version/void/cancel/:id', (r) => this.authed(r, () => this.void(r.params.id!)))
      .route('POST', '/api/labels/:version/recovery', (r) => this.authed(r, () => this.recover(r)))
      .route('POST', '/api/track/v1/subscription/standard/package', (r) => this.authed(r, () => this.subscribe(r)))
      .route('GET', '/api/track/v1/details/:inquiryNumber', (r) => this.authed(r, () => this.track(r)))
      .route('POST', '/api/addressvalidation/:version/:option', (r) => this.authed(r, () => addressAnswer(r.params.option!, r.body)));
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

  /** Every issued token stops working (as when UPS's expire). */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** The shipment can no longer be voided (UPS's void window closed). */
  closeVoidWindow(shipmentId: string): void {
    const s = this.shipments.get(shipmentId);
    if (s) s.voidWindowClosed = true;
  }

  advance(trackingNumber: string, step: Step): void {
    const s = this.byTrackingNumber(trackingNumber);
    if (!s) throw new Error(`ups fake: no parcel ${trackingNumber}`);
    const def = STEPS[step];
    const where = def.at === 'origin' ? s.origin : s.destination;
    s.activities.push({ ...def, ...where, at: s.start + s.activities.length * 2 * 3600_000 });
  }

  /** What Track Alert POSTs about the parcel's latest activity, with the credential its subscription registered. */
  webhookDelivery(trackingNumber: string): { headers: Record<string, string>; body: Buffer } {
    const s = this.byTrackingNumber(trackingNumber);
    const a = s?.activities.at(-1);
    if (!s || !a) throw new Error(`ups fake: no activity for ${trackingNumber}`);
    const local = a.at + LOCAL_OFFSET_MS;
    const delivered = a.type === 'D';
    const event = {
      trackingNumber,
      localActivityDate: ymd(local),
      localActivityTime: hms(local),
      activityLocation: { city: a.city, stateProvince: a.state, postalCode: '', country: a.country },
      activityStatus: { type: a.type, code: a.code, description: a.description, descriptionCode: a.statusCode },
      scheduledDeliveryDate: '',
      actualDeliveryDate: delivered ? ymd(local) : '',
      actualDeliveryTime: delivered ? hms(local) : '',
      gmtActivityDate: ymd(a.at),
      gmtActivityTime: hms(a.at),
      gmtOffset: '-05.00',
      deliveryStartTime: '',
      deliveryEndTime: '',
      deliveryTimeDescription: '',
      deliveryPhoto: '',
    };
    // Without a subscription of its own, the parcel is taken as subscribed with the account's configured credential.
    const credential = this.subscriptions.get(trackingNumber) ?? UpsFake.credentials.webhookCredential;
    return { headers: { 'content-type': 'application/json', 'user-agent': 'UPSPubSubTrackingService', credential }, body: Buffer.from(JSON.stringify(event)) };
  }

  // ── OAuth ──

  private token(r: FakeRequest): FakeResponse {
    const basic = /^Basic (.+)$/.exec(r.headers['authorization'] ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (id !== UpsFake.credentials.clientId || secret !== UpsFake.credentials.clientSecret) return upsError(401, '10401', 'ClientId is Invalid');
    if ((r.body as Json | undefined)?.grant_type !== 'client_credentials') return upsError(400, '20007', 'Missing Required field, grant_type.');
    const value = randomBytes(24).toString('base64url');
    this.tokens.set(value, Date.now() + 14_399_000);
    return {
      status: 200,
      body: { token_type: 'Bearer', issued_at: String(Date.now()), client_id: id, access_token: value, scope: '', expires_in: '14399', refresh_count: '0', status: 'approved' },
    };
  }

  private authed(r: FakeRequest, next: () => FakeResponse): FakeResponse {
    const bearer = /^Bearer (.+)$/.exec(r.headers['authorization'] ?? '')?.[1];
    const until = bearer ? this.tokens.get(bearer) : undefined;
    if (!until || until < Date.now()) return upsError(401, '250002', 'Invalid Authentication Information.');
    return next();
  }

  private ship(r: FakeRequest): FakeResponse {
    const order = shipOrder(r.body, UpsFake.credentials.accountNumber);
    if ('status' in order) return order;
    const trackingNumbers = Array.from({ length: order.packages }, () => this.nextTrackingNumber(order.serviceCode));
    // Scans are spaced two hours apart from half a day ago, so a simulated journey stays in the past.
    const start = Date.now() - 12 * 3600_000;
    this.shipments.set(trackingNumbers[0]!, {
      id: trackingNumbers[0]!,
      trackingNumbers,
      references: order.references,
      voided: false,
      voidWindowClosed: false,
      origin: order.from,
      destination: order.to,
      activities: [{ type: 'M', code: 'MP', description: 'Shipment Ready for UPS', statusCode: '003', ...order.from, at: start }],
      start,
    });
    this.sold++;
    return order.answer(trackingNumbers);
  }

  private void(id: string): FakeResponse {
    const s = this.shipments.get(id);
    if (!s) return upsError(400, '190100', 'Invalid ShipmentIdentificationNumber.');
    if (s.voided) return upsError(400, '190117', 'The Shipment has already been voided');
    if (s.voidWindowClosed) return upsError(400, '190101', 'Time for voiding has expired.');
    s.voided = true;
    s.activities.push({ type: 'MV', code: '', description: 'Billing Information Voided', statusCode: '', ...s.origin, at: Date.now() });
    return {
      status: 200,
      body: { VoidShipmentResponse: { Response: { ResponseStatus: { Code: '1', Description: 'Success' } }, SummaryResult: { Status: { Code: '1', Description: 'Voided' } } } },
    };
  }

  private recover(r: FakeRequest): FakeResponse {
    const parsed = RecoveryRequestSchema.safeParse(r.body);
    if (!parsed.success) return invalidBody(r.body, parsed.error);
    const q = parsed.data.LabelRecoveryRequest;
    if (!q.TrackingNumber && !q.ReferenceValues) return upsError(400, '300005', 'Either tracking number or combination of reference plus shipper number required');
    if (q.ReferenceValues && q.ReferenceValues.ShipperNumber !== UpsFake.credentials.accountNumber) return upsError(400, '300031', 'Invalid Shipper Number');
    const format = (q.LabelSpecification?.LabelImageFormat?.Code ?? 'GIF').toUpperCase();
    if (!['GIF', 'PDF', 'ZPL', 'EPL', 'SPL'].includes(format)) return upsError(400, '300013', 'Invalid Label Print Method');
    const found = [...this.shipments.values()].filter((s) =>
      q.TrackingNumber ? s.trackingNumbers.includes(q.TrackingNumber) : s.references.includes(q.ReferenceValues!.ReferenceNumber.Value),
    );
    if (found.length === 0)
      return upsError(400, '300007', 'The shipment for the requested tracking number or the combination of reference number plus shipper number could not be found.');
    if (found.length > 1)
      return upsError(400, '300035', 'Too many shipments found with the requested Shipper Number and Reference Number. Please re-submit the request with the Tracking Number.');
    const s = found[0]!;
    if (s.voided) return upsError(400, '300033', 'The shipment for which you are trying to recover a label or Receipt has been voided.');
    const image = (tn: string) => (format === 'PDF' ? pdfLabel(s.trackingNumbers.join(' ')) : format === 'ZPL' ? zplLabel(tn) : GIF_LABEL).toString('base64');
    // A PDF holds every package's label and comes with the first result only.
    const results = s.trackingNumbers.map((tn, i) => ({
      TrackingNumber: tn,
      ...(format !== 'PDF' || i === 0 ? { LabelImage: { LabelImageFormat: { Code: format }, GraphicImage: image(tn) } } : {}),
    }));
    return {
      status: 200,
      body: { LabelRecoveryResponse: { Response: { ResponseStatus: { Code: '1', Description: 'Success' } }, ShipmentIdentificationNumber: s.id, LabelResults: results } },
    };
  }

  // ── Tracking ──

  private transactionHeaders(r: FakeRequest, codes: [string, string]): FakeResponse | null {
    if (!r.headers['transid']) return upsError(400, codes[0], codes[0].startsWith('VSS') ? 'Missing transId' : 'Missing Required field, transId.');
    if (!r.headers['transactionsrc']) return upsError(400, codes[1], codes[1].startsWith('VSS') ? 'Missing transactionSrc' : 'Missing Required field, transactionSrc.');
    return null;
  }

  private subscribe(r: FakeRequest): FakeResponse {
    const refused = this.transactionHeaders(r, ['VSS002', 'VSS004']) ?? subscriptionError(r.body);
    if (refused) return refused;
    const body = r.body as { trackingNumberList: unknown[]; destination: { credential: string } };
    const valid = body.trackingNumberList.filter((t): t is string => typeof t === 'string' && /^1Z[0-9A-Z]{16}$|^1R[0-9A-Z]{14}$|^1R[0-9A-Z]{26}$/.test(t));
    for (const t of valid) this.subscriptions.set(t, body.destination.credential);
    const invalid = body.trackingNumberList.filter((t) => !valid.includes(t as string)).map(String);
    if (valid.length === 0)
      return {
        status: 400,
        body: { invalidTrackingNumbers: invalid, response: { errors: [{ code: 'VSS210', message: 'The Subscription request should have at least one valid tracking number.' }] } },
      };
    return { status: 200, body: { validTrackingNumbers: valid, ...(invalid.length ? { invalidTrackingNumbers: invalid } : {}) } };
  }

  private track(r: FakeRequest): FakeResponse {
    const refused = this.transactionHeaders(r, ['20007', '20007']);
    if (refused) return refused;
    const tn = r.params.inquiryNumber!;
    const s = this.byTrackingNumber(tn);
    if (!s) return upsError(404, 'TW0001', 'Tracking Information Not Found');
    if (this.options.autoAdvance && !s.voided) {
      const last = s.activities.at(-1)!;
      const next: Step | null = last.type === 'M' ? 'in_transit' : last.code === 'DP' ? 'out_for_delivery' : last.code === 'OT' ? 'delivered' : null;
      if (next) this.advance(tn, next);
    }
    const activity = [...s.activities].reverse().map((a) => {
      const local = a.at + LOCAL_OFFSET_MS;
      return {
        location: { address: { city: a.city, stateProvince: a.state, postalCode: '', country: a.country, countryCode: a.country }, slic: '8566' },
        status: { type: a.type, description: a.description, code: a.code, statusCode: a.statusCode },
        date: ymd(local),
        time: hms(local),
        gmtDate: ymd(a.at),
        gmtOffset: '-05:00',
        gmtTime: hms(a.at).replace(/^0/, ''),
      };
    });
    const current = activity[0]!.status;
    const pkg = { trackingNumber: tn, currentStatus: { ...current, simplifiedTextDescription: current.description }, activity, packageCount: s.trackingNumbers.length };
    return { status: 200, body: { trackResponse: { shipment: [{ inquiryNumber: tn, package: [pkg], userRelation: [], warnings: [] }] } } };
  }

  private byTrackingNumber(tn: string): FakeShipment | undefined {
    return [...this.shipments.values()].find((s) => s.trackingNumbers.includes(tn));
  }

  /** 1Z + our shipper number + the service + a sequence + UPS's check digit. */
  private nextTrackingNumber(service: string): string {
    const first15 = `${UpsFake.credentials.accountNumber}${service.padStart(2, '0').slice(-2)}${String(this.sequence++).padStart(7, '0')}`;
    return `1Z${first15}${upsCheckDigit(first15)}`;
  }
}
