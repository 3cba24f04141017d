import { countryName, type CountryCode, type CurrencyCode, type VatRateKind } from '@waypost/contracts';
import { COUNTRY_FACTS, crossesCustomsBorder, customsTerritory } from './countries';
import { deMinimisRulesFor, US_DE_MINIMIS_SUSPENSION, type DeMinimisRule } from './de-minimis';
import { dutyRateFor } from './duty-rates';
import type { IsoDate } from './effective';
import { formatHs } from './hs-classification';
import { FX_REFERENCE_RATES, type FxReferenceRates } from '../../catalogue/queries/catalogue';
import { applyRate, bpToPercent, convert, fxSnapshotOn, MINOR_DIGITS, percentToBp, toMajor, toMinor, type Minor } from '../../catalogue/queries/money';
import { goodsVatRate, US_SALES_TAX_NOTE } from './vat-rates';

// ── Duty and import VAT/GST on goods crossing a customs border, with the low-value rules of the date ──
export interface ImportTaxInput {
  from: CountryCode;
  to: CountryCode;
  on: IsoDate;
  value: Minor;
  currency: CurrencyCode;
  hsCode: string;
  b2c: boolean;
  /** distinct tariff lines in the consignment (for the EU flat duty per item type) */
  itemTypes?: number;
  /** the ECB snapshot thresholds and flat duties are converted with; the shipped table's snapshot of `on` when absent */
  fx?: FxReferenceRates;
}

export interface ImportTaxLine {
  jurisdiction: string;
  taxType: string;
  /** basis points actually applied (0 when relieved) */
  rateBp: number;
  amount: Minor;
  basis: string;
  source: string;
  /** import VAT/GST line: the kind of rate the goods take and why (goodsVatRate) */
  rateKind?: VatRateKind;
  rateReason?: string;
}

export interface ImportTaxes {
  crossesBorder: boolean;
  duty: Minor;
  vat: Minor;
  /** statutory duty and VAT rates in basis points as applied (0 when relieved; flat duty as its effective rate) */
  dutyRateBp: number;
  vatRateBp: number;
  vatCollectedAtSale: boolean;
  lines: ImportTaxLine[];
  notes: string[];
  appliedRules: DeMinimisRule[];
}

export const formatMoney = (amount: Minor, currency: CurrencyCode) => `${currency} ${toMajor(amount, currency).toFixed(MINOR_DIGITS[currency])}`;
const money = formatMoney;
const within = (value: Minor, currency: CurrencyCode, rule: DeMinimisRule, fx: FxReferenceRates) =>
  toMajor(convert(value, currency, rule.currency, fx), rule.currency) <= rule.threshold;
const excluded = (rule: DeMinimisRule, hsCode: string) => (rule.excludedHs ?? []).some((p) => hsCode.startsWith(p));
const customsJurisdiction = (to: CountryCode) => (customsTerritory(to) === 'EU' ? `European Union (customs, import into ${countryName(to)})` : countryName(to));

export function computeImportTaxes(input: ImportTaxInput): ImportTaxes {
  const { from, to, on, value, currency, hsCode, b2c } = input;
  const fx = input.fx ?? fxSnapshotOn(FX_REFERENCE_RATES, on);
  const notes: string[] = [];
  if (!crossesCustomsBorder(from, to)) {
    notes.push(
      from === to
        ? 'Domestic shipment: no customs duty or import VAT.'
        : 'Intra-EU movement: no customs duty or import VAT (EU customs union); B2C sales carry destination VAT charged by the seller (OSS), B2B supplies are zero-rated intra-Community supplies.',
    );
    return { crossesBorder: false, duty: 0, vat: 0, dutyRateBp: 0, vatRateBp: 0, vatCollectedAtSale: false, lines: [], notes, appliedRules: [] };
  }

  const rules = deMinimisRulesFor({ from, to, on, b2c });
  const applied: DeMinimisRule[] = [];
  const lines: ImportTaxLine[] = [];

  // Duty
  const duty = dutyRateFor(hsCode, to, on, from);
  let dutyBp = percentToBp(duty.rate);
  let dutyAmount = applyRate(value, dutyBp);
  let dutyType = `Customs duty (MFN${duty.additional.length ? ' + US additional duties' : ''}, HS ${formatHs(hsCode)})`;
  let dutyBasis = `${duty.rate}% of customs value ${money(value, currency)}; ${duty.basis === 'tariff-line' ? 'tariff line' : 'representative rate of'} ${duty.row.representative}${duty.additional.map((a) => ` + ${a.percent}% ${a.row.order}`).join('')}`;
  let dutySource = [duty.source, ...duty.additional.map((a) => a.row.source)].join('; ');
  const flat = rules.find((r) => r.kind === 'flat-duty' && within(value, currency, r, fx));
  const relief = rules.find((r) => r.kind === 'duty-relief' && within(value, currency, r, fx) && !excluded(r, hsCode));
  if (flat?.flatAmount !== undefined) {
    const items = input.itemTypes ?? 1;
    dutyAmount = convert(toMinor(flat.flatAmount * items, flat.currency), flat.currency, currency, fx);
    dutyBp = value > 0 ? Math.round((dutyAmount * 10_000) / value) : 0;
    dutyType = `Flat customs duty ${flat.currency} ${flat.flatAmount} per item type`;
    dutyBasis = `${items} item type(s) x ${flat.currency} ${flat.flatAmount}; consignment at most ${flat.currency} ${flat.threshold}`;
    dutySource = flat.source;
    applied.push(flat);
  } else if (relief) {
    dutyAmount = 0;
    dutyBp = 0;
    dutyBasis = `${relief.label} (consignment ${money(value, currency)})`;
    dutySource = relief.source;
    applied.push(relief);
  } else if (customsTerritory(to) === 'US' && on >= '2025-08-29') {
    notes.push(`US de minimis (USD 800) suspended for all countries: ${US_DE_MINIMIS_SUSPENSION}. Duty applies from the first dollar.`);
  }
  if (flat?.flatAmount === undefined && !relief) notes.push(...duty.notes);
  lines.push({ jurisdiction: customsJurisdiction(to), taxType: dutyType, rateBp: dutyBp, amount: dutyAmount, basis: dutyBasis, source: dutySource });

  // Import VAT / GST
  const vatRow = goodsVatRate(to, on, hsCode);
  let vatBp = percentToBp(vatRow.percent);
  const base = value + dutyAmount;
  let vatAmount = applyRate(base, vatBp);
  const taxName = COUNTRY_FACTS[to].taxName === 'Sales tax' ? 'VAT' : COUNTRY_FACTS[to].taxName;
  let vatType = `Import ${taxName}`;
  let vatBasis = `${vatRow.percent}% of customs value + duty ${money(base, currency)}`;
  let vatSource = vatRow.source;
  let atSale = false;
  if (to === 'US') {
    notes.push(US_SALES_TAX_NOTE);
    vatType = 'No federal VAT';
    vatBasis = 'United States levies no federal VAT/GST on imports';
  }
  const vatRelief = rules.find((r) => r.kind === 'vat-relief' && within(value, currency, r, fx));
  const atSaleRule = rules.find((r) => r.kind === 'vat-at-sale' && within(value, currency, r, fx));
  const amountRelief = rules.find((r) => r.kind === 'tax-amount-relief');
  if (vatRelief && vatAmount > 0) {
    applied.push(vatRelief);
    vatAmount = 0;
    vatBp = 0;
    vatBasis = `${vatRelief.label} (consignment ${money(value, currency)})`;
    vatSource = vatRelief.source;
  } else if (atSaleRule && vatAmount > 0) {
    applied.push(atSaleRule);
    atSale = true;
    vatType = `${taxName} collected by the seller at the point of sale`;
    vatBasis = `${vatBasis}; ${atSaleRule.label}`;
    vatSource = `${atSaleRule.source}; ${vatRow.source}`;
  }
  if (amountRelief) {
    const covered = amountRelief.covers === 'all' ? vatAmount + dutyAmount : vatAmount;
    const coveredInRule = toMajor(convert(covered, currency, amountRelief.currency, fx), amountRelief.currency);
    if (covered > 0 && coveredInRule <= amountRelief.threshold) {
      applied.push(amountRelief);
      vatAmount = 0;
      vatBp = 0;
      vatBasis = `${amountRelief.label} (computed ${money(covered, currency)})`;
      vatSource = amountRelief.source;
      if (amountRelief.covers === 'all') {
        const dutyLine = lines[0];
        if (dutyLine) Object.assign(dutyLine, { amount: 0, rateBp: 0, basis: vatBasis, source: amountRelief.source });
        dutyAmount = 0;
        dutyBp = 0;
      }
    }
  }
  lines.push({
    jurisdiction: countryName(to),
    taxType: vatType,
    rateBp: vatBp,
    amount: vatAmount,
    basis: vatBasis,
    source: vatSource,
    rateKind: vatRow.kind,
    rateReason: vatRow.reason,
  });

  if (to === 'CA') notes.push('Canada: provincial sales taxes (HST/PST/QST) are not included; only federal GST.');
  if (to === 'CN') notes.push('China: personal postal articles and cross-border e-commerce may be taxed at consolidated rates instead of duty + VAT.');
  notes.push('Duty rates are MFN rates of the tariff line (or indicative chapter rates where the answer says so); preferential (FTA) rates are not applied.');
  notes.push('The customs value should include transport and insurance to the border where the destination uses CIF valuation; this estimate uses the declared value only.');
  return { crossesBorder: true, duty: dutyAmount, vat: vatAmount, dutyRateBp: dutyBp, vatRateBp: vatBp, vatCollectedAtSale: atSale, lines, notes, appliedRules: applied };
}

export { bpToPercent };
