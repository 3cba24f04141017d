import type { CountryCode } from './types';

// ── Standard VAT/GST rates for the countries beyond the curated 15 (used on domestic transport only) ──
// No kept npm library publishes these, so they are a small sourced table, basis points:
//  - EU members: European Commission, "VAT rates applied in the Member States of the European Union", situation at
//    1 January 2025 (taxation-customs.ec.europa.eu), with the 2025 changes in force since: EE 24% (1 July 2025),
//    RO 21% (1 August 2025).
//  - OECD members: OECD Consumption Tax Trends 2024, table 2.A.2 "Standard VAT/GST rates" (2024 figures).
//  - The rest: PwC Worldwide Tax Summaries, "Other taxes" / VAT rates by country (taxsummaries.pwc.com), as read
//    in 2025-06. Where a country levies a sales, turnover or consumption tax instead of a VAT, the table says so.
// A country with no entry here gets DEFAULT_VAT_BP: 15% is close to the world-wide average standard rate (OECD
// CTT 2024: 15.6% across the 175 countries with a VAT), so a quote neither ignores a tax that may be owed nor
// inflates it to the EU's top rates. Territories no carrier serves (see coverage-rules.ts) carry 0.

export interface TaxRate {
  bp: number;
  name: string;
}

export const DEFAULT_VAT_BP = 1500;
export const DEFAULT_TAX_NAME = 'VAT (estimated standard rate)';

const vat = (bp: number, name = 'VAT'): TaxRate => ({ bp, name });
const none = (why?: string): TaxRate => ({ bp: 0, name: why ? `No VAT (${why})` : 'No VAT' });

export const VAT_RATES: ReadonlyMap<CountryCode, TaxRate> = new Map<CountryCode, TaxRate>([
  // EU (European Commission, 2025)
  ['AT', vat(2000, 'USt')], ['BG', vat(2000, 'DDS')], ['HR', vat(2500, 'PDV')], ['CY', vat(1900)], ['CZ', vat(2100, 'DPH')],
  ['DK', vat(2500, 'Moms')], ['EE', vat(2400, 'KM')], ['FI', vat(2550, 'ALV')], ['GR', vat(2400, 'FPA')], ['HU', vat(2700, 'ÁFA')],
  ['IE', vat(2300)], ['LV', vat(2100, 'PVN')], ['LT', vat(2100, 'PVM')], ['LU', vat(1700, 'TVA')], ['MT', vat(1800)],
  ['PL', vat(2300, 'VAT (PTU)')], ['PT', vat(2300, 'IVA')], ['RO', vat(2100, 'TVA')], ['SK', vat(2300, 'DPH')], ['SI', vat(2200, 'DDV')],
  // Rest of Europe
  ['AL', vat(2000, 'TVSH')], ['AD', vat(450, 'IGI')], ['AM', vat(2000)], ['AZ', vat(1800, 'ƏDV')], ['BY', vat(2000, 'NDS')],
  ['BA', vat(1700, 'PDV')], ['GE', vat(1800)], ['IS', vat(2400, 'VSK')], ['LI', vat(810, 'MWST')], ['MD', vat(2000, 'TVA')],
  ['MC', vat(2000, 'TVA')], ['ME', vat(2100, 'PDV')], ['MK', vat(1800, 'DDV')], ['NO', vat(2500, 'MVA')], ['RU', vat(2000, 'NDS')],
  ['RS', vat(2000, 'PDV')], ['TR', vat(2000, 'KDV')], ['UA', vat(2000, 'PDV')], ['FO', vat(2500, 'MVG')], ['AX', vat(2550, 'ALV')],
  ['IM', vat(2000)], ['JE', vat(500, 'GST')], ['GG', none('no general sales tax')], ['GI', none()],
  ['SM', none('single-stage import tax instead')], ['VA', none()], ['SJ', none('Svalbard is outside Norwegian VAT')],
  ['GL', none()],
  // Americas
  ['MX', vat(1600, 'IVA')], ['AR', vat(2100, 'IVA')], ['BO', vat(1300, 'IVA')], ['BR', vat(1700, 'ICMS (modal state rate)')],
  ['CL', vat(1900, 'IVA')], ['CO', vat(1900, 'IVA')], ['EC', vat(1500, 'IVA')], ['PY', vat(1000, 'IVA')], ['PE', vat(1800, 'IGV')],
  ['UY', vat(2200, 'IVA')], ['VE', vat(1600, 'IVA')], ['GY', vat(1400)], ['SR', vat(1000)], ['CR', vat(1300, 'IVA')],
  ['SV', vat(1300, 'IVA')], ['GT', vat(1200, 'IVA')], ['HN', vat(1500, 'ISV')], ['NI', vat(1500, 'IVA')], ['PA', vat(700, 'ITBMS')],
  ['BZ', vat(1250, 'GST')], ['DO', vat(1800, 'ITBIS')], ['HT', vat(1000, 'TCA')], ['JM', vat(1500, 'GCT')], ['TT', vat(1250)],
  ['BS', vat(1000)], ['BB', vat(1750)], ['AG', vat(1700, 'ABST')], ['DM', vat(1500)], ['GD', vat(1500)], ['KN', vat(1700)],
  ['LC', vat(1250)], ['VC', vat(1600)], ['AI', vat(1300, 'GST')], ['CU', vat(1000, 'Sales tax')],
  ['PR', none('sales tax (IVU) only, as on the US mainland')], ['VI', none('gross receipts tax only')], ['GU', none('gross receipts tax only')],
  ['AS', none()], ['MP', none()], ['KY', none()], ['BM', none()], ['VG', none()],
  ['TC', none()], ['FK', none()], ['GF', none('French VAT does not apply in Guyane')],
  ['GP', vat(850, 'TVA')], ['MQ', vat(850, 'TVA')], ['PM', none()], ['BL', none()], ['MF', none()],
  // Asia
  ['IN', vat(1800, 'GST')], ['ID', vat(1100, 'PPN (effective)')], ['MY', vat(800, 'Service tax')], ['SG', vat(900, 'GST')],
  ['TH', vat(700)], ['VN', vat(1000)], ['PH', vat(1200)], ['KH', vat(1000)], ['LA', vat(1000)], ['MM', vat(500, 'Commercial tax')],
  ['BN', none()], ['BD', vat(1500)], ['PK', vat(1800, 'Sales tax')], ['LK', vat(1800)], ['NP', vat(1300)],
  ['MV', vat(800, 'GST')], ['KZ', vat(1200, 'NDS')], ['KG', vat(1200, 'NDS')], ['TJ', vat(1400, 'NDS')], ['TM', vat(1500)],
  ['UZ', vat(1200, 'QQS')], ['MN', vat(1000)], ['TW', vat(500, 'Business tax')], ['HK', none()], ['MO', none()],
  // Middle East and North Africa
  ['AE', vat(500)], ['SA', vat(1500)], ['BH', vat(1000)], ['OM', vat(500)], ['QA', none()], ['KW', none()],
  ['IL', vat(1800, "Ma'am")], ['JO', vat(1600, 'GST')], ['LB', vat(1100, 'TVA')], ['EG', vat(1400)], ['IR', vat(1000)],
  ['MA', vat(2000, 'TVA')], ['DZ', vat(1900, 'TVA')], ['TN', vat(1900, 'TVA')], ['MR', vat(1600, 'TVA')],
  // Sub-Saharan Africa
  ['ZA', vat(1500)], ['KE', vat(1600)], ['NG', vat(750)], ['GH', vat(1500)], ['TZ', vat(1800)], ['UG', vat(1800)],
  ['RW', vat(1800)], ['ET', vat(1500)], ['SN', vat(1800, 'TVA')], ['CI', vat(1800, 'TVA')], ['CM', vat(1925, 'TVA')],
  ['ZM', vat(1600)], ['ZW', vat(1500)], ['MZ', vat(1600, 'IVA')], ['AO', vat(1400, 'IVA')], ['NA', vat(1500)], ['BW', vat(1400)],
  ['MU', vat(1500)], ['MG', vat(2000, 'TVA')], ['MW', vat(1650)], ['BJ', vat(1800, 'TVA')], ['BF', vat(1800, 'TVA')],
  ['ML', vat(1800, 'TVA')], ['NE', vat(1900, 'TVA')], ['TG', vat(1800, 'TVA')], ['GA', vat(1800, 'TVA')], ['CG', vat(1800, 'TVA')],
  ['CD', vat(1600, 'TVA')], ['TD', vat(1800, 'TVA')], ['CF', vat(1900, 'TVA')], ['GQ', vat(1500, 'IVA')], ['GN', vat(1800, 'TVA')],
  ['SL', vat(1500, 'GST')], ['GM', vat(1500)], ['CV', vat(1500, 'IVA')], ['ST', vat(1500, 'IVA')], ['SC', vat(1500)],
  ['SZ', vat(1500)], ['LS', vat(1500)], ['BI', vat(1800, 'TVA')], ['DJ', vat(1000, 'TVA')], ['SD', vat(1700)],
  ['RE', vat(850, 'TVA')], ['YT', none('French VAT does not apply in Mayotte')], ['SH', none()],
  // Oceania
  ['NZ', vat(1500, 'GST')], ['PG', vat(1000, 'GST')], ['WS', vat(1500, 'VAGST')], ['TO', vat(1500, 'CT')], ['VU', vat(1500)],
  ['FJ', vat(1500)], ['KI', vat(1250)], ['PW', vat(1000, 'PGST')], ['CK', vat(1500)], ['NF', vat(1000, 'GST (Australian)')],
  ['NC', vat(1100, 'TGC')], ['PF', vat(1600, 'TVA')], ['WF', none()], ['TK', none()], ['PN', none()],
  ['FM', none()], ['MH', none()], ['NR', none()], ['TV', none()],
  // Territories without addresses any carrier serves (coverage-rules.ts)
  ['AQ', none('no resident economy')], ['BV', none('uninhabited')], ['HM', none('uninhabited')], ['UM', none('no civilian economy')],
  ['TF', none('no resident economy')], ['GS', none('no resident economy')], ['IO', none('military territory')],
]);

/** The table's rate for `code`, else the documented default. */
export const taxFor = (code: CountryCode): TaxRate & { estimated: boolean } => {
  const known = VAT_RATES.get(code);
  return known ? { ...known, estimated: false } : { bp: DEFAULT_VAT_BP, name: DEFAULT_TAX_NAME, estimated: true };
};
