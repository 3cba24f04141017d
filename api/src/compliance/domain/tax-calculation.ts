import { countryName, type CustomerVatNumberStatus, type TaxCalculationInput, type TaxCalculationResult } from '@waypost/contracts';
import { crossesCustomsBorder, customsTerritory, isEu } from './countries';
import type { IsoDate } from './effective';
import { deadlineFor, FILING_SCHEDULES, type FilingSchedule } from './filing-schedules';
import { classificationView, classifyHs } from './hs-classification';
import { bpToPercent, computeImportTaxes, type ImportTaxLine } from './import-taxes';
import { FX_REFERENCE_RATES, type FxTable } from '../../catalogue/queries/catalogue';
import { exchangeRatesUsed, fxSnapshotOn, toMajor, toMinor } from '../../catalogue/queries/money';
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

  const hs = classifyHs(input.itemCategory ?? 'Other', input.description ?? '', input.hsCode);
  const goods =
    input.shipmentValue > 0 && !input.isDigitalService
      ? computeImportTaxes({ from, to, on, value: toMinor(input.shipmentValue, currency), currency, hsCode: hs.hsCode, b2c: input.customerType === 'B2C', fx })
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
  if (input.shipmentValue > 0 && !input.itemCategory && !input.hsCode)
    notes.push(`Goods classified as general merchandise (HS ${hs.hsCode}); pass itemCategory and description for a chapter-specific duty rate.`);

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
    ...(goods ? { classification: classificationView(hs) } : {}),
    exchangeRates,
  };
}
