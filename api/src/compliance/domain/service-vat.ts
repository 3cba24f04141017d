import { countryName, type CountryCode, type CurrencyCode, type CustomerType, type TaxServiceType } from '@waypost/contracts';
import { COUNTRY_FACTS, isEu } from './countries';
import type { IsoDate } from './effective';
import { FILING_SCHEDULES, type FilingSchedule } from './filing-schedules';
import { applyRate, percentToBp, type Minor } from '../../catalogue/queries/money';
import { US_SALES_TAX_NOTE, vatRateOn } from './vat-rates';

// ── VAT/GST on Waypost's own service fee: place-of-supply rules as a decision table ──
/** What the fee pays for (the request's serviceType): each kind has its own place-of-supply article for consumers. */
export type ServiceKind = 'transport' | 'intermediary' | 'ancillary' | 'electronic';
/** logistics_orchestration: Waypost arranges the transport in its own name, so it supplies the transport (art. 28). */
export const SERVICE_KIND: Record<TaxServiceType, ServiceKind> = {
  logistics_orchestration: 'transport',
  carrier_commission: 'intermediary',
  customs_clearance: 'ancillary',
  platform_fee: 'electronic',
};

export interface ServiceSupply {
  supplier: CountryCode; // origin country (where the supplier is established and the transport departs)
  customer: CountryCode; // customer country (destination, or the country of its VAT number)
  /** where the goods arrive (the destination); the customer's country when absent */
  destination?: CountryCode;
  customerType: CustomerType;
  /** the customer's business status is established: a confirmed VAT number, or a recorded override */
  validVatNumber: boolean;
  digital: boolean;
  /** the request's serviceType; logistics_orchestration (transport) when absent */
  serviceType?: TaxServiceType;
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
  GB: 'VAT Act 1994 Sch 4A Part 3 (transport of goods and ancillary services to non-business customers: where performed) and Sch 8 Group 8 items 5-6 (zero rate); HMRC VAT Notice 744B',
  CN: 'Caishui [2016] No. 36 (zero rate for international transport services)',
  JP: 'Consumption Tax Act art. 7 (export exemption for international transport)',
  AU: 'A New Tax System (Goods and Services Tax) Act 1999 s.38-355 (international transport GST-free)',
  CA: 'Excise Tax Act Sch. VI Part VII (zero-rated international freight)',
  KR: 'Value-Added Tax Act art. 23 (zero rate for international transport)',
  CH: 'MWSTG art. 8(1) (place of the recipient) and art. 23(2)(5)-(8) (exempt transport services linked to import/export)',
  US: 'United States: no federal VAT',
};

/** The article that places a consumer service of this kind, and where (EU rules; the UK and Switzerland follow in the sources). */
function consumerPlace(kind: ServiceKind, s: ServiceSupply): { country: CountryCode; article: string } {
  const to = s.destination ?? s.customer;
  const intraCommunity = isEu(s.supplier) && isEu(to) && s.supplier !== to;
  switch (kind) {
    case 'transport':
      return intraCommunity
        ? { country: s.supplier, article: `${VAT_DIRECTIVE} art. 50 (intra-Community transport of goods: place of departure) and art. 28 (forwarder acting in its own name)` }
        : { country: s.supplier, article: `${VAT_DIRECTIVE} art. 49 (transport of goods: where it takes place, in proportion to distances) and art. 28` };
    case 'intermediary':
      return intraCommunity
        ? { country: s.supplier, article: `${VAT_DIRECTIVE} art. 46 (intermediary: place of the underlying supply) with art. 50 (intra-Community transport: place of departure)` }
        : { country: s.supplier, article: `${VAT_DIRECTIVE} art. 46 (intermediary: place of the underlying supply) with art. 49 (transport: where it takes place)` };
    case 'ancillary':
      return { country: s.goodsCrossBorder ? to : s.supplier, article: `${VAT_DIRECTIVE} art. 54(2)(a) (ancillary transport activities: where physically carried out)` };
    case 'electronic':
      return { country: s.customer, article: `${VAT_DIRECTIVE} art. 58(1)(c) (electronically supplied services: where the customer lives); OSS art. 369a-369k` };
  }
}

const LINKED_EXEMPTION: Record<ServiceKind, string> = {
  transport: `${VAT_DIRECTIVE} art. 146(1)(e) and 144 (transport directly linked to the export or import of goods: exempt with credit)`,
  intermediary: `${VAT_DIRECTIVE} art. 153 (intermediaries in exports and imports: exempt with credit)`,
  ancillary: `${VAT_DIRECTIVE} art. 146(1)(e) and 144 (ancillary services linked to the export or import of goods, part of the import VAT base under art. 86(1)(b))`,
  electronic: '',
};

const kindOf = (s: ServiceSupply): ServiceKind => (s.digital ? 'electronic' : SERVICE_KIND[s.serviceType ?? 'logistics_orchestration']);

/** A domestic supply names the article that places it where supplier and customer both are. */
function domesticSource(s: ServiceSupply): string {
  if (isEu(s.supplier))
    return `${VAT_DIRECTIVE} art. 2(1)(c); place of supply: ${s.customerType === 'B2B' ? `${VAT_DIRECTIVE} art. 44 (business customer's establishment)` : consumerPlace(kindOf(s), s).article}`;
  if (s.supplier === 'GB') return 'VAT Act 1994 s.4 and s.7A (place of supply: the United Kingdom)';
  if (s.supplier === 'CH') return 'MWSTG art. 8(1) (place of the recipient: Switzerland)';
  return 'national VAT law (domestic supply)';
}

/** One row per situation, first match wins (ordered from specific to general). */
const PLACE_OF_SUPPLY: readonly { when: (s: ServiceSupply) => boolean; treat: (s: ServiceSupply) => Treatment }[] = [
  {
    when: (s) => s.supplier === s.customer,
    treat: (s) => ({ kind: 'charge', country: s.supplier, why: 'domestic supply', source: domesticSource(s) }),
  },
  {
    when: (s) => s.customerType === 'B2B' && s.validVatNumber && isEu(s.supplier) && isEu(s.customer),
    treat: (s) => ({
      kind: 'reverse-charge',
      country: s.customer,
      why: "B2B intra-EU service with a confirmed VAT number: place of supply is the customer's member state",
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
      source: `${VAT_DIRECTIVE} art. 44; UK VAT Act 1994 s.7A and s.8; MWSTG art. 8(1) and 45; equivalent reverse-charge rules`,
    }),
  },
  {
    when: (s) => kindOf(s) === 'electronic',
    treat: (s) => ({
      kind: 'charge',
      country: s.customer,
      why: "electronically supplied service to a consumer: VAT of the customer's country",
      source: `${consumerPlace('electronic', s).article}; UK VAT Act 1994 Sch 4A para 15; MWSTG art. 8(1); national rules on digital services of non-residents`,
    }),
  },
  {
    when: (s) => s.goodsCrossBorder,
    treat: (s) => {
      const kind = kindOf(s);
      const place = consumerPlace(kind, s);
      const euPlace = isEu(place.country);
      const national = ZERO_RATING_SOURCE[s.supplier];
      const euArticles = `${place.article}; ${LINKED_EXEMPTION[kind]}`;
      const source = isEu(s.supplier) ? euArticles : euPlace ? [euArticles, national].filter(Boolean).join('; ') : (national ?? euArticles);
      return {
        kind: s.supplier === 'US' && !euPlace ? 'outside-scope' : 'zero-rated',
        country: euPlace ? place.country : s.supplier,
        why: kind === 'ancillary' ? 'customs clearance directly linked to the import or export of goods' : 'service directly linked to the export or import of goods',
        source,
      };
    },
  },
  {
    when: (s) => isEu(s.supplier) && isEu(s.destination ?? s.customer),
    treat: (s) => {
      const place = consumerPlace(kindOf(s), s);
      return { kind: 'charge', country: place.country, why: `intra-EU B2C service: VAT of ${countryName(place.country)}`, source: place.article };
    },
  },
  {
    when: () => true,
    treat: (s) => ({ kind: 'charge', country: s.supplier, why: "B2C service: general rule, supplier's country", source: `${VAT_DIRECTIVE} art. 45; national equivalents` }),
  },
];

export function serviceVat(s: ServiceSupply): ServiceVat {
  const notes: string[] = [];
  const obligations: FilingSchedule[] = [];
  const electronic = kindOf(s) === 'electronic';
  if (s.customerType === 'B2B' && !s.validVatNumber && isEu(s.supplier) && isEu(s.customer) && s.supplier !== s.customer)
    notes.push(
      'No valid customer VAT number confirmed by the registry: the intra-EU supply is treated as B2C and VAT is charged; a confirmed VAT number, or an explicit override with a reason, applies the reverse charge.',
    );
  const t = PLACE_OF_SUPPLY.find((row) => row.when(s))!.treat(s);
  const row = vatRateOn(t.country, s.on);
  const statutory = electronic && row.digitalServicesRate !== undefined ? row.digitalServicesRate : row.standardRate;
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
    if (electronic && s.customerType === 'B2C' && isEu(t.country) && s.supplier !== t.country)
      obligations.push(isEu(s.supplier) ? FILING_SCHEDULES.oss : FILING_SCHEDULES.nonUnionOss);
    else if (electronic && s.customerType === 'B2C' && !isEu(t.country) && s.supplier !== t.country && t.country !== 'US') obligations.push(FILING_SCHEDULES.digitalRegistration);
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
      taxType:
        t.kind === 'zero-rated'
          ? `VAT zero-rated (${kindOf(s) === 'ancillary' ? 'customs clearance of an import or export' : 'international transport'})`
          : 'Outside the scope of VAT',
      rateBp: 0,
      amount: 0,
      basis: `0%: ${t.why}`,
      source: t.source,
    });
  }
  if (t.country === 'US' || s.customer === 'US') notes.push(US_SALES_TAX_NOTE);
  if (electronic && s.customerType === 'B2C' && isEu(s.supplier) && isEu(s.customer) && s.supplier !== s.customer)
    notes.push('Assumes the supplier is above the EUR 10,000 EU-wide threshold for cross-border B2C digital services (Directive 2006/112/EC art. 59c).');
  return { lines, obligations, notes };
}
