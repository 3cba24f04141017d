import { minorToDecimal } from '../provider-mapping';
import { FakeServer, type FakeRequest, type FakeResponse } from '../testing/fake-server';
import { dhlValidationError, RateRequestSchema, ShipmentRequestSchema } from './dhl.fake-schemas';
import { DhlJourney, KNOWN_AREAS, serviceArea, tinyPdf, type Party } from './dhl.fake-journey';
import { productAnswer, quote } from './dhl.fake-prices';

// ── A local MyDHL API (DHL Express) for contract tests and end-to-end runs ──
// Follows "DHL Express APIs (MyDHL API)", OpenAPI 3.1.1 (x-release-date 2025-11-02, x-version 3.1.0), as published on
// developer.dhl.com and vendored by karrio (modules/connectors/mydhl/vendors/dpdhl-express-api-3.1.1_swagger.yaml), and
// the DHL Express checkpoint codes of DHL's tracking status list; read 2026-11-28.
// Enforced: HTTP Basic auth (401 otherwise), the x-version header and a Message-Reference of at most 36 characters, the
// POST /rates and POST /shipments schemas (422 "Validation error" naming "#/path"), the shipper account number (the
// documented 400 "account number is not found or invalid"), the planned shipping time format (documented 400 "998"),
// and a product the route offers. Kept: waybills created, labels sold, each waybill's checkpoints.
// Not published by DHL, so modelled by us: the 401 body (the documented error shape with title "Unauthorized"), the
// prices (dhl.fake-prices.ts) and the service areas /address-validate knows (dhl.fake-journey.ts).

type Json = Record<string, unknown>;

const problem = (status: number, instance: string, detail: string, title: string, message = title) => ({
  status,
  body: { instance: `/expressapi${instance}`, detail, title, message, status: String(status) },
});
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2} ?GMT[+-]\d{2}:\d{2}$/;

export class DhlFake {
  /** What the adapter must be given (keys as it reads them): the MyDHL API key and secret, and the shipper account. */
  static readonly credentials = { username: 'waypost-test-apikey', password: 'waypost-test-secret', accountNumber: '123456789' } as const;
  static readonly badCredentials = { username: 'waypost-test-apikey', password: 'not-the-secret', accountNumber: '123456789' } as const;

  readonly server = new FakeServer('MyDHL');
  private readonly journeys = new Map<string, DhlJourney>();
  private sold = 0;

  constructor(private readonly options: { autoAdvance?: boolean } = {}) {
    this.server
      .route('POST', '/rates', (req) => this.guard(req) ?? this.rates(req))
      .route('POST', '/shipments', (req) => this.guard(req) ?? this.createShipment(req))
      .route('GET', '/shipments/:number/tracking', (req) => this.guard(req) ?? this.tracking(req))
      .route('GET', '/address-validate', (req) => this.guard(req) ?? this.addressValidate(req));
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

  /** The waybill's next checkpoints: picked up and on its way, delivered, or a code DHL's list does not have. */
  advance(trackingNumber: string, step: 'in_transit' | 'delivered' | 'unknown'): void {
    const journey = this.journeys.get(trackingNumber);
    if (!journey) throw new Error(`MyDHL fake: no waybill ${trackingNumber}`);
    journey.advance(step);
  }

  // ── Routes ──

  private guard(req: FakeRequest): FakeResponse | undefined {
    const { username, password } = DhlFake.credentials;
    if (req.headers.authorization !== `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`) {
      return { ...problem(401, req.path, 'Invalid Credentials', 'Unauthorized'), headers: { 'www-authenticate': 'Basic realm="MyDHL API"' } };
    }
    if (!req.headers['x-version']) return problem(400, req.path, 'Missing mandatory parameters: x-version', 'Missing parameters', 'Bad request');
    const reference = req.headers['message-reference'];
    if (reference !== undefined && (reference.length < 1 || reference.length > 36)) {
      return problem(400, req.path, 'Parameters not having correct format: Message-Reference (maxLength=36)', 'Wrong format', 'Bad request');
    }
    return undefined;
  }

  /** The documented 400s every POST shares: the shipper account and the planned shipping time. */
  private refuseAccountOrTime(path: string, body: { accounts?: { typeCode: string; number: string }[]; plannedShippingDateAndTime: string }): FakeResponse | undefined {
    const shipper = body.accounts?.find((a) => a.typeCode === 'shipper');
    if (shipper?.number !== DhlFake.credentials.accountNumber) {
      return problem(400, path, 'The account number is not found or invalid. Please check the account number and retry.', 'Bad request');
    }
    if (!TIMESTAMP.test(body.plannedShippingDateAndTime)) {
      return problem(400, path, "998: ShipTimeStamp is not well formatted.(Expected Sample Format : '2010-02-11T17:10:09 GMT+01:00')", 'Bad request');
    }
    return undefined;
  }

  private rates(req: FakeRequest): FakeResponse {
    const parsed = RateRequestSchema.safeParse(req.body, { reportInput: true });
    if (!parsed.success) return dhlValidationError('/expressapi/rates', parsed.error.issues);
    const body = parsed.data;
    const refused = this.refuseAccountOrTime('/rates', body);
    if (refused) return refused;
    const { shipperDetails: from, receiverDetails: to } = body.customerDetails;
    const ddp = body.valueAddedServices?.some((s) => s.serviceCode === 'DD') ?? false;
    const shipDate = body.plannedShippingDateAndTime.slice(0, 10);
    const quotes = quote(from.countryCode, to.countryCode, body.isCustomsDeclarable, ddp, body.packages);
    return {
      status: 200,
      body: {
        products: quotes.map((q) => productAnswer(q, from.countryCode, to.cityName, shipDate)),
        exchangeRates: [{ currentExchangeRate: 1.08, currency: 'USD', baseCurrency: 'EUR' }],
      },
    };
  }

  private createShipment(req: FakeRequest): FakeResponse {
    const parsed = ShipmentRequestSchema.safeParse(req.body, { reportInput: true });
    if (!parsed.success) return dhlValidationError('/expressapi/shipments', parsed.error.issues);
    const body = parsed.data;
    const refused = this.refuseAccountOrTime('/shipments', body);
    if (refused) return refused;
    const { shipperDetails: shipper, receiverDetails: receiver } = body.customerDetails;
    const ddp = body.valueAddedServices?.some((s) => s.serviceCode === 'DD') ?? false;
    const offer = quote(shipper.postalAddress.countryCode, receiver.postalAddress.countryCode, body.content.isCustomsDeclarable, ddp, body.content.packages).find(
      (q) => q.product.code === body.productCode,
    );
    if (!offer) {
      return problem(
        400,
        '/shipments',
        `The requested product code '${body.productCode}' is not available between this origin and destination. Please validate the products via /rates.`,
        'Bad request',
      );
    }
    this.sold += 1;
    const number = String(1_234_560_000 + this.sold);
    const party = (p: typeof shipper): Party => ({ cityName: p.postalAddress.cityName, postalCode: p.postalAddress.postalCode, countryCode: p.postalAddress.countryCode });
    this.journeys.set(
      number,
      new DhlJourney(
        number,
        body.productCode,
        body.content.description,
        party(shipper),
        party(receiver),
        offer.weight,
        body.content.packages.length,
        body.content.isCustomsDeclarable,
      ),
    );
    const zpl = body.outputImageProperties?.encodingFormat === 'zpl';
    const label = zpl ? Buffer.from(`^XA^FO40,40^A0N,36,36^FDDHL Express ${number}^FS^XZ`, 'latin1') : tinyPdf(`DHL Express waybill ${number}`);
    const wants = (code: string) => body.getAdditionalInformation?.some((a) => a.typeCode === code && a.isRequested) ?? false;
    const money = (minor: number) => Number(minorToDecimal(minor, offer.currency));
    const answer: Json = {
      url: `${this.server.url}/shipments`,
      shipmentTrackingNumber: number,
      trackingUrl: `${this.server.url}/shipments/${number}/tracking`,
      packages: body.content.packages.map((_p, i) => ({
        referenceNumber: i + 1,
        trackingNumber: `JD0146000${number}${i + 1}`,
        trackingUrl: `${this.server.url}/shipments/${number}/tracking?PieceID=JD0146000${number}${i + 1}`,
      })),
      documents: [{ imageFormat: zpl ? 'ZPL' : 'PDF', content: label.toString('base64'), typeCode: 'label' }],
    };
    if (body.getRateEstimates) {
      const breakdown = [
        { name: offer.product.name, price: money(offer.baseMinor) },
        { name: 'FUEL SURCHARGE', price: money(offer.fuelMinor), typeCode: 'FF' },
        ...(offer.dutyPaidMinor ? [{ name: 'DUTY TAX PAID', price: money(offer.dutyPaidMinor), typeCode: 'DD' }] : []),
      ];
      answer.shipmentCharges = [{ currencyType: 'BILLC', priceCurrency: offer.currency, price: money(offer.totalMinor), serviceBreakdown: breakdown }];
    }
    if (wants('optionalShipmentData')) {
      const origin = serviceArea(shipper.postalAddress.cityName, shipper.postalAddress.countryCode);
      const destination = serviceArea(receiver.postalAddress.cityName, receiver.postalAddress.countryCode);
      answer.shipmentDetails = [
        {
          serviceHandlingFeatureCodes: [],
          volumetricWeight: offer.volumetric,
          billingCode: 'IEA',
          serviceContentCode: body.content.isCustomsDeclarable ? 'WPX' : 'DOX',
          originServiceArea: { facilityCode: origin.code, serviceAreaCode: origin.code },
          destinationServiceArea: { facilityCode: destination.code, serviceAreaCode: destination.code },
          productShortName: offer.product.name,
        },
      ];
    }
    return { status: 201, body: answer, headers: { location: `/shipments/${number}`, 'invocation-id': `fake-${number}`, ...this.echo(req) } };
  }

  private tracking(req: FakeRequest): FakeResponse {
    const view = req.query.get('trackingView');
    const views = ['all-checkpoints', 'all-checkpoints-with-remarks', 'last-checkpoint', 'shipment-details-only', 'advance-shipment', 'bbx-children'];
    if (view !== null && !views.includes(view)) {
      return problem(
        400,
        req.path,
        `Parameters not having correct format: trackingView (valid parameters for trackingView are [${views.join(', ')}])`,
        'Wrong format',
        'Bad request',
      );
    }
    const journey = this.journeys.get(req.params.number!);
    if (journey && this.options.autoAdvance) journey.advance('next');
    if (!journey || journey.events.length === 0) return problem(404, req.path, 'No data found', 'Not data found');
    return { status: 200, body: { shipments: [journey.answer(req.query.get('requestGMTOffsetPerEvent') === 'true')] }, headers: this.echo(req) };
  }

  /** Service areas the fake knows, by postcode: what /address-validate answers about. */
  private addressValidate(req: FakeRequest): FakeResponse {
    for (const name of ['type', 'countryCode'])
      if (!req.query.get(name)) return problem(400, '/address-validate', `Missing mandatory parameters: ${name}`, 'Missing parameters', 'Bad request');
    if (!['pickup', 'delivery'].includes(req.query.get('type')!))
      return problem(400, '/address-validate', 'Parameters not having correct format: type', 'Wrong format', 'Bad request');
    const country = req.query.get('countryCode')!.toUpperCase();
    const postal = (req.query.get('postalCode') ?? '').replace(/\s+/g, '');
    const city = (req.query.get('cityName') ?? '').toUpperCase();
    const strict = req.query.get('strictValidation') !== 'false';
    const known = KNOWN_AREAS.filter((a) => a.countryCode === country && a.postalCode === postal && (!strict || !city || a.cityName === city));
    return { status: 200, body: { warnings: [], address: known.map((a) => ({ ...a, serviceArea: serviceArea(a.cityName, a.countryCode) })) }, headers: this.echo(req) };
  }

  private echo(req: FakeRequest): Record<string, string> {
    return { 'message-reference': req.headers['message-reference'] ?? 'fake-generated-reference', 'content-language': 'eng' };
  }
}
