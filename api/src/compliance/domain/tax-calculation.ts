import {
  countryName,
  type BuyerType,
  type CurrencyCode,
  type CustomerVatNumberStatus,
  type TaxCalculationInput,
  type TaxCalculationResult,
  type TaxLineResult,
} from '@waypost/contracts';
import { appliedRule, defaultBuyer } from './buyer-rules';
import { crossesCustomsBorder, customsTerritory, isEu } from './countries';
import type { IsoDate } from './effective';
import { deadlineFor, FILING_SCHEDULES, type FilingSchedule } from './filing-schedules';
import { classificationView, classifyHs } from './hs-classification';
import { bpToPercent, computeImportTaxes, type ImportTaxes, type ImportTaxLine } from './import-taxes';
import { FX_REFERENCE_RATES, type FxTable } from '../../catalogue/queries/catalogue';
import { exchangeRatesUsed, fxSnapshotOn, toMajor, toMinor, type Minor } from '../../catalogue/queries/money';
import { serviceVat } from './service-vat';

// ── Tax calculation: VAT/GST on the service fee + duty and import VAT on the goods ──
export interface TaxCalculationContext {
  on: IsoDate;
  /** the customer VAT number passed format, check digits and (if reachable) VIES */
  vatNumber?: { valid: boolean; country: string; status?: CustomerVatNumberStatus };
  /** the dated ECB table thresholds are converted with (its snapshot of `on`); the shipped table when absent */
  fx?: FxTable;
}

/** Reverse charge and B2B zero-rating need a confirmed or overridden number (a bare `valid` is the caller's own verdict). */
const establishesBusiness = (n: TaxCalculationContext['vatNumber']): boolean => (n?.status ? n.status === 'confirmed' || n.status === 'overridden' : Boolean(n?.valid));

export function calculateTax(input: TaxCalculationInput, ctx: TaxCalculationContext): TaxCalculationResult {
  const { on } = ctx;
  const fx = fxSnapshotOn(ctx.fx ?? FX_REFERENCE_RATES, on);
  const currency = input.currency;
  const from = input.originCountry;
  const to = input.destinationCountry;
  const goodsCross = crossesCustomsBorder(from, to);
  const numberCountry = establishesBusiness(ctx.vatNumber) ? ctx.vatNumber?.country : undefined;
  // A valid EU VAT number tells where the business customer is established (place of supply for B2B services).
  const customer =
    input.customerType === 'B2B' && numberCountry && isEu(to) && ['DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'SE'].includes(numberCountry) ? (numberCountry as typeof to) : to;

  const service = serviceVat({
    supplier: from,
    customer,
    destination: to,
    customerType: input.customerType,
    validVatNumber: establishesBusiness(ctx.vatNumber),
    digital: input.isDigitalService,
    serviceType: input.serviceType,
    goodsCrossBorder: goodsCross && !input.isDigitalService,
    amount: toMinor(input.amount, currency),
    currency,
    on,
  });

  // a registered business buyer needs a number the registry confirmed, or a recorded override (issue 26 item 8)
  const business = ctx.vatNumber ? { valid: establishesBusiness(ctx.vatNumber), country: ctx.vatNumber.country } : undefined;
  const buyer = input.buyer ?? defaultBuyer(input.customerType, to, business);
  const parcel = parcelOf(input, currency);
  const parcelValue = parcel.reduce((sum, l) => sum + l.value, 0);
  const goods =
    parcelValue > 0 && !input.isDigitalService
      ? computeImportTaxes({ from, to, on, value: parcelValue, currency, hsCode: parcel[0]!.hsCode, buyer, lines: parcel.map(taxLine), fx })
      : undefined;

  const serviceTax = service.lines.reduce((sum, l) => sum + l.amount, 0);
  const importVat = goods?.vat ?? 0;
  const duty = goods?.duty ?? 0;

  const obligations: FilingSchedule[] = [...service.obligations];
  if (goods?.crossesBorder) {
    obligations.push(customsTerritory(to) === 'US' && on >= '2025-08-29' ? FILING_SCHEDULES.usEntry : FILING_SCHEDULES.customsEntry);
    if (goods.vatCollectedAtSale && customsTerritory(to) === 'EU') obligations.push(FILING_SCHEDULES.ioss);
    if (goods.vatCollectedAtSale && to === 'GB') obligations.push(FILING_SCHEDULES.ukVatReturn);
    if (goods.vatCollectedAtSale && to === 'AU') obligations.push(FILING_SCHEDULES.auGst);
  }
  if (goods && !goods.crossesBorder && input.customerType === 'B2C' && isEu(from) && isEu(to) && from !== to) obligations.push(FILING_SCHEDULES.oss);

  const seen = new Set<string>();
  const complianceRequired = obligations
    .filter((o) => (seen.has(o.id) ? false : (seen.add(o.id), true)))
    .map((o) => ({
      requirement: o.requirement,
      jurisdiction:
        o.jurisdiction === 'origin member state'
          ? countryName(from)
          : o.jurisdiction === 'customer member state' || o.jurisdiction === 'customer country'
            ? countryName(customer)
            : o.jurisdiction === 'destination customs'
              ? `${countryName(to)} customs`
              : o.jurisdiction,
      deadline: deadlineFor(o, on),
    }));

  const lines: ImportTaxLine[] = [...service.lines, ...(goods?.lines ?? [])];
  const notes = [...new Set([...service.notes, ...(goods?.notes ?? [])])];
  if (goods && !goods.crossesBorder) notes.push(...goods.notes.filter((n) => !notes.includes(n)));
  const exchangeRates = exchangeRatesUsed(fx, on);
  if (goods?.crossesBorder && exchangeRates.warning) notes.push(exchangeRates.warning);
  if (parcelValue > 0) notes.push(...parcelNotes(input, parcel));

  return {
    totalTax: toMajor(serviceTax + importVat + duty, currency),
    vatGst: toMajor(serviceTax + importVat, currency),
    customsDuty: toMajor(duty, currency),
    currency,
    taxBreakdown: lines.map((l) => ({
      jurisdiction: l.jurisdiction,
      taxType: l.taxType,
      rate: bpToPercent(l.rateBp),
      amount: toMajor(l.amount, currency),
      basis: l.basis,
      source: l.source,
      ...(l.rateKind ? { rateKind: l.rateKind, rateReason: l.rateReason } : {}),
    })),
    complianceRequired,
    notes,
    transactionDate: on,
    exchangeRates,
    asOf: on,
    // how the goods' HS code was chosen (one line; each item line says its own hsSource)
    ...(goods && parcel.length === 1 ? { classification: classificationView(parcel[0]!.classification) } : {}),
    ...(goods ? goodsDetail(input, ctx, buyer, parcel, goods) : {}),
  };
}

// ── The parcel: its item lines, or one line of shipmentValue (the spec's single-value request) ──
interface ParcelLine {
  hsCode: string;
  hsSource: 'shipper' | 'classifier';
  value: Minor;
  description: string;
  quantity: number;
  originCountry?: string;
  classifiedByDefault: boolean;
  classification: ReturnType<typeof classifyHs>;
}

function parcelOf(input: TaxCalculationInput, currency: CurrencyCode): ParcelLine[] {
  if (!input.items?.length) {
    const hs = classifyHs(input.itemCategory ?? 'Other', input.description ?? '', input.hsCode);
    const description = input.description || (input.itemCategory ?? 'general merchandise');
    return [
      {
        hsCode: hs.hsCode,
        hsSource: input.hsCode ? 'shipper' : 'classifier',
        value: toMinor(input.shipmentValue, currency),
        description,
        quantity: 1,
        classifiedByDefault: !input.itemCategory && !input.hsCode,
        classification: hs,
      },
    ];
  }
  return input.items.map((item): ParcelLine => {
    const hs = classifyHs(item.itemCategory ?? 'Other', item.description, item.hsCode);
    return {
      hsCode: hs.hsCode,
      classification: hs,
      hsSource: item.hsCode ? 'shipper' : 'classifier',
      value: toMinor(item.unitValue, currency) * item.quantity,
      description: item.description,
      quantity: item.quantity,
      ...(item.originCountry ? { originCountry: item.originCountry } : {}),
      classifiedByDefault: !item.hsCode && !item.itemCategory,
    };
  });
}

/** A parcel line as the import taxes take it: its goods' origin when the item gives one. */
const taxLine = (l: ParcelLine) => ({ hsCode: l.hsCode, value: l.value, ...(l.originCountry ? { origin: l.originCountry } : {}) });

function parcelNotes(input: TaxCalculationInput, parcel: ParcelLine[]): string[] {
  const notes: string[] = [];
  if (!input.items?.length) {
    if (parcel[0]!.classifiedByDefault)
      notes.push(`Goods classified as general merchandise (HS ${parcel[0]!.hsCode}); pass itemCategory and description for a chapter-specific duty rate.`);
    return notes;
  }
  const general = parcel.flatMap((l, n) => (l.classifiedByDefault ? [n + 1] : []));
  if (general.length) notes.push(`Item(s) ${general.join(', ')} classified as general merchandise; pass itemCategory or hsCode for a chapter-specific duty rate.`);
  if (input.itemCategory || input.description) notes.push('itemCategory and description of the request are not used when items are given: each item has its own.');
  return notes;
}

const BUYER_WORDS: Record<BuyerType, string> = {
  'business-registered': 'a business registered for VAT/GST',
  business: 'a business not registered for VAT/GST (or that has not given its number)',
  consumer: 'a consumer (private buyer)',
};

function goodsDetail(input: TaxCalculationInput, ctx: TaxCalculationContext, buyer: BuyerType, parcel: ParcelLine[], goods: ImportTaxes): Partial<TaxCalculationResult> {
  const currency = input.currency;
  const derivedFrom = input.buyer ? 'buyer' : input.customerType === 'B2B' && establishesBusiness(ctx.vatNumber) ? 'customerVatNumber' : 'customerType';
  const why =
    derivedFrom === 'buyer'
      ? 'as given'
      : derivedFrom === 'customerVatNumber'
        ? `B2B with a ${ctx.vatNumber!.status ?? 'valid'} ${ctx.vatNumber!.country} VAT number`
        : `customerType ${input.customerType}`;
  const lines: TaxLineResult[] = goods.items.map((item, n) => ({
    line: n + 1,
    description: parcel[n]!.description,
    hsCode: item.hsCode,
    hsSource: parcel[n]!.hsSource,
    quantity: parcel[n]!.quantity,
    value: toMajor(item.value, currency),
    ...(parcel[n]!.originCountry ? { originCountry: parcel[n]!.originCountry } : {}),
    duty: toMajor(item.duty, currency),
    dutyRate: bpToPercent(item.dutyRateBp),
    dutyBasis: item.dutyBasis,
    vat: toMajor(item.vat, currency),
    vatRate: bpToPercent(item.vatRateBp),
    vatRateReason: item.vatRate.reason,
  }));
  const rules = [...goods.appliedRules.map(appliedRule), ...(goods.collection ? [goods.collection.rule] : [])];
  const rulesApplied = rules.filter((r, i) => rules.findIndex((o) => o.id === r.id) === i);
  return {
    lines,
    rulesApplied,
    ...(goods.collection
      ? {
          buyerRule: {
            buyer,
            derivedFrom,
            collector: goods.collection.collector,
            rule: goods.collection.rule,
            explanation: `Buyer: ${BUYER_WORDS[buyer]} (${why}). ${goods.collection.rule.label}.`,
          },
        }
      : {}),
  };
}
