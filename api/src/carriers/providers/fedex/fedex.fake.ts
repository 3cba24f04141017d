import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { FakeServer, type FakeRequest, type FakeResponse } from '../testing/fake-server';
import { accountNumber, cancelRequest, fedexError, invalidInput, rateRequest, shipRequest, tokenRequest, trackRequest } from './fedex.fake-schemas';
import {
  addStep,
  DOMESTIC_SERVICES,
  FakeClock,
  INTERNATIONAL_SERVICES,
  labelFile,
  localTime,
  nextAutoStep,
  priceOf,
  ratedShipmentDetail,
  shipmentRating,
  trackResultOf,
  type FakeShipment,
} from './fedex.fake-replies';

// ── A local FedEx: the FedEx REST APIs as published on developer.fedex.com, for the adapter's contract tests ──
// Follows the FedEx API OpenAPI documents (API Authorization 1.0, Rates and Transit Times API 1.0.0, Ship API 1.0.0,
// Basic Integrated Visibility / Track API 1.0.0, as served by the FedEx Developer Portal and mirrored in
// ShipStream/fedex-rest-php-sdk resources/models at commit bc94dcd, October 2025), the portal's "Tracking Status
// Codes" table, and the Advanced Integrated Visibility webhook guide ("Validation Process": fdx-signature =
// base64 HMAC-SHA256 of the payload keyed by the security token; payload = `TestWebhookOutputVO`).
// It enforces the OAuth client-credentials grant and bearer tokens (401 NOT.AUTHORIZED.ERROR), the account number
// (403 FORBIDDEN.ERROR), the request schemas (400 INVALID.INPUT.EXCEPTION naming the field), and keeps shipments,
// labels sold, and each parcel's scans. FedEx has no idempotency key: the same request twice buys two labels here too.

const json = (status: number, body: unknown): FakeResponse => ({ status, body });
const NOT_AUTHORIZED = 'Access token expired. Please modify your request and try again.';

export class FedexFake {
  static readonly credentials = {
    clientId: 'l7fake0fedex0client0id',
    clientSecret: 'fake-fedex-secret-key',
    accountNumber: '740561073',
    webhookSecret: 'fake-fedex-aiv-security-token',
  } as const;
  static readonly badCredentials = { ...FedexFake.credentials, clientSecret: 'not-the-fedex-secret' } as const;

  readonly server = new FakeServer('FedEx');
  private readonly tokens = new Map<string, number>();
  private readonly shipments = new Map<string, FakeShipment>();
  private readonly documents = new Map<string, { bytes: Buffer; contentType: string }>();
  private sold = 0;
  private nextTracking = 794_900_000_001;
  private readonly clock = new FakeClock();

  constructor(private readonly options: { autoAdvance?: boolean } = {}) {
    this.server
      .route('POST', '/oauth/token', (r) => this.token(r))
      .route('POST', '/rate/v1/rates/quotes', (r) => this.api(r, rateRequest, (b, tx) => this.rate(b, tx)))
      .route('PUT', '/ship/v1/shipments/cancel', (r) => this.api(r, cancelRequest, (b, tx) => this.cancel(b, tx)))
      .route('POST', '/ship/v1/shipments', (r) => this.api(r, shipRequest, (b, tx) => this.ship(b, tx)))
      .route('POST', '/track/v1/trackingnumbers', (r) => this.api(r, trackRequest, (b, tx) => this.track(b, tx)))
      .route('GET', '/document/v2/document/retrieve/:key', (r) => this.document(r));
  }

  listen(port = 0): Promise<string> {
    return this.server.listen(port);
  }

  close(): Promise<void> {
    return this.server.close();
  }

  labelsBought(): number {
    return this.sold;
  }

  /** Every token issued so far stops working (FedEx expires them after an hour). */
  expireTokens(): void {
    this.tokens.clear();
  }

  advance(trackingNumber: string, step: 'in_transit' | 'out_for_delivery' | 'delivered' | 'unknown'): void {
    addStep(this.shipment(trackingNumber), step, this.clock);
  }

  /** What FedEx POSTs to the webhook about the parcel (its Track API result), signed as FedEx signs. */
  webhookDelivery(trackingNumber: string, delivery: { attempt?: number } = {}): { headers: Record<string, string>; body: Buffer } {
    const payload = {
      transactionId: randomUUID(),
      // the push attempt's metadata, which changes when FedEx retries a delivery
      outputMetaData: [{ attempt: delivery.attempt ?? 1, timeStamp: localTime(Date.now()) }],
      output: { completeTrackResults: [trackResultOf(this.shipment(trackingNumber))] },
    };
    const body = Buffer.from(JSON.stringify(payload));
    const signature = createHmac('sha256', FedexFake.credentials.webhookSecret).update(body).digest('base64');
    return { headers: { 'content-type': 'application/json', 'fdx-signature': signature }, body };
  }

  // ── Auth ──────────────────────────────────────────────────────────────────

  private token(req: FakeRequest): FakeResponse {
    if (!req.headers['content-type']?.includes('application/x-www-form-urlencoded'))
      return json(400, fedexError('INVALID.INPUT.EXCEPTION', 'Invalid field value in the input', [{ key: 'content-type', value: 'application/x-www-form-urlencoded' }]));
    const form = tokenRequest.safeParse(req.body);
    if (!form.success) return json(400, invalidInput(form.error));
    const c = FedexFake.credentials;
    if (form.data.client_id !== c.clientId || form.data.client_secret !== c.clientSecret)
      return json(401, fedexError('NOT.AUTHORIZED.ERROR', 'The given client credentials were not valid. Please modify your request and try again.'));
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + 3_600_000);
    return json(200, { access_token: token, token_type: 'bearer', expires_in: 3599, scope: 'CXS' });
  }

  /** Bearer token, JSON body, the account number, then the documented schema; the handler gets the body as sent. */
  private api<S extends z.ZodType>(req: FakeRequest, schema: S, handler: (body: z.infer<S>, tx: string | undefined) => FakeResponse): FakeResponse {
    const tx = req.headers['x-customer-transaction-id'];
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const expiry = bearer ? this.tokens.get(bearer) : undefined;
    if (!expiry || expiry < Date.now()) return json(401, fedexError('NOT.AUTHORIZED.ERROR', NOT_AUTHORIZED, undefined, tx));
    if (!req.headers['content-type']?.includes('application/json') || req.body === undefined)
      return json(400, fedexError('INVALID.INPUT.EXCEPTION', 'Invalid field value in the input', [{ key: 'content-type', value: 'application/json' }], tx));
    const account = accountNumber.safeParse((req.body as { accountNumber?: unknown }).accountNumber);
    if (account.success && account.data.value !== FedexFake.credentials.accountNumber)
      return json(403, fedexError('FORBIDDEN.ERROR', 'We could not authorize your credentials. Please check your permissions and try again.', undefined, tx));
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) return json(400, invalidInput(parsed.error, tx));
    return handler(req.body as z.infer<S>, tx);
  }

  // ── Rate, Ship, Cancel, Track ─────────────────────────────────────────────

  private rate(body: z.infer<typeof rateRequest>, tx: string | undefined): FakeResponse {
    const s = body.requestedShipment;
    const international = s.shipper.address.countryCode !== s.recipient.address.countryCode;
    const kg = s.requestedPackageLineItems.reduce((sum, p) => sum + (p.weight.units === 'KG' ? p.weight.value : p.weight.value * 0.45359237), 0);
    const types = s.rateRequestType?.includes('LIST') ? (['ACCOUNT', 'LIST'] as const) : (['ACCOUNT'] as const);
    const rateReplyDetails = (international ? INTERNATIONAL_SERVICES : DOMESTIC_SERVICES).map((service) => ({
      serviceType: service.serviceType,
      serviceName: service.serviceName,
      packagingType: s.packagingType ?? 'YOUR_PACKAGING',
      ratedShipmentDetails: types.map((t) => ratedShipmentDetail(priceOf(service, kg, s.recipient.address.residential ?? false, t), t, 'USD', kg)),
      operationalDetail: { transitTime: service.transit },
      ...(body.rateRequestControlParameters?.returnTransitTimes ? { commit: { transitDays: { minimumTransitTime: service.transit } } } : {}),
      serviceDescription: { serviceType: service.serviceType, description: service.serviceName },
    }));
    return json(200, { transactionId: randomUUID(), ...(tx ? { customerTransactionId: tx } : {}), output: { rateReplyDetails, quoteDate: s.shipDateStamp, isEncoded: false } });
  }

  private ship(body: z.infer<typeof shipRequest>, tx: string | undefined): FakeResponse {
    const s = body.requestedShipment;
    const [recipient] = s.recipients;
    const international = s.shipper.address.countryCode !== recipient!.address.countryCode;
    const service = (international ? INTERNATIONAL_SERVICES : DOMESTIC_SERVICES).find((x) => x.serviceType === s.serviceType);
    if (!service)
      return json(
        400,
        fedexError(
          'SERVICETYPE.NOT.ALLOWED',
          'The service type is not allowed for this origin and destination.',
          [{ key: 'requestedShipment.serviceType', value: s.serviceType }],
          tx,
        ),
      );
    const kg = s.requestedPackageLineItems.reduce((sum, p) => sum + (p.weight.units === 'KG' ? p.weight.value : p.weight.value * 0.45359237), 0);
    const price = priceOf(service, kg, recipient!.address.residential ?? false, 'ACCOUNT');
    const place = (a: z.infer<typeof shipRequest>['requestedShipment']['shipper']['address']) => ({
      city: a.city ?? '',
      ...(a.stateOrProvinceCode ? { state: a.stateOrProvinceCode } : {}),
      ...(a.postalCode ? { postalCode: a.postalCode } : {}),
      countryCode: a.countryCode,
    });
    const master = String(this.nextTracking);
    const pieces = s.requestedPackageLineItems.map((item, i) => {
      const trackingNumber = i === 0 ? master : String(++this.nextTracking);
      const bytes = labelFile(s.labelSpecification.imageType, trackingNumber);
      const doc =
        body.labelResponseOptions === 'LABEL' ? { encodedLabel: bytes.toString('base64') } : { url: this.store(`${trackingNumber}_LABEL`, bytes, s.labelSpecification.imageType) };
      return {
        trackingNumber,
        masterTrackingNumber: master,
        packageSequenceNumber: i + 1,
        deliveryTimestamp: s.shipDatestamp,
        netChargeAmount: i === 0 ? price.totalCents / 100 : 0,
        customerReferences: item.customerReferences ?? [],
        packageDocuments: [{ contentType: 'LABEL', copiesToPrint: 1, docType: s.labelSpecification.imageType, trackingNumber, ...doc }],
      };
    });
    this.nextTracking++;
    const merged =
      body.labelResponseOptions === 'URL_ONLY' && body.mergeLabelDocOption === 'LABELS_ONLY'
        ? [{ contentType: 'MERGED_LABELS_ONLY', copiesToPrint: 1, docType: 'PDF', url: this.store(`${master}_MERGED`, labelFile('PDF', master), 'PDF') }]
        : [];
    this.sold += pieces.length;
    this.shipments.set(master, {
      trackingNumber: master,
      serviceType: service.serviceType,
      serviceName: service.serviceName,
      from: place(s.shipper.address),
      to: place(recipient!.address),
      scans: [],
      cancelled: false,
    });
    addStep(this.shipments.get(master)!, 'label_created', this.clock);
    const transactionShipment = {
      serviceType: service.serviceType,
      serviceName: service.serviceName,
      shipDatestamp: s.shipDatestamp,
      serviceCategory: service.category,
      masterTrackingNumber: master,
      pieceResponses: pieces,
      shipmentDocuments: merged,
      completedShipmentDetail: {
        carrierCode: service.category === 'GROUND' ? 'FDXG' : 'FDXE',
        masterTrackingId: { trackingIdType: 'FEDEX', trackingNumber: master },
        serviceDescription: { serviceType: service.serviceType, description: service.serviceName },
        shipmentRating: shipmentRating(price, 'USD'),
      },
      alerts: [],
    };
    return json(200, { transactionId: randomUUID(), ...(tx ? { customerTransactionId: tx } : {}), output: { transactionShipments: [transactionShipment], alerts: [] } });
  }

  private cancel(body: z.infer<typeof cancelRequest>, tx: string | undefined): FakeResponse {
    const shipment = this.shipments.get(body.trackingNumber);
    if (!shipment) return json(404, fedexError('NOT.FOUND.ERROR', 'The resource you requested is no longer available. Please modify your request and try again.', undefined, tx));
    const answer = (cancelledShipment: boolean, message: string) =>
      json(200, { transactionId: randomUUID(), ...(tx ? { customerTransactionId: tx } : {}), output: { cancelledShipment, cancelledHistory: cancelledShipment, message } });
    if (shipment.cancelled) return answer(true, 'Shipment is successfully cancelled');
    // a parcel FedEx has already scanned is on its way: the label can no longer be cancelled
    if (shipment.scans.some((x) => x.eventType !== 'OC')) return answer(false, 'Shipment cannot be cancelled: it has already been tendered to FedEx');
    addStep(shipment, 'cancelled', this.clock);
    return answer(true, 'Shipment is successfully cancelled');
  }

  private track(body: z.infer<typeof trackRequest>, tx: string | undefined): FakeResponse {
    const completeTrackResults = body.trackingInfo.map(({ trackingNumberInfo: { trackingNumber } }) => {
      const shipment = this.shipments.get(trackingNumber);
      if (!shipment)
        return {
          trackingNumber,
          trackResults: [
            {
              trackingNumberInfo: { trackingNumber },
              error: { code: 'TRACKING.TRACKINGNUMBER.NOTFOUND', message: 'Tracking number cannot be found. Please correct the tracking number and try again.' },
            },
          ],
        };
      const next = this.options.autoAdvance ? nextAutoStep(shipment) : undefined;
      if (next) addStep(shipment, next, this.clock);
      return trackResultOf(this.shipment(trackingNumber));
    });
    return json(200, { transactionId: randomUUID(), ...(tx ? { customerTransactionId: tx } : {}), output: { completeTrackResults } });
  }

  private document(req: FakeRequest): FakeResponse {
    const doc = this.documents.get(req.params.key!);
    return doc
      ? { status: 200, bytes: doc.bytes, headers: { 'content-type': doc.contentType } }
      : json(404, fedexError('NOT.FOUND.ERROR', 'The resource you requested is no longer available. Please modify your request and try again.'));
  }

  // ── State ─────────────────────────────────────────────────────────────────

  private store(key: string, bytes: Buffer, imageType: string): string {
    this.documents.set(key, { bytes, contentType: imageType === 'PNG' ? 'image/png' : imageType === 'PDF' ? 'application/pdf' : 'application/octet-stream' });
    return `${this.server.url}/document/v2/document/retrieve/${encodeURIComponent(key)}`;
  }

  private shipment(trackingNumber: string): FakeShipment {
    const shipment = this.shipments.get(trackingNumber);
    if (!shipment) throw new Error(`FedEx fake: no shipment ${trackingNumber}`);
    return shipment;
  }
}
