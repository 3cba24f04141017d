import { minorToDecimal } from '../provider-mapping';
import { serviceArea } from './dhl.fake-journey';
import type { RateRequestBody } from './dhl.fake-schemas';

// ── The MyDHL fake's prices: a rate card of our own (DHL publishes none), answered in the /rates response shape ──
// Base price by chargeable weight (the greater of actual and volumetric at 5000 cm3/kg, in half kilograms), an 18.5 %
// fuel surcharge (FF), DHL's duty tax paid service (DD) on DDP, 19 % VAT on domestic Germany. Amounts in minor units.

type Json = Record<string, unknown>;

interface Product {
  code: string;
  name: string;
  days: number;
  baseMinor: number;
  perHalfKgMinor: number;
}
const DOMESTIC: Product[] = [{ code: 'N', name: 'EXPRESS DOMESTIC', days: 1, baseMinor: 1800, perHalfKgMinor: 250 }];
const NONDOC: Product[] = [
  { code: 'P', name: 'EXPRESS WORLDWIDE', days: 3, baseMinor: 4500, perHalfKgMinor: 550 },
  { code: 'Y', name: 'EXPRESS 12:00', days: 2, baseMinor: 5900, perHalfKgMinor: 700 },
];
const DOC: Product[] = [{ code: 'D', name: 'EXPRESS WORLDWIDE', days: 3, baseMinor: 3900, perHalfKgMinor: 400 }];

export interface Quote {
  product: Product;
  currency: string;
  baseMinor: number;
  fuelMinor: number;
  dutyPaidMinor: number;
  taxMinor: number;
  totalMinor: number;
  volumetric: number;
  weight: number;
}

export function quote(from: string, to: string, dutiable: boolean, ddp: boolean, packages: RateRequestBody['packages']): Quote[] {
  const currency = from === 'US' ? 'USD' : from === 'GB' ? 'GBP' : 'EUR';
  const weight = packages.reduce((s, p) => s + p.weight, 0);
  const volumetric = Math.round(packages.reduce((s, p) => s + (p.dimensions ? (p.dimensions.length * p.dimensions.width * p.dimensions.height) / 5000 : 0), 0) * 1000) / 1000;
  const halfKgs = Math.max(1, Math.ceil(Math.max(weight, volumetric) * 2));
  const products = from === to ? DOMESTIC : dutiable ? NONDOC : DOC;
  return products.map((product) => {
    const baseMinor = product.baseMinor + product.perHalfKgMinor * halfKgs;
    const fuelMinor = Math.round(baseMinor * 0.185);
    const dutyPaidMinor = ddp && from !== to ? 1500 : 0;
    const taxMinor = from === to && from === 'DE' ? Math.round((baseMinor + fuelMinor) * 0.19) : 0;
    return { product, currency, baseMinor, fuelMinor, dutyPaidMinor, taxMinor, totalMinor: baseMinor + fuelMinor + dutyPaidMinor + taxMinor, volumetric, weight };
  });
}

export function productAnswer(q: Quote, originCountry: string, destinationCity: string, shipDate: string): Json {
  const money = (minor: number) => Number(minorToDecimal(minor, q.currency));
  const eta = new Date(Date.parse(`${shipDate}T00:00:00Z`) + q.product.days * 86_400_000).toISOString().slice(0, 10);
  const tax = (minor: number) => [
    { priceType: 'TAX', typeCode: 'All Bu', price: money(Math.round(minor * (q.taxMinor ? 0.19 : 0))), rate: q.taxMinor ? 19 : 0, basePrice: money(minor) },
  ];
  const breakdown = [
    { name: q.product.name, price: money(q.baseMinor), priceBreakdown: tax(q.baseMinor) },
    {
      name: 'FUEL SURCHARGE',
      serviceCode: 'FF',
      localServiceCode: 'FF',
      serviceTypeCode: 'SCH',
      price: money(q.fuelMinor),
      isCustomerAgreement: false,
      isMarketedService: false,
      priceBreakdown: tax(q.fuelMinor),
    },
    ...(q.dutyPaidMinor
      ? [
          {
            name: 'DUTY TAX PAID',
            serviceCode: 'DD',
            localServiceCode: 'DD',
            serviceTypeCode: 'XCH',
            price: money(q.dutyPaidMinor),
            isCustomerAgreement: false,
            isMarketedService: false,
          },
        ]
      : []),
    // Optional services are listed without a price: they are offers, not charges.
    { name: 'SATURDAY DELIVERY', serviceCode: 'AA', localServiceCode: 'AA', serviceTypeCode: 'XCH', isCustomerAgreement: false, isMarketedService: true },
  ];
  const euro = q.currency === 'EUR' ? q.totalMinor : Math.round(q.totalMinor * 0.92);
  return {
    productName: q.product.name,
    productCode: q.product.code,
    localProductCode: q.product.code,
    localProductCountryCode: originCountry,
    networkTypeCode: 'TD',
    isCustomerAgreement: false,
    weight: { volumetric: q.volumetric, provided: q.weight, unitOfMeasurement: 'metric' },
    // The base-currency price first: a client must pick the billing currency (BILLC), not the first entry.
    totalPrice: [
      { currencyType: 'BASEC', priceCurrency: 'EUR', price: Number(minorToDecimal(euro, 'EUR')) },
      { currencyType: 'BILLC', priceCurrency: q.currency, price: money(q.totalMinor) },
      { currencyType: 'PULCL', priceCurrency: q.currency, price: money(q.totalMinor) },
    ],
    totalPriceBreakdown: [
      {
        currencyType: 'BILLC',
        priceCurrency: q.currency,
        priceBreakdown: [
          { typeCode: 'STTXA', price: money(q.taxMinor) },
          { typeCode: 'SPRQT', price: money(q.baseMinor) },
        ],
      },
    ],
    detailedPriceBreakdown: [{ currencyType: 'BILLC', priceCurrency: q.currency, breakdown }],
    pickupCapabilities: { nextBusinessDay: false, localCutoffDateAndTime: `${shipDate}T17:00:00`, pickupEarliest: '09:00:00', pickupLatest: '18:00:00', pickupAdditionalDays: 0 },
    deliveryCapabilities: {
      deliveryTypeCode: 'QDDC',
      estimatedDeliveryDateAndTime: `${eta}T23:59:00`,
      destinationServiceAreaCode: serviceArea(destinationCity, '').code,
      deliveryAdditionalDays: 0,
      totalTransitDays: q.product.days,
    },
    pricingDate: shipDate,
  };
}
