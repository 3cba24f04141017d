import type { BuyerType, CountryCode, CurrencyCode } from '@waypost/contracts';
import { customsTerritory, type CustomsTerritory } from './countries';
import { inEffect, type Dated, type IsoDate } from './effective';

// ── De minimis and low-value regimes by destination, dated ───────────────────
// kind:
//  duty-relief       no customs duty when the consignment's value is at most `threshold`
//  vat-relief        no import VAT/GST when the consignment's value is at most `threshold`
//  tax-amount-relief import VAT (or all import taxes) not collected when the computed amount is at most `threshold`
//  vat-at-sale       VAT/GST still due, but collected by the seller at the point of sale, not at the border
//  flat-duty         a flat duty of `flatAmount` per item type replaces ad valorem duty up to `threshold`
//  vat-reverse-charge VAT/GST due, but accounted for by the buyer on its own return (not at sale, not at the border)
//  vat-not-charged   no VAT/GST charged at sale or at the border (e.g. a registered business buyer of low-value goods)
export type DeMinimisKind = 'duty-relief' | 'vat-relief' | 'tax-amount-relief' | 'vat-at-sale' | 'flat-duty' | 'vat-reverse-charge' | 'vat-not-charged';

export interface DeMinimisRule extends Dated {
  id: string;
  territory: CustomsTerritory;
  kind: DeMinimisKind;
  threshold: number; // major units of `currency`
  currency: CurrencyCode;
  /** for flat-duty: amount per item type */
  flatAmount?: number;
  /** tax-amount-relief: which taxes the amount covers */
  covers?: 'vat' | 'all';
  /** only for goods from these origins */
  onlyOrigins?: readonly CountryCode[];
  /** not for goods from these origins */
  exceptOrigins?: readonly CountryCode[];
  /** not for goods whose country of origin is one of these (checked per line: an item's origin, else the ship-from country) */
  exceptGoodsOrigins?: readonly string[];
  /** the buyers the rule is for (issue 26 item 1); every buyer when absent */
  buyers?: readonly BuyerType[];
  /** HS prefixes the relief does not cover (excise goods, perfume, Japan's designated goods): checked per line */
  excludedHs?: readonly string[];
  label: string;
}

const CONSUMER: readonly BuyerType[] = ['consumer'];
/** a buyer that has not given the seller a registration number is treated as a consumer (UK, AU) */
const UNREGISTERED: readonly BuyerType[] = ['consumer', 'business'];
const REGISTERED: readonly BuyerType[] = ['business-registered'];

/**
 * Japan's designated goods, for which the JPY 10,000 relief does not apply whatever the value (Order for Enforcement
 * of the Customs Tariff Act, art. 16-3; Japan Customs, Customs Answer 1006), as HS prefixes of our own mapping.
 * Checked (issue 26): Customs Answer 1006 names leather bags and handbags, gloves etc., knitted clothing (T-shirts,
 * sweaters), ski boots and leather shoes; art. 16-3 items 8 and 10 cover headings 61.01-61.10 and 61.12-61.14 and item
 * 11 only 6115.10 (sub-item 1) and 6115.21-6115.29 (pantyhose and tights), as quoted from the Japan Tariff Association
 * text of the Order (kanzei.or.jp, 329CO0000000155): so knitted babies' garments (6111), socks (6115.94-99), knitted
 * gloves (6116) and other knitted accessories (6117) are NOT designated, and neither is all of chapter 64: only leather
 * footwear (6403, including leather ski boots 6403.12), ski boots of rubber or plastics (6402.12) and footwear with outer
 * soles of leather (6404.20). 6115.10 sub-item 1 and the ski boots split out below 6401.10 / 6401.92 are not mappable at
 * 6 digits and are left out. Not re-checked against the article text (which could not be read in full): the food items
 * (dairy 0401-0406, rice 1006, sugar 1701, milk preparations 1901), the 4202 subheadings, and alcohol (22) and tobacco
 * (24); Customs Answer 1006 says liquor and tobacco taxes are never exempted, and they stay excluded here.
 */
export const JP_DESIGNATED_HS: readonly string[] = [
  ...['22', '24', '0401', '0402', '0403', '0404', '0405', '0406', '1006', '1701', '1901', '420211', '420221', '420231', '420291', '4203'],
  ...['6101', '6102', '6103', '6104', '6105', '6106', '6107', '6108', '6109', '6110', '6112', '6113', '6114', '611521', '611522', '611529'],
  ...['640212', '6403', '640420'],
];
const JP_DESIGNATED_SOURCE = 'Order for Enforcement of the Customs Tariff Act (Cabinet Order No. 155 of 1954), art. 16-3 (designated goods; items 8, 10 and 11 for chapter 61, as published by the Japan Tariff Association, kanzei.or.jp 329CO0000000155); Japan Customs, Customs Answer 1006 (customs.go.jp: leather bags, gloves, knitted clothing, ski boots, leather shoes; liquor and tobacco taxes not exempted)';

/**
 * Excise goods, as HS prefixes: alcoholic beverages and ethyl alcohol (2203-2208), manufactured tobacco (2402, 2403),
 * and for the EU also energy products (mineral oils 2710, gases 2711). The schemes that let a seller collect import
 * VAT at sale leave them out: their VAT (and excise) is paid when they are imported.
 */
const ALCOHOL_TOBACCO_HS: readonly string[] = ['2203', '2204', '2205', '2206', '2207', '2208', '2402', '2403'];
export const EU_EXCISE_HS: readonly string[] = [...ALCOHOL_TOBACCO_HS, '2710', '2711'];

// prettier-ignore
export const DE_MINIMIS_RULES: readonly DeMinimisRule[] = [
  // United States: 19 U.S.C. 1321 administrative exemption, for any importer (one person, one day)
  { id: 'US-321-800', territory: 'US', kind: 'duty-relief', threshold: 800, currency: 'USD', effectiveFrom: '2016-03-10', effectiveUntil: '2025-05-02',
    label: 'US Section 321 de minimis: USD 800', source: '19 U.S.C. 1321(a)(2)(C) as amended by the Trade Facilitation and Trade Enforcement Act of 2015, s.901' },
  { id: 'US-321-800-nonCN', territory: 'US', kind: 'duty-relief', threshold: 800, currency: 'USD', exceptGoodsOrigins: ['CN', 'HK'], effectiveFrom: '2025-05-02', effectiveUntil: '2025-08-29',
    label: 'US Section 321 de minimis: USD 800 (suspended for products of China and Hong Kong from 2025-05-02)', source: 'Executive Order 14256 (2 Apr 2025): de minimis ended for covered goods, products of the PRC including Hong Kong (by country of origin, whatever the ship-from country), from 2 May 2025' },
  // from 2025-08-29 no US de minimis at all (Executive Order 14324 of 30 July 2025): no row on purpose

  // European Union: customs duty relief (any buyer), then the flat EUR 3 duty on consumer distance sales
  { id: 'EU-1186-150', territory: 'EU', kind: 'duty-relief', threshold: 150, currency: 'EUR', excludedHs: ['22', '24', '3303'], effectiveFrom: '2010-01-01', effectiveUntil: '2026-07-01',
    label: 'EU duty relief for consignments of negligible value: EUR 150', source: 'Council Regulation (EC) No 1186/2009, art. 23-24' },
  { id: 'EU-FLAT-3', territory: 'EU', kind: 'flat-duty', threshold: 150, currency: 'EUR', flatAmount: 3, buyers: CONSUMER, effectiveFrom: '2026-07-01', effectiveUntil: '2028-07-01',
    label: 'EU temporary customs duty of EUR 3 per distinct tariff line in distance sales to consumers of EUR 150 or less',
    source: 'Council Regulation (EU) 2026/382 of 11 February 2026 amending Regulation (EC) No 1186/2009 as regards the elimination of the threshold-based customs duty relief (OJ L, 2026/382, 18.2.2026; EUR-Lex), applying from 1 Jul 2026; Commission Delegated Regulation (EU) 2026/1022 (the temporary EUR 3 duty) and Implementing Regulation (EU) 2026/1200. Per distinct tariff classification in the consignment, for distance sales to consumers whatever the VAT scheme (IOSS or not), including alcohol, perfumes and tobacco that the old relief excluded (WiseTech Academy; Baker McKenzie Global Import blog, 26 Jun and 2 Jul 2026; FIATA alert, 1 Jul 2026). End 1 Jul 2028 and the 6-digit count (an H1 declaration at 10 digits can count more lines) as reported by those practitioners: the text of the article setting the EUR 3 duty could not be read with our search tools' },
  { id: 'EU-LVCR-22', territory: 'EU', kind: 'vat-relief', threshold: 22, currency: 'EUR', effectiveFrom: '2010-01-01', effectiveUntil: '2021-07-01',
    label: 'EU import VAT relief for small consignments: EUR 22 (abolished 2021-07-01)', source: 'Council Directive 2009/132/EC, art. 23; abolished by Council Directive (EU) 2017/2455' },
  { id: 'EU-IOSS-150', territory: 'EU', kind: 'vat-at-sale', threshold: 150, currency: 'EUR', buyers: CONSUMER, excludedHs: EU_EXCISE_HS, effectiveFrom: '2021-07-01',
    label: 'EU Import One-Stop Shop (IOSS): import VAT collected by the seller on distance sales to consumers up to EUR 150 (not for goods subject to excise duty)', source: 'Council Directive 2006/112/EC, art. 14(4)(2) (distance sales of imported goods) and art. 369l-369x (as amended by Directive (EU) 2017/2455); art. 369l(1): "except goods subject to excise duties" (Directive 2008/118/EC: alcohol, tobacco, energy products)' },

  // United Kingdom
  { id: 'GB-LVCR-15', territory: 'GB', kind: 'vat-relief', threshold: 15, currency: 'GBP', effectiveFrom: '2012-11-01', effectiveUntil: '2021-01-01',
    label: 'UK Low Value Consignment Relief: GBP 15 (abolished 2021-01-01)', source: 'HMRC, end of Low Value Consignment Relief from 1 Jan 2021 (gov.uk)' },
  { id: 'GB-135-SALE', territory: 'GB', kind: 'vat-at-sale', threshold: 135, currency: 'GBP', buyers: UNREGISTERED, excludedHs: ALCOHOL_TOBACCO_HS, effectiveFrom: '2021-01-01',
    label: 'UK: VAT on consignments up to GBP 135 is charged by the seller at the point of sale (not for excise goods)', source: 'GOV.UK, "Charging VAT on goods sold direct to customers in the UK" (consignments valued at GBP 135 or less; the rules do not apply to excise goods); Taxation (Cross-border Trade) Act 2018' },
  { id: 'GB-135-RC', territory: 'GB', kind: 'vat-reverse-charge', threshold: 135, currency: 'GBP', buyers: REGISTERED, effectiveFrom: '2021-01-01',
    label: 'UK: consignments up to GBP 135 sold to a UK VAT-registered business are reverse-charged (the buyer accounts for the VAT)', source: 'GOV.UK, "Charging VAT on goods sold direct to customers in the UK", section "Goods valued at GBP 135 or less sold to UK VAT registered businesses"' },
  { id: 'GB-135-DUTY', territory: 'GB', kind: 'duty-relief', threshold: 135, currency: 'GBP', excludedHs: ['22', '24'], effectiveFrom: '2021-01-01',
    label: 'UK customs duty relief for consignments up to GBP 135 (excise goods excluded)', source: 'GOV.UK, "VAT and overseas goods sold directly to customers in the UK" (customs duty not charged up to GBP 135)' },

  // Switzerland: import VAT not collected when the tax amount is CHF 5 or less (any importer)
  { id: 'CH-VAT-5', territory: 'CH', kind: 'tax-amount-relief', threshold: 5, currency: 'CHF', covers: 'vat', effectiveFrom: '2019-01-01',
    label: 'Switzerland: import VAT of CHF 5 or less is not collected', source: 'Federal Office for Customs and Border Security (bazg.admin.ch); FDF Ordinance on the tax-free import of goods in small amounts (SR 641.204)' },

  // Japan: duty and consumption tax exemption for small consignments (commercial or personal), not for designated goods
  { id: 'JP-10000', territory: 'JP', kind: 'duty-relief', threshold: 10_000, currency: 'JPY', excludedHs: JP_DESIGNATED_HS, effectiveFrom: '1990-04-01',
    label: 'Japan: duty exempt when the total taxable value is JPY 10,000 or less (designated goods excluded)', source: `Customs Tariff Act, art. 14(18); ${JP_DESIGNATED_SOURCE}` },
  { id: 'JP-10000-VAT', territory: 'JP', kind: 'vat-relief', threshold: 10_000, currency: 'JPY', excludedHs: JP_DESIGNATED_HS, effectiveFrom: '1990-04-01',
    label: 'Japan: import consumption tax exempt when the total taxable value is JPY 10,000 or less (designated goods excluded)', source: `Act on Special Provisions for Consumption Tax on Imported Goods (Yunyuhin Choshu-ho), art. 13; ${JP_DESIGNATED_SOURCE}` },

  // China: personal postal articles only; goods imported by a business clear as goods
  { id: 'CN-50', territory: 'CN', kind: 'tax-amount-relief', threshold: 50, currency: 'CNY', covers: 'all', buyers: CONSUMER, effectiveFrom: '2010-09-01',
    label: 'China: import taxes of CNY 50 or less on personal postal articles are waived', source: 'General Administration of Customs, Announcement No. 43 [2010] (personal postal articles; commercial mail clears as goods)' },

  // Australia: low value imported goods
  { id: 'AU-1000-DUTY', territory: 'AU', kind: 'duty-relief', threshold: 1000, currency: 'AUD', excludedHs: ['22', '24'], effectiveFrom: '2005-07-01',
    label: 'Australia: no duty on goods up to AUD 1,000 (excluding tobacco and alcohol)', source: 'Australian Border Force (abf.gov.au); Customs Act 1901, s.68 self-assessed clearance threshold' },
  { id: 'AU-1000-GST', territory: 'AU', kind: 'vat-at-sale', threshold: 1000, currency: 'AUD', buyers: UNREGISTERED, excludedHs: ALCOHOL_TOBACCO_HS, effectiveFrom: '2018-07-01',
    label: 'Australia: GST on low value imported goods (up to AUD 1,000) sold to consumers is collected by the vendor at sale (a business not registered for GST is a consumer; not for tobacco and alcoholic beverages)', source: 'ATO, "GST on low value imported goods" (low value goods exclude tobacco, tobacco products and alcoholic beverages) and "Sales of low value imported goods to Australian GST-registered businesses" (ato.gov.au); A New Tax System (Goods and Services Tax) Act 1999, s.84-75 to 84-81 (Treasury Laws Amendment (GST Low Value Goods) Act 2017); LCR 2018/1' },
  { id: 'AU-1000-B2B', territory: 'AU', kind: 'vat-not-charged', threshold: 1000, currency: 'AUD', buyers: REGISTERED, effectiveFrom: '2018-07-01',
    label: 'Australia: no GST charged by the vendor or at the border on low value goods (up to AUD 1,000) bought by a GST-registered business (ABN and a statement of registration); the buyer reverse-charges only if not for a fully creditable purpose', source: 'ATO, "Sales of low value imported goods to Australian GST-registered businesses" (ato.gov.au); LCR 2018/1 (when a recipient is not a consumer); GST Act 1999 Division 84 (reverse charge)' },

  // Canada: CUSMA courier thresholds for US/MX origin, CAD 20 otherwise (any importer)
  { id: 'CA-CUSMA-150', territory: 'CA', kind: 'duty-relief', threshold: 150, currency: 'CAD', onlyOrigins: ['US'], effectiveFrom: '2020-07-01',
    label: 'Canada (CUSMA, goods from the US by courier): duty-free up to CAD 150', source: 'CBSA, Courier Low Value Shipment Program; CUSMA art. 7.8; Courier Imports Remission Order' },
  { id: 'CA-CUSMA-40', territory: 'CA', kind: 'vat-relief', threshold: 40, currency: 'CAD', onlyOrigins: ['US'], effectiveFrom: '2020-07-01',
    label: 'Canada (CUSMA, goods from the US by courier): GST-free up to CAD 40', source: 'CBSA, Courier Low Value Shipment Program; Courier Imports Remission Order' },
  { id: 'CA-20', territory: 'CA', kind: 'duty-relief', threshold: 20, currency: 'CAD', exceptOrigins: ['US'], effectiveFrom: '1985-04-01',
    label: 'Canada: duty-free up to CAD 20', source: 'CBSA; Postal Imports Remission Order (SOR/85-181) and Courier Imports Remission Order' },
  { id: 'CA-20-GST', territory: 'CA', kind: 'vat-relief', threshold: 20, currency: 'CAD', exceptOrigins: ['US'], effectiveFrom: '1985-04-01',
    label: 'Canada: GST-free up to CAD 20', source: 'CBSA; Postal Imports Remission Order (SOR/85-181) and Courier Imports Remission Order' },

  // South Korea: small-amount exemption for goods recognised as for personal use only
  { id: 'KR-150', territory: 'KR', kind: 'duty-relief', threshold: 150, currency: 'USD', exceptOrigins: ['US'], buyers: CONSUMER, effectiveFrom: '2016-01-01',
    label: 'South Korea: duty-free small-amount personal imports up to USD 150 (personal use only)', source: 'Korea Customs Service (customs.go.kr); Customs Act art. 94(4) (small-amount goods recognised as for personal use), Enforcement Rule art. 45' },
  { id: 'KR-150-VAT', territory: 'KR', kind: 'vat-relief', threshold: 150, currency: 'USD', exceptOrigins: ['US'], buyers: CONSUMER, effectiveFrom: '2016-01-01',
    label: 'South Korea: VAT-free small-amount personal imports up to USD 150 (personal use only)', source: 'Korea Customs Service (customs.go.kr); Customs Act art. 94(4); Value-Added Tax Act art. 27 (imports exempt where customs duty is exempt under Customs Act art. 94)' },
  { id: 'KR-200-US', territory: 'KR', kind: 'duty-relief', threshold: 200, currency: 'USD', onlyOrigins: ['US'], buyers: CONSUMER, effectiveFrom: '2016-01-01',
    label: 'South Korea (goods from the US): duty-free small-amount personal imports up to USD 200 (personal use only)', source: 'Korea Customs Service (customs.go.kr); Customs Act art. 94(4); KORUS FTA, express shipments provisions (ch. 7)' },
  { id: 'KR-200-US-VAT', territory: 'KR', kind: 'vat-relief', threshold: 200, currency: 'USD', onlyOrigins: ['US'], buyers: CONSUMER, effectiveFrom: '2016-01-01',
    label: 'South Korea (goods from the US): VAT-free small-amount personal imports up to USD 200 (personal use only)', source: 'Korea Customs Service (customs.go.kr); Customs Act art. 94(4); KORUS FTA, express shipments provisions (ch. 7)' },
];

export const US_DE_MINIMIS_SUSPENSION =
  'Executive Order 14324 (30 Jul 2025), "Suspending Duty-Free De Minimis Treatment for All Countries", effective 29 Aug 2025';

export interface DeMinimisContext {
  from: CountryCode;
  to: CountryCode;
  on: IsoDate;
  buyer: BuyerType;
}

/** The low-value rules in force for this lane on this date. */
export function deMinimisRulesFor({ from, to, on, buyer }: DeMinimisContext): DeMinimisRule[] {
  const territory = customsTerritory(to);
  return DE_MINIMIS_RULES.filter(
    (r) =>
      r.territory === territory &&
      inEffect(r, on) &&
      (!r.onlyOrigins || r.onlyOrigins.includes(from)) &&
      (!r.exceptOrigins || !r.exceptOrigins.includes(from)) &&
      (!r.buyers || r.buyers.includes(buyer)),
  );
}
