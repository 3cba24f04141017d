import { tinyPdf, TINY_PNG } from '../testing/fake-files';
// ── The FedEx fake's answers: rate quotes, label documents and scan events in FedEx's documented shapes ──
// Prices are the fake's own (whole cents, sent as FedEx sends them: JSON numbers in the account's currency); the
// shapes follow the Rate API `RateReplyDetail`, the Ship API `TransactionShipmentOutputVO` and the Track API
// `ScanEvent` schemas. Label files are tiny but valid: a one-page PDF, a 1×1 PNG, a ZPL label. A parcel's journey
// is the list of scans FedEx would record for it.

export interface FakeService {
  serviceType: string;
  serviceName: string;
  category: 'EXPRESS' | 'GROUND';
  baseCents: number;
  perKgCents: number;
  transit: string;
}

export const DOMESTIC_SERVICES: readonly FakeService[] = [
  { serviceType: 'FEDEX_GROUND', serviceName: 'FedEx Ground®', category: 'GROUND', baseCents: 950, perKgCents: 180, transit: 'THREE_DAYS' },
  { serviceType: 'FEDEX_2_DAY', serviceName: 'FedEx 2Day®', category: 'EXPRESS', baseCents: 2150, perKgCents: 420, transit: 'TWO_DAYS' },
  { serviceType: 'STANDARD_OVERNIGHT', serviceName: 'FedEx Standard Overnight®', category: 'EXPRESS', baseCents: 3900, perKgCents: 610, transit: 'ONE_DAY' },
];
export const INTERNATIONAL_SERVICES: readonly FakeService[] = [
  { serviceType: 'INTERNATIONAL_PRIORITY', serviceName: 'FedEx International Priority®', category: 'EXPRESS', baseCents: 6800, perKgCents: 1450, transit: 'TWO_DAYS' },
  { serviceType: 'INTERNATIONAL_ECONOMY', serviceName: 'FedEx International Economy®', category: 'EXPRESS', baseCents: 5200, perKgCents: 1100, transit: 'FIVE_DAYS' },
];

const amount = (cents: number): number => cents / 100;

export interface FakePrice {
  baseCents: number;
  discountCents: number;
  surcharges: { type: string; description: string; cents: number }[];
  totalCents: number;
}

/** The fake's price: a base by whole kilogram, 10% off for the account's rate, fuel at 14.5%, a residential fee. */
export function priceOf(service: FakeService, weightKg: number, residential: boolean, rateType: 'ACCOUNT' | 'LIST'): FakePrice {
  const baseCents = service.baseCents + service.perKgCents * Math.ceil(weightKg);
  const discountCents = rateType === 'ACCOUNT' ? Math.round(baseCents / 10) : 0;
  const surcharges = [{ type: 'FUEL', description: 'Fuel Surcharge', cents: Math.round(((baseCents - discountCents) * 145) / 1000) }];
  if (residential && service.category === 'GROUND') surcharges.push({ type: 'RESIDENTIAL_DELIVERY', description: 'Residential delivery charge', cents: 595 });
  return { baseCents, discountCents, surcharges, totalCents: baseCents - discountCents + surcharges.reduce((s, x) => s + x.cents, 0) };
}

export function ratedShipmentDetail(price: FakePrice, rateType: string, currency: string, weightKg: number) {
  const surchargeCents = price.surcharges.reduce((s, x) => s + x.cents, 0);
  return {
    rateType,
    ratedWeightMethod: 'ACTUAL',
    totalDiscounts: amount(price.discountCents),
    totalBaseCharge: amount(price.baseCents),
    totalNetCharge: amount(price.totalCents),
    totalNetFedExCharge: amount(price.totalCents),
    currency,
    shipmentRateDetail: {
      rateZone: '05',
      ratingBasis: 'SHIPMENT_WEIGHT_BASED',
      totalFreightDiscount: amount(price.discountCents),
      totalSurcharges: amount(surchargeCents),
      fuelSurchargePercent: 14.5,
      totalBillingWeight: { units: 'KG', value: Math.ceil(weightKg) },
      surCharges: price.surcharges.map((s) => ({ type: s.type, description: s.description, level: 'PACKAGE', amount: amount(s.cents) })),
      taxes: [],
      currency,
    },
  };
}

/** The Ship API's `shipmentRating` of a bought shipment. */
export function shipmentRating(price: FakePrice, currency: string) {
  const surchargeCents = price.surcharges.reduce((s, x) => s + x.cents, 0);
  return {
    actualRateType: 'ACCOUNT',
    shipmentRateDetails: [
      {
        rateType: 'ACCOUNT',
        totalBaseCharge: amount(price.baseCents),
        totalFreightDiscounts: amount(price.discountCents),
        totalSurcharges: amount(surchargeCents),
        totalNetFedExCharge: amount(price.totalCents),
        totalNetCharge: amount(price.totalCents),
        currency,
        surcharges: price.surcharges.map((s) => ({ surchargeType: s.type, description: s.description, level: 'PACKAGE', amount: amount(s.cents) })),
        taxes: [],
      },
    ],
  };
}

/** A one-page PDF with a correct cross-reference table. */
export { tinyPdf };

export function labelFile(imageType: string, trackingNumber: string): Buffer {
  if (imageType === 'PNG') return TINY_PNG;
  if (imageType === 'ZPLII' || imageType === 'EPL2') return Buffer.from(`^XA^FO50,50^A0N,40,40^FDFedEx ${trackingNumber}^FS^XZ\n`, 'latin1');
  return tinyPdf(`FedEx ${trackingNumber}`);
}

export interface FakeScan {
  at: number;
  eventType: string;
  eventDescription: string;
  derivedStatusCode: string;
  derivedStatus: string;
  city: string;
  state?: string;
  postalCode?: string;
  countryCode: string;
  exceptionDescription?: string;
}

/** FedEx answers times in the scan's local time with its offset; the fake's scans happen in US Central time. */
export function localTime(ms: number): string {
  return `${new Date(ms - 6 * 3_600_000).toISOString().slice(0, 19)}-06:00`;
}

export function scanEvent(s: FakeScan) {
  return {
    date: localTime(s.at),
    eventType: s.eventType,
    eventDescription: s.eventDescription,
    exceptionCode: '',
    exceptionDescription: s.exceptionDescription ?? '',
    scanLocation: {
      streetLines: [''],
      city: s.city,
      ...(s.state ? { stateOrProvinceCode: s.state } : {}),
      ...(s.postalCode ? { postalCode: s.postalCode } : {}),
      countryCode: s.countryCode,
      residential: false,
    },
    locationType: 'FEDEX_FACILITY',
    derivedStatusCode: s.derivedStatusCode,
    derivedStatus: s.derivedStatus,
  };
}

// ── A parcel's journey: the scans FedEx would record, one hour apart ──

export type Step = 'label_created' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'unknown' | 'cancelled';

export interface FakeShipment {
  trackingNumber: string;
  serviceType: string;
  serviceName: string;
  from: { city: string; state?: string; postalCode?: string; countryCode: string };
  to: { city: string; state?: string; postalCode?: string; countryCode: string };
  scans: FakeScan[];
  cancelled: boolean;
}

export class FakeClock {
  private at = Date.now() - 3 * 86_400_000;
  tick(): number {
    this.at += 3_600_000;
    return this.at;
  }
}

const HUB = { city: 'MEMPHIS', state: 'TN', postalCode: '38118', countryCode: 'US' };

function scan(s: FakeShipment, clock: FakeClock, eventType: string, description: string, derived: string, derivedStatus: string, where: 'from' | 'hub' | 'to'): void {
  s.scans.push({ at: clock.tick(), eventType, eventDescription: description, derivedStatusCode: derived, derivedStatus, ...(where === 'hub' ? HUB : s[where]) });
}

export function addStep(s: FakeShipment, step: Step, clock: FakeClock): void {
  if (step === 'label_created') scan(s, clock, 'OC', 'Shipment information sent to FedEx', 'IN', 'Initiated', 'from');
  else if (step === 'in_transit') {
    if (!s.scans.some((x) => x.eventType === 'PU')) scan(s, clock, 'PU', 'Picked up', 'PU', 'Picked up', 'from');
    scan(s, clock, 'AR', 'Arrived at FedEx hub', 'IT', 'In transit', 'hub');
  } else if (step === 'out_for_delivery') scan(s, clock, 'OD', 'On FedEx vehicle for delivery', 'OD', 'Out for delivery', 'to');
  else if (step === 'delivered') scan(s, clock, 'DL', 'Delivered', 'DL', 'Delivered', 'to');
  // SP (split status) is in FedEx's status code table; our status table leaves it out on purpose
  else if (step === 'unknown') scan(s, clock, 'SP', 'Split status', 'SP', 'Split status', 'hub');
  else {
    s.cancelled = true;
    scan(s, clock, 'CA', 'Shipment cancelled by sender', 'CA', 'Cancelled', 'from');
  }
}

/** For end-to-end runs: in transit, then out for delivery, then delivered. */
export function nextAutoStep(s: FakeShipment): Step | undefined {
  const last = s.scans.at(-1)?.eventType;
  if (s.cancelled || last === 'DL') return undefined;
  return last === 'OD' ? 'delivered' : last === 'AR' || last === 'PU' ? 'out_for_delivery' : 'in_transit';
}

/** The Track API's `completeTrackResults[]` entry for the parcel (also the body of a webhook push). */
export function trackResultOf(s: FakeShipment) {
  const latest = s.scans.at(-1)!;
  return {
    trackingNumber: s.trackingNumber,
    trackResults: [
      {
        trackingNumberInfo: {
          trackingNumber: s.trackingNumber,
          carrierCode: s.serviceType === 'FEDEX_GROUND' ? 'FDXG' : 'FDXE',
          trackingNumberUniqueId: `2460425000~${s.trackingNumber}~FX`,
        },
        latestStatusDetail: {
          code: latest.derivedStatusCode,
          derivedCode: latest.derivedStatusCode,
          statusByLocale: latest.derivedStatus,
          description: latest.eventDescription,
          scanLocation: { city: latest.city, countryCode: latest.countryCode },
        },
        serviceDetail: { type: s.serviceType, description: s.serviceName },
        // FedEx lists scans newest first
        scanEvents: [...s.scans].reverse().map(scanEvent),
      },
    ],
  };
}
