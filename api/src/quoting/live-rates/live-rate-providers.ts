import type { RealRate, ServiceLevel } from '@waypost/contracts';

// ── Live carrier rate APIs behind one port (DHL Express MyDHL API, UPS Rating API, FedEx Rate API) ──
// Used only when credentials are configured; untested here (no network). Every failure falls back to the
// sandbox catalogue for that carrier.

export interface LiveRateRequest {
  origin: { country: string; city: string; postalCode: string };
  destination: { country: string; city: string; postalCode: string };
  weightKg: number;
  dimensionsCm: { length: number; width: number; height: number };
  valueUsd: number;
  shipDate: string; // YYYY-MM-DD
}

export interface LiveRateProvider {
  /** Catalogue carrier id whose sandbox rates a live answer replaces. */
  readonly carrierId: string;
  rates(req: LiveRateRequest, signal: AbortSignal): Promise<RealRate[]>;
}

export interface CarrierCredentials {
  DHL_API_KEY?: string;
  UPS_CLIENT_ID?: string;
  UPS_CLIENT_SECRET?: string;
  FEDEX_API_KEY?: string;
  FEDEX_SECRET_KEY?: string;
}

type Json = Record<string, unknown>;

async function postJson(url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal; method?: string }): Promise<Json> {
  const res = await fetch(url, { method: init.method ?? 'POST', headers: init.headers, body: init.method === 'GET' ? undefined : init.body, signal: init.signal });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as Json;
}

const levelFromDays = (days: number): ServiceLevel => (days <= 1 ? 'overnight' : days <= 3 ? 'express' : days <= 7 ? 'standard' : 'economy');
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);

/** DHL Express MyDHL API: GET /rates with HTTP Basic auth (DHL_API_KEY as 'user:password'). */
export class DhlExpressRates implements LiveRateProvider {
  readonly carrierId = 'dhl-express';
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://express.api.dhl.com/mydhlapi',
  ) {}
  async rates(req: LiveRateRequest, signal: AbortSignal): Promise<RealRate[]> {
    const q = new URLSearchParams({
      originCountryCode: req.origin.country,
      originCityName: req.origin.city,
      originPostalCode: req.origin.postalCode,
      destinationCountryCode: req.destination.country,
      destinationCityName: req.destination.city,
      destinationPostalCode: req.destination.postalCode,
      weight: String(req.weightKg),
      length: String(req.dimensionsCm.length),
      width: String(req.dimensionsCm.width),
      height: String(req.dimensionsCm.height),
      plannedShippingDate: req.shipDate,
      isCustomsDeclarable: String(req.origin.country !== req.destination.country),
      unitOfMeasurement: 'metric',
    });
    const auth = Buffer.from(this.apiKey).toString('base64');
    const body = await postJson(`${this.baseUrl}/rates?${q.toString()}`, {
      method: 'GET',
      headers: { authorization: `Basic ${auth}`, accept: 'application/json' },
      body: '',
      signal,
    });
    const products = (body.products as Json[] | undefined) ?? [];
    return products.flatMap((p) => {
      const price = ((p.totalPrice as Json[] | undefined) ?? []).find((t) => t.currencyType === 'BILLC') ?? (p.totalPrice as Json[] | undefined)?.[0];
      const days = num((p.deliveryCapabilities as Json | undefined)?.totalTransitDays);
      if (!price || !Number.isFinite(num(price.price))) return [];
      return [
        {
          carrierName: 'DHL Express',
          serviceName: String(p.productName),
          serviceLevel: levelFromDays(days),
          estimatedDays: Number.isFinite(days) ? days : 3,
          price: num(price.price),
          currency: String(price.priceCurrency ?? 'USD') as RealRate['currency'],
          confidence: 0.95,
          source: 'live' as const,
        },
      ];
    });
  }
}

/** UPS: OAuth client credentials, then the Rating API in Shop mode. */
export class UpsRates implements LiveRateProvider {
  readonly carrierId = 'ups';
  constructor(
    private readonly clientId: string,
    private readonly secret: string,
    private readonly baseUrl = 'https://onlinetools.ups.com',
  ) {}
  async rates(req: LiveRateRequest, signal: AbortSignal): Promise<RealRate[]> {
    const basic = Buffer.from(`${this.clientId}:${this.secret}`).toString('base64');
    const token = await postJson(`${this.baseUrl}/security/v1/oauth/token`, {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal,
    });
    const address = (p: LiveRateRequest['origin']) => ({ Address: { City: p.city, PostalCode: p.postalCode, CountryCode: p.country } });
    const body = await postJson(`${this.baseUrl}/api/rating/v2409/Shop`, {
      headers: { authorization: `Bearer ${String(token.access_token)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        RateRequest: {
          Shipment: {
            Shipper: address(req.origin),
            ShipFrom: address(req.origin),
            ShipTo: address(req.destination),
            Package: {
              PackagingType: { Code: '02' },
              Dimensions: {
                UnitOfMeasurement: { Code: 'CM' },
                Length: String(req.dimensionsCm.length),
                Width: String(req.dimensionsCm.width),
                Height: String(req.dimensionsCm.height),
              },
              PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: String(req.weightKg) },
            },
          },
        },
      }),
      signal,
    });
    const rated = ((body.RateResponse as Json | undefined)?.RatedShipment as Json[] | undefined) ?? [];
    return rated.map((r) => {
      const charges = r.TotalCharges as Json;
      const days = num((r.GuaranteedDelivery as Json | undefined)?.BusinessDaysInTransit);
      return {
        carrierName: 'UPS',
        serviceName: `UPS service ${String((r.Service as Json).Code)}`,
        serviceLevel: levelFromDays(days),
        estimatedDays: Number.isFinite(days) ? days : 5,
        price: num(charges.MonetaryValue),
        currency: String(charges.CurrencyCode) as RealRate['currency'],
        confidence: 0.95,
        source: 'live' as const,
      };
    });
  }
}

/** FedEx: OAuth client credentials, then the Rate API (list rates). */
export class FedexRates implements LiveRateProvider {
  readonly carrierId = 'fedex';
  constructor(
    private readonly apiKey: string,
    private readonly secret: string,
    private readonly baseUrl = 'https://apis.fedex.com',
  ) {}
  async rates(req: LiveRateRequest, signal: AbortSignal): Promise<RealRate[]> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.apiKey, client_secret: this.secret });
    const token = await postJson(`${this.baseUrl}/oauth/token`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), signal });
    const address = (p: LiveRateRequest['origin']) => ({ address: { city: p.city, postalCode: p.postalCode, countryCode: p.country } });
    const body = await postJson(`${this.baseUrl}/rate/v1/rates/quotes`, {
      headers: { authorization: `Bearer ${String(token.access_token)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        rateRequestControlParameters: { returnTransitTimes: true },
        requestedShipment: {
          shipper: address(req.origin),
          recipient: address(req.destination),
          pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
          rateRequestType: ['LIST'],
          requestedPackageLineItems: [{ weight: { units: 'KG', value: req.weightKg } }],
        },
      }),
      signal,
    });
    const details = ((body.output as Json | undefined)?.rateReplyDetails as Json[] | undefined) ?? [];
    return details.flatMap((d) => {
      const rated = (d.ratedShipmentDetails as Json[] | undefined)?.[0];
      if (!rated) return [];
      const days = num(((d.commit as Json | undefined)?.transitDays as Json | undefined)?.minimumTransitTime === 'ONE_DAY' ? 1 : NaN);
      return [
        {
          carrierName: 'FedEx',
          serviceName: String(d.serviceName ?? d.serviceType),
          serviceLevel: levelFromDays(Number.isFinite(days) ? days : 4),
          estimatedDays: Number.isFinite(days) ? days : 4,
          price: num(rated.totalNetCharge),
          currency: String(rated.currency ?? 'USD') as RealRate['currency'],
          confidence: 0.95,
          source: 'live' as const,
        },
      ];
    });
  }
}

/** The providers whose credentials are configured (none by default: then every rate comes from the sandbox). */
export function liveRateProviders(c: CarrierCredentials): LiveRateProvider[] {
  const providers: LiveRateProvider[] = [];
  if (c.DHL_API_KEY) providers.push(new DhlExpressRates(c.DHL_API_KEY));
  if (c.UPS_CLIENT_ID && c.UPS_CLIENT_SECRET) providers.push(new UpsRates(c.UPS_CLIENT_ID, c.UPS_CLIENT_SECRET));
  if (c.FEDEX_API_KEY && c.FEDEX_SECRET_KEY) providers.push(new FedexRates(c.FEDEX_API_KEY, c.FEDEX_SECRET_KEY));
  return providers;
}
