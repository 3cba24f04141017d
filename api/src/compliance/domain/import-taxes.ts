import { countryName, type AppliedRule, type BuyerType, type CountryCode, type CurrencyCode, type TaxCollector, type VatRateKind } from '@waypost/contracts';
import { collectionFor } from './buyer-rules';
import { COUNTRY_FACTS, crossesCustomsBorder, customsTerritory } from './countries';
import { deMinimisRulesFor, US_DE_MINIMIS_SUSPENSION, type DeMinimisRule } from './de-minimis';
import { dutyRateFor } from './duty-rates';
import type { IsoDate } from './effective';
import { formatHs } from './hs-classification';
import { FX_REFERENCE_RATES, type FxReferenceRates } from '../../catalogue/queries/catalogue';
import { applyRate, bpToPercent, convert, fxSnapshotOn, MINOR_DIGITS, percentToBp, toMajor, toMinor, type Minor } from '../../catalogue/queries/money';
import { goodsVatRate, US_SALES_TAX_NOTE, type GoodsVatRate } from './vat-rates';

// ── Duty and import VAT/GST on goods crossing a customs border, with the low-value rules of the date ──
// A parcel is one or more lines: duty and VAT are computed per line (each at its HS code's rates), the low-value
// thresholds compare the whole parcel's value, and the EU flat duty counts the parcel's distinct tariff lines (6-digit HS).
// A line's duty follows its goods' origin (US additional duties, reliefs refused to an origin), else the ship-from country.
export interface ImportTaxLineInput {
  hsCode: string;
  value: Minor;
  /** the goods' country of origin (ISO 3166-1 alpha-2); the ship-from country when absent */
  origin?: string;
}

export interface ImportTaxInput {
  from: CountryCode;
  to: CountryCode;
  on: IsoDate;
  /** the parcel's value when it is one line (ignored when `lines` is given) */
  value: Minor;
  currency: CurrencyCode;
  /** the HS code when the parcel is one line (ignored when `lines` is given) */
  hsCode: string;
  buyer: BuyerType;
  /** the parcel's lines; one line of `value` at `hsCode` when absent */
  lines?: readonly ImportTaxLineInput[];
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

/** Duty and VAT of one item line. */
export interface ImportTaxItem {
  hsCode: string;
  value: Minor;
  /** the country of origin the line's duty was computed for */
  origin: string;
  duty: Minor;
  dutyRateBp: number;
  dutyBasis: string;
  vat: Minor;
  vatRateBp: number;
  vatRate: GoodsVatRate;
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
  /** per item line (one for a single-value parcel) */
  items: ImportTaxItem[];
  /** who collects the import VAT/GST and under which rule (absent when no border is crossed) */
  collection?: { collector: TaxCollector; rule: AppliedRule };
}

export const formatMoney = (amount: Minor, currency: CurrencyCode) => `${currency} ${toMajor(amount, currency).toFixed(MINOR_DIGITS[currency])}`;
const money = formatMoney;
const within = (value: Minor, currency: CurrencyCode, rule: DeMinimisRule, fx: FxReferenceRates) =>
  toMajor(convert(value, currency, rule.currency, fx), rule.currency) <= rule.threshold;
/** Why a relief does not cover a line (its HS code, or its goods' origin), or undefined when it does. */
const exclusion = (rule: DeMinimisRule, line: { hsCode: string; origin: string }): string | undefined => {
  if ((rule.excludedHs ?? []).some((p) => line.hsCode.startsWith(p))) return `HS ${formatHs(line.hsCode)} is excluded from the relief`;
  if (rule.exceptGoodsOrigins?.includes(line.origin)) return `goods of ${line.origin} origin are excluded from the relief`;
  return undefined;
};
const customsJurisdiction = (to: CountryCode) => (customsTerritory(to) === 'EU' ? `European Union (customs, import into ${countryName(to)})` : countryName(to));
const effectiveBp = (amount: Minor, value: Minor) => (value > 0 ? Math.round((amount * 10_000) / value) : 0);

export function computeImportTaxes(input: ImportTaxInput): ImportTaxes {
  const { from, to, on, currency, buyer } = input;
  const fx = input.fx ?? fxSnapshotOn(FX_REFERENCE_RATES, on);
  const parcel = (input.lines?.length ? input.lines : [{ hsCode: input.hsCode, value: input.value }]).map((l) => ({ ...l, origin: l.origin ?? input.from }));
  const value = parcel.reduce((sum, l) => sum + l.value, 0);
  const several = parcel.length > 1;
  const label = (n: number, text: string) => (several ? `Item ${n + 1}: ${text}` : text);
  const notes: string[] = [];
  if (!crossesCustomsBorder(from, to)) {
    notes.push(
      from === to
        ? 'Domestic shipment: no customs duty or import VAT.'
        : 'Intra-EU movement: no customs duty or import VAT (EU customs union); B2C sales carry destination VAT charged by the seller (OSS), B2B supplies are zero-rated intra-Community supplies.',
    );
    const items = parcel.map((l) => ({
      hsCode: l.hsCode,
      value: l.value,
      origin: l.origin,
      duty: 0,
      dutyRateBp: 0,
      dutyBasis: 'no customs border',
      vat: 0,
      vatRateBp: 0,
      vatRate: goodsVatRate(to, on, l.hsCode),
    }));
    return { crossesBorder: false, duty: 0, vat: 0, dutyRateBp: 0, vatRateBp: 0, vatCollectedAtSale: false, lines: [], notes, appliedRules: [], items };
  }

  const rules = deMinimisRulesFor({ from, to, on, buyer });
  const applied = new Set<DeMinimisRule>();
  const dutyLines: ImportTaxLine[] = [];
  const vatLines: ImportTaxLine[] = [];
  const taxName = COUNTRY_FACTS[to].taxName === 'Sales tax' ? 'VAT' : COUNTRY_FACTS[to].taxName;

  // Duty, per line
  const flat = rules.find((r) => r.kind === 'flat-duty' && within(value, currency, r, fx));
  const relief = rules.find((r) => r.kind === 'duty-relief' && within(value, currency, r, fx));
  const firstOfTariffLine = new Map<string, number>();
  // the duty rows' own notes (indicative rate, US orders included or not), for lines that pay ad valorem duty
  const dutyNotes: string[] = [];
  const items: ImportTaxItem[] = parcel.map((line, n) => {
    const duty = dutyRateFor(line.hsCode, to, on, line.origin);
    const notCovered = relief ? exclusion(relief, line) : undefined;
    let dutyAmount = applyRate(line.value, percentToBp(duty.rate));
    let dutyBp = percentToBp(duty.rate);
    let dutyType = label(n, `Customs duty (MFN${duty.additional.length ? ' + US additional duties' : ''}, HS ${formatHs(line.hsCode)})`);
    let dutyBasis = `${duty.rate}% of customs value ${money(line.value, currency)}; ${duty.basis === 'tariff-line' ? 'tariff line' : 'representative rate of'} ${duty.row.representative}${duty.additional.map((a) => ` + ${a.percent}% ${a.row.order}`).join('')}`;
    let dutySource = [duty.source, ...duty.additional.map((a) => a.row.source)].join('; ');
    if (flat?.flatAmount !== undefined) {
      const tariffLine = line.hsCode.slice(0, 6);
      const first = firstOfTariffLine.get(tariffLine);
      if (first === undefined) firstOfTariffLine.set(tariffLine, n);
      const types = new Set(parcel.map((l) => l.hsCode.slice(0, 6))).size;
      dutyAmount = first === undefined ? convert(toMinor(flat.flatAmount, flat.currency), flat.currency, currency, fx) : 0;
      dutyBp = several ? effectiveBp(dutyAmount, line.value) : effectiveBp(convert(toMinor(flat.flatAmount * types, flat.currency), flat.currency, currency, fx), value);
      dutyType = label(n, `Flat customs duty ${flat.currency} ${flat.flatAmount} per item type`);
      dutyBasis =
        first === undefined
          ? several
            ? `${flat.currency} ${flat.flatAmount} for tariff line ${formatHs(line.hsCode)} (${types} distinct tariff line(s) in the parcel); consignment at most ${flat.currency} ${flat.threshold}`
            : `${types} item type(s) x ${flat.currency} ${flat.flatAmount}; consignment at most ${flat.currency} ${flat.threshold}`
          : `tariff line ${formatHs(line.hsCode)} already charged with item ${first + 1}`;
      dutySource = flat.source;
      applied.add(flat);
    } else if (relief && !notCovered) {
      dutyAmount = 0;
      dutyBp = 0;
      dutyBasis = `${relief.label} (consignment ${money(value, currency)})`;
      dutySource = relief.source;
      applied.add(relief);
    } else if (relief) {
      dutyBasis = `${dutyBasis}; not covered by ${relief.id} (${notCovered})`;
      dutyNotes.push(...duty.notes);
    } else {
      dutyNotes.push(...duty.notes);
    }
    dutyLines.push({ jurisdiction: customsJurisdiction(to), taxType: dutyType, rateBp: dutyBp, amount: dutyAmount, basis: dutyBasis, source: dutySource });
    const vatRate = goodsVatRate(to, on, line.hsCode);
    return {
      hsCode: line.hsCode,
      value: line.value,
      origin: line.origin,
      duty: dutyAmount,
      dutyRateBp: dutyBp,
      dutyBasis,
      vat: 0,
      vatRateBp: percentToBp(vatRate.percent),
      vatRate,
    };
  });
  if (!flat && !relief && customsTerritory(to) === 'US' && on >= '2025-08-29')
    notes.push(`US de minimis (USD 800) suspended for all countries: ${US_DE_MINIMIS_SUSPENSION}. Duty applies from the first dollar.`);
  notes.push(...new Set(dutyNotes));

  // Import VAT / GST, per line, then the parcel's collection rule
  const vatRelief = rules.find((r) => r.kind === 'vat-relief' && within(value, currency, r, fx));
  const collectionRule = rules.find((r) => (r.kind === 'vat-at-sale' || r.kind === 'vat-reverse-charge' || r.kind === 'vat-not-charged') && within(value, currency, r, fx));
  let atSale = false;
  let excisedOut = false;
  items.forEach((item, n) => {
    const base = item.value + item.duty;
    item.vat = applyRate(base, item.vatRateBp);
    let vatType = label(n, `Import ${taxName}`);
    let vatBasis = `${item.vatRate.percent}% of customs value + duty ${money(base, currency)}`;
    let vatSource = item.vatRate.source;
    if (to === 'US') {
      vatType = label(n, 'No federal VAT');
      vatBasis = 'United States levies no federal VAT/GST on imports';
    }
    if (vatRelief && item.vat > 0 && !exclusion(vatRelief, item)) {
      applied.add(vatRelief);
      Object.assign(item, { vat: 0, vatRateBp: 0 });
      vatBasis = `${vatRelief.label} (consignment ${money(value, currency)})`;
      vatSource = vatRelief.source;
    } else if (collectionRule && item.vat > 0 && exclusion(collectionRule, item)) {
      // excise goods stay outside the collection scheme: their VAT is paid when they are imported
      vatBasis = `${vatBasis}; due at import: ${collectionRule.label}`;
      vatSource = `${collectionRule.source}; ${item.vatRate.source}`;
      excisedOut = true;
    } else if (collectionRule && item.vat > 0) {
      applied.add(collectionRule);
      if (collectionRule.kind === 'vat-at-sale') {
        atSale = true;
        vatType = label(n, `${taxName} collected by the seller at the point of sale`);
        vatBasis = `${vatBasis}; ${collectionRule.label}`;
      } else {
        const due = item.vat;
        Object.assign(item, { vat: 0, vatRateBp: 0 });
        vatType =
          collectionRule.kind === 'vat-reverse-charge'
            ? label(n, `${taxName} reverse-charged: the buyer accounts for it`)
            : label(n, `No ${taxName}: low value goods bought by a registered business`);
        vatBasis =
          collectionRule.kind === 'vat-reverse-charge'
            ? `${vatBasis} = ${money(due, currency)} accounted for by the buyer on its own return, not paid to the seller or at the border; ${collectionRule.label}`
            : `${collectionRule.label} (consignment ${money(value, currency)})`;
      }
      vatSource = `${collectionRule.source}; ${item.vatRate.source}`;
    }
    vatLines.push({
      jurisdiction: countryName(to),
      taxType: vatType,
      rateBp: item.vatRateBp,
      amount: item.vat,
      basis: vatBasis,
      source: vatSource,
      rateKind: item.vatRate.kind,
      rateReason: item.vatRate.reason,
    });
  });

  if (excisedOut && collectionRule)
    notes.push(
      `Goods subject to excise duty (alcohol, tobacco${customsTerritory(to) === 'EU' ? ', energy products' : ''}) are outside the rule "${collectionRule.label}": their import ${taxName} is paid at import, with any excise duty (not included in this estimate).`,
    );

  // Reliefs on the parcel's computed tax amount (Switzerland, China)
  const amountRelief = rules.find((r) => r.kind === 'tax-amount-relief');
  const reliefOfAll = vatRelief && applied.has(vatRelief) && items.every((i) => i.vat === 0) ? vatRelief : undefined;
  let vatRuleApplied: DeMinimisRule | undefined = collectionRule && applied.has(collectionRule) ? collectionRule : reliefOfAll;
  if (amountRelief) {
    const vatTotal = items.reduce((sum, i) => sum + i.vat, 0);
    const dutyTotal = items.reduce((sum, i) => sum + i.duty, 0);
    const covered = amountRelief.covers === 'all' ? vatTotal + dutyTotal : vatTotal;
    const coveredInRule = toMajor(convert(covered, currency, amountRelief.currency, fx), amountRelief.currency);
    if (covered > 0 && coveredInRule <= amountRelief.threshold) {
      applied.add(amountRelief);
      vatRuleApplied = amountRelief;
      const basis = `${amountRelief.label} (computed ${money(covered, currency)})`;
      items.forEach((item, n) => {
        Object.assign(item, { vat: 0, vatRateBp: 0 });
        Object.assign(vatLines[n]!, { amount: 0, rateBp: 0, basis, source: amountRelief.source });
        if (amountRelief.covers === 'all') {
          Object.assign(item, { duty: 0, dutyRateBp: 0 });
          Object.assign(dutyLines[n]!, { amount: 0, rateBp: 0, basis, source: amountRelief.source });
        }
      });
    }
  }

  if (to === 'US') notes.push(US_SALES_TAX_NOTE);
  if (to === 'CA') notes.push('Canada: provincial sales taxes (HST/PST/QST) are not included; only federal GST.');
  if (to === 'CN') notes.push('China: personal postal articles and cross-border e-commerce may be taxed at consolidated rates instead of duty + VAT.');
  notes.push('Duty rates are MFN rates of the tariff line (or indicative chapter rates where the answer says so); preferential (FTA) rates are not applied.');
  notes.push('The customs value should include transport and insurance to the border where the destination uses CIF valuation; this estimate uses the declared value only.');

  const duty = items.reduce((sum, i) => sum + i.duty, 0);
  const vat = items.reduce((sum, i) => sum + i.vat, 0);
  const only = several ? undefined : items[0];
  return {
    crossesBorder: true,
    duty,
    vat,
    dutyRateBp: only ? only.dutyRateBp : effectiveBp(duty, value),
    vatRateBp: only ? only.vatRateBp : effectiveBp(vat, value + duty),
    vatCollectedAtSale: atSale && vat > 0,
    lines: several ? [...dutyLines, ...vatLines] : [dutyLines[0]!, vatLines[0]!],
    notes,
    appliedRules: [...applied],
    items,
    collection: collectionFor(to, on, vatRuleApplied),
  };
}

export { bpToPercent };
