import { countryName, type CountryCode, type CurrencyCode, type CustomerType } from '@waypost/contracts';
import { COUNTRY_FACTS, isEu } from './countries';
import type { IsoDate } from './effective';
import { FILING_SCHEDULES, type FilingSchedule } from './filing-schedules';
import { applyRate, percentToBp, type Minor } from '../../catalogue/queries/money';
import { US_SALES_TAX_NOTE, vatRateOn } from './vat-rates';

// ── VAT/GST on Waypost's own service fee: place-of-supply rules as a decision table ──
export interface ServiceSupply {
  supplier: CountryCode; // origin country (where the supplier is established)
  customer: CountryCode; // customer country (destination, or the country of its VAT number)
  customerType: CustomerType;
  /** format, check digits and (when reachable) VIES say the customer's VAT number is valid */
  validVatNumber: boolean;
  digital: boolean;
  /** the service is linked to goods crossing a customs border (export/import) */
  goodsCrossBorder: boolean;
  amount: Minor;
  currency: CurrencyCode;
  on: IsoDate;
}

export interface ServiceVatLine {
  jurisdiction: string;
  taxType: string;
  rateBp: number;
  amount: Minor;
  basis: string;
  source: string;
}

export interface ServiceVat {
  lines: ServiceVatLine[];
  obligations: FilingSchedule[];
  notes: string[];
}

type Treatment =
  | { kind: 'charge'; country: CountryCode; why: string; source: string }
  | { kind: 'reverse-charge'; country: CountryCode; why: string; source: string }
  | { kind: 'zero-rated'; country: CountryCode; why: string; source: string }
  | { kind: 'outside-scope'; country: CountryCode; why: string; source: string };

const VAT_DIRECTIVE = 'Council Directive 2006/112/EC';
/** Zero-rating of international freight and services linked to exports/imports, by supplier country (EU members use the Directive). */
const ZERO_RATING_SOURCE: Partial<Record<CountryCode, string>> = {
  GB: 'HMRC VAT Notice 744B (freight transport and associated services)',
  CN: 'Caishui [2016] No. 36 (zero rate for international transport services)',
  JP: 'Consumption Tax Act art. 7 (export exemption for international transport)',
  AU: 'A New Tax System (Goods and Services Tax) Act 1999 s.38-355 (international transport GST-free)',
  CA: 'Excise Tax Act Sch. VI Part VII (zero-rated international freight)',
  KR: 'Value-Added Tax Act art. 23 (zero rate for international transport)',
  CH: 'MWSTG art. 23(2)(5)-(8) (exempt transport services linked to import/export)',
  US: 'United States: no federal VAT',
};

/** One row per situation, first match wins (ordered from specific to general). */
const PLACE_OF_SUPPLY: readonly { when: (s: ServiceSupply) => boolean; treat: (s: ServiceSupply) => Treatment }[] = [
  { when: (s) => s.supplier === s.customer, treat: (s) => ({ kind: 'charge', country: s.supplier, why: 'domestic supply', source: `${VAT_DIRECTIVE} art. 2 / national VAT law` }) },
  {
    when: (s) => s.customerType === 'B2B' && s.validVatNumber && isEu(s.supplier) && isEu(s.customer),
    treat: (s) => ({
      kind: 'reverse-charge',
      country: s.customer,
      why: "B2B intra-EU service with a valid VAT number: place of supply is the customer's member state",
      source: `${VAT_DIRECTIVE} art. 44 and 196`,
    }),
  },
  {
    when: (s) => s.customerType === 'B2B' && s.customer === 'US',
    treat: (s) => ({
      kind: 'outside-scope',
      country: s.customer,
      why: 'B2B service to a US customer: place of supply is the US, which has no VAT',
      source: `${VAT_DIRECTIVE} art. 44; no US federal VAT`,
    }),
  },
  {
    when: (s) => s.customerType === 'B2B' && (s.validVatNumber || !isEu(s.customer)),
    treat: (s) => ({
      kind: 'reverse-charge',
      country: s.customer,
      why: "B2B cross-border service: place of supply is the customer's country, the customer self-accounts",
      source: `${VAT_DIRECTIVE} art. 44; UK VAT Act 1994 s.7A and s.8; equivalent reverse-charge rules`,
    }),
  },
  {
    when: (s) => s.digital,
    treat: (s) => ({
      kind: 'charge',
      country: s.customer,
      why: "electronically supplied service to a consumer: VAT of the customer's country",
      source: `${VAT_DIRECTIVE} art. 58 (OSS art. 369a-369k); national rules on digital services of non-residents`,
    }),
  },
  {
    when: (s) => s.goodsCrossBorder,
    treat: (s) => ({
      kind: s.supplier === 'US' ? 'outside-scope' : 'zero-rated',
      country: s.supplier,
      why: 'service directly linked to the export or import of goods',
      source: ZERO_RATING_SOURCE[s.supplier] ?? `${VAT_DIRECTIVE} art. 146(1)(e) and 153`,
    }),
  },
  {
    when: (s) => isEu(s.supplier) && isEu(s.customer),
    treat: (s) => ({
      kind: 'charge',
      country: s.supplier,
      why: "intra-EU B2C service: VAT of the supplier's member state (or of departure for transport of goods)",
      source: `${VAT_DIRECTIVE} art. 45 and 49-50`,
    }),
  },
  {
    when: () => true,
    treat: (s) => ({ kind: 'charge', country: s.supplier, why: "B2C service: general rule, supplier's country", source: `${VAT_DIRECTIVE} art. 45; national equivalents` }),
  },
];

export function serviceVat(s: ServiceSupply): ServiceVat {
  const notes: string[] = [];
  const obligations: FilingSchedule[] = [];
  if (s.customerType === 'B2B' && !s.validVatNumber && isEu(s.supplier) && isEu(s.customer) && s.supplier !== s.customer)
    notes.push('No valid customer VAT number: the intra-EU supply is treated as B2C and VAT is charged; provide a valid VAT number to apply the reverse charge.');
  const t = PLACE_OF_SUPPLY.find((row) => row.when(s))!.treat(s);
  const row = vatRateOn(t.country, s.on);
  const statutory = s.digital && row.digitalServicesRate !== undefined ? row.digitalServicesRate : row.standardRate;
  const name = `${countryName(t.country)}`;
  const lines: ServiceVatLine[] = [];

  if (t.kind === 'charge') {
    const bp = percentToBp(statutory);
    const taxType = t.country === 'US' ? 'No federal VAT (state sales tax out of scope)' : `${COUNTRY_FACTS[t.country].taxName} on service`;
    lines.push({
      jurisdiction: name,
      taxType,
      rateBp: bp,
      amount: applyRate(s.amount, bp),
      basis: `${statutory}% of the service fee: ${t.why}`,
      source: `${t.source}; ${row.source}`,
    });
    if (s.digital && s.customerType === 'B2C' && isEu(t.country) && s.supplier !== t.country)
      obligations.push(isEu(s.supplier) ? FILING_SCHEDULES.oss : FILING_SCHEDULES.nonUnionOss);
    else if (s.digital && s.customerType === 'B2C' && !isEu(t.country) && s.supplier !== t.country && t.country !== 'US') obligations.push(FILING_SCHEDULES.digitalRegistration);
    if (t.country === 'GB' && s.supplier !== 'GB') obligations.push(FILING_SCHEDULES.ukVatReturn);
  } else if (t.kind === 'reverse-charge') {
    lines.push({
      jurisdiction: name,
      taxType: 'VAT reverse charge (accounted for by the customer)',
      rateBp: 0,
      amount: 0,
      basis: `0% charged: ${t.why}; the customer accounts for ${statutory}% in its own return`,
      source: `${t.source}; ${row.source}`,
    });
    if (isEu(s.supplier) && isEu(s.customer)) obligations.push(FILING_SCHEDULES.viesProof, FILING_SCHEDULES.ecSalesList, FILING_SCHEDULES.reverseCharge);
  } else {
    lines.push({
      jurisdiction: name,
      taxType: t.kind === 'zero-rated' ? 'VAT zero-rated (international transport)' : 'Outside the scope of VAT',
      rateBp: 0,
      amount: 0,
      basis: `0%: ${t.why}`,
      source: t.source,
    });
  }
  if (t.country === 'US' || s.customer === 'US') notes.push(US_SALES_TAX_NOTE);
  if (s.digital && s.customerType === 'B2C' && isEu(s.supplier) && isEu(s.customer) && s.supplier !== s.customer)
    notes.push('Assumes the supplier is above the EUR 10,000 EU-wide threshold for cross-border B2C digital services (Directive 2006/112/EC art. 59c).');
  return { lines, obligations, notes };
}
