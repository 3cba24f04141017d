// Over 300 lines: 44 worked cases (issue 26 item 3), each with its own source and hand working; splitting them by country would scatter the census.
import type { CountryCode, CurrencyCode, VatRateKind } from '@waypost/contracts';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';
import { bpToPercent, computeImportTaxes } from '../domain/import-taxes';
import { toMajor, toMinor } from '../../catalogue/queries/money';

// Reduced, zero and exempt rates by product: import VAT/GST computed by hand from the cited law, not by the engine.
// Values are chosen so that the duty is nil in the cited tariff (books, medicines, hearing aids), relieved (UK GBP 135,
// AU AUD 1,000), the EU's flat EUR 3 per item type (consumer consignments of EUR 150 or less from 2026-07-01), or a
// plain ad valorem rate of the cited tariff; investment gold is exempt whatever the duty.
interface Input {
  from: CountryCode;
  to: CountryCode;
  /** customs value in major units of `currency` */
  value: number;
  currency: CurrencyCode;
  hsCode: string;
  b2c: boolean;
}
interface Expected {
  kind: VatRateKind;
  /** percent of the goods' rate */
  percent: number;
  /** import VAT/GST in major units */
  vat: number;
}

const CASES: readonly WorkedCase<Input, Expected>[] = checkedCases<Input, Expected>([
  // ── Germany ──
  {
    id: 'RR-DE-BOOK',
    class: 'reduced-rates',
    countries: ['DE', 'CN'],
    source: '§ 12 (2) Nr. 1 UStG, Anlage 2 Nr. 49 (books 7 %); EU CCT 4901.99.00 free (Reg. (EEC) 2658/87 Annex I)',
    working: 'EUR 200 printed book, duty 0; VAT 7 % x 200.00 = 14.00',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'DE', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 7, vat: 14 },
  },
  {
    id: 'RR-DE-COFFEE-B2C',
    class: 'reduced-rates',
    countries: ['DE', 'CN'],
    source: '§ 12 (2) Nr. 1 UStG, Anlage 2 Nr. 12 (coffee 7 %); flat customs duty EUR 3 per item type from 2026-07-01; Directive 2006/112/EC art. 86 (duty in the VAT base)',
    working: 'EUR 100 roasted coffee to a consumer: duty EUR 3 (1 item type); VAT 7 % x 103.00 = 7.21',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'DE', value: 100, currency: 'EUR', hsCode: '090121', b2c: true },
    expected: { kind: 'reduced', percent: 7, vat: 7.21 },
  },
  {
    id: 'RR-DE-BOOK-2020-CUT',
    class: 'reduced-rates',
    countries: ['DE', 'CN'],
    source: '§ 28 (2) UStG (Zweites Corona-Steuerhilfegesetz): reduced rate 5 % from 2020-07-01 to 2020-12-31',
    working: 'EUR 200 printed book on 2020-08-01, duty 0; VAT 5 % x 200.00 = 10.00',
    asOf: '2020-08-01',
    input: { from: 'CN', to: 'DE', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 5, vat: 10 },
  },
  {
    id: 'RR-DE-MEDICINE-STANDARD',
    class: 'reduced-rates',
    countries: ['DE', 'US'],
    source: '§ 12 (1) UStG (19 %); medicines are not in Anlage 2 UStG; EU CCT 3004.90.00 free',
    working: 'EUR 200 medicament, duty 0; no reduced rate for medicines in Germany: VAT 19 % x 200.00 = 38.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'DE', value: 200, currency: 'EUR', hsCode: '300490', b2c: false },
    expected: { kind: 'standard', percent: 19, vat: 38 },
  },
  {
    id: 'RR-DE-HEARING-AID',
    class: 'reduced-rates',
    countries: ['DE', 'CN'],
    source: '§ 12 (2) Nr. 1 UStG, Anlage 2 Nr. 52 (hearing aids 7 %); EU CCT 9021.40.00 free',
    working: 'EUR 500 hearing aid, duty 0; VAT 7 % x 500.00 = 35.00',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'DE', value: 500, currency: 'EUR', hsCode: '902140', b2c: false },
    expected: { kind: 'reduced', percent: 7, vat: 35 },
  },
  {
    id: 'RR-DE-GOLD',
    class: 'reduced-rates',
    countries: ['DE', 'CH'],
    source: '§ 25c UStG; Council Directive 2006/112/EC art. 346 (importation of investment gold exempt)',
    working: 'EUR 10,000 gold bar of 999.9 fineness: exempt, import VAT 0.00',
    asOf: '2026-11-22',
    input: { from: 'CH', to: 'DE', value: 10_000, currency: 'EUR', hsCode: '710812', b2c: false },
    expected: { kind: 'exempt', percent: 0, vat: 0 },
  },
  // ── France ──
  {
    id: 'RR-FR-BOOK',
    class: 'reduced-rates',
    countries: ['FR', 'US'],
    source: 'CGI art. 278-0 bis (books 5.5 %); EU CCT 4901.99.00 free',
    working: 'EUR 200 printed book, duty 0; VAT 5.5 % x 200.00 = 11.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'FR', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 5.5, vat: 11 },
  },
  {
    id: 'RR-FR-NEWSPAPER',
    class: 'reduced-rates',
    countries: ['FR', 'US'],
    source: 'CGI art. 298 septies (press publications 2.1 %); EU CCT 4902 free',
    working: 'EUR 200 of newspapers, duty 0; VAT 2.1 % x 200.00 = 4.20',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'FR', value: 200, currency: 'EUR', hsCode: '490290', b2c: false },
    expected: { kind: 'super-reduced', percent: 2.1, vat: 4.2 },
  },
  {
    id: 'RR-FR-CHOCOLATE-STANDARD',
    class: 'reduced-rates',
    countries: ['FR', 'CN'],
    source: 'CGI art. 278-0 bis, A-1°-b (chocolate excluded from 5.5 % except listed categories); CGI art. 278 (20 %); flat duty EUR 3 from 2026-07-01',
    working: 'EUR 120 chocolate bar to a consumer: duty EUR 3; chocolate products take the standard rate: VAT 20 % x 123.00 = 24.60',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'FR', value: 120, currency: 'EUR', hsCode: '180632', b2c: true },
    expected: { kind: 'standard', percent: 20, vat: 24.6 },
  },
  // ── Netherlands ──
  {
    id: 'RR-NL-COFFEE-B2C',
    class: 'reduced-rates',
    countries: ['NL', 'CN'],
    source: 'Wet OB 1968 art. 9 (2)(a), Tabel I post a.1 (foodstuffs 9 %); flat duty EUR 3 from 2026-07-01',
    working: 'EUR 100 roasted coffee to a consumer: duty EUR 3; VAT 9 % x 103.00 = 9.27',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'NL', value: 100, currency: 'EUR', hsCode: '090121', b2c: true },
    expected: { kind: 'reduced', percent: 9, vat: 9.27 },
  },
  {
    id: 'RR-NL-BOOK-2018',
    class: 'reduced-rates',
    countries: ['NL', 'US'],
    source: 'Wet OB 1968 Tabel I (books 6 % until 2018-12-31, 9 % from 2019-01-01); EU CCT 4901.99.00 free',
    working: 'EUR 200 printed book on 2018-06-01, duty 0; VAT 6 % x 200.00 = 12.00',
    asOf: '2018-06-01',
    input: { from: 'US', to: 'NL', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 6, vat: 12 },
  },
  // ── Belgium ──
  {
    id: 'RR-BE-BOOK',
    class: 'reduced-rates',
    countries: ['BE', 'US'],
    source: 'Belgian VAT Code art. 37; Royal Decree No. 20, Table A (books 6 %); EU CCT 4901.99.00 free',
    working: 'EUR 200 printed book, duty 0; VAT 6 % x 200.00 = 12.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'BE', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 6, vat: 12 },
  },
  {
    id: 'RR-BE-NEWSPAPER-ZERO',
    class: 'reduced-rates',
    countries: ['BE', 'US'],
    source: 'Royal Decree No. 20 (0 % for newspapers appearing at least 48 times a year); EU CCT 4902 free',
    working: 'EUR 200 of daily newspapers, duty 0; zero rate: VAT 0.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'BE', value: 200, currency: 'EUR', hsCode: '490290', b2c: false },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  // ── Italy ──
  {
    id: 'RR-IT-BOOK',
    class: 'reduced-rates',
    countries: ['IT', 'US'],
    source: 'D.P.R. 633/1972, Tabella A, parte II, n. 18 (books 4 %); EU CCT 4901.99.00 free',
    working: 'EUR 200 printed book, duty 0; VAT 4 % x 200.00 = 8.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'IT', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'super-reduced', percent: 4, vat: 8 },
  },
  {
    id: 'RR-IT-CHOCOLATE-B2C',
    class: 'reduced-rates',
    countries: ['IT', 'CN'],
    source: 'D.P.R. 633/1972, Tabella A, parte III, n. 64 (chocolate in ordinary packaging 10 %); flat duty EUR 3 from 2026-07-01',
    working: 'EUR 100 chocolate bar to a consumer: duty EUR 3; VAT 10 % x 103.00 = 10.30',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'IT', value: 100, currency: 'EUR', hsCode: '180632', b2c: true },
    expected: { kind: 'reduced', percent: 10, vat: 10.3 },
  },
  // ── Spain ──
  {
    id: 'RR-ES-BOOK',
    class: 'reduced-rates',
    countries: ['ES', 'US'],
    source: 'Ley 37/1992 art. 91.Dos.1.2º (books 4 %); EU CCT 4901.99.00 free',
    working: 'EUR 200 printed book, duty 0; VAT 4 % x 200.00 = 8.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'ES', value: 200, currency: 'EUR', hsCode: '490199', b2c: false },
    expected: { kind: 'super-reduced', percent: 4, vat: 8 },
  },
  {
    id: 'RR-ES-COFFEE-B2C',
    class: 'reduced-rates',
    countries: ['ES', 'CN'],
    source: 'Ley 37/1992 art. 91.Uno.1.1º (foodstuffs 10 %); flat duty EUR 3 from 2026-07-01',
    working: 'EUR 100 roasted coffee to a consumer: duty EUR 3; VAT 10 % x 103.00 = 10.30',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'ES', value: 100, currency: 'EUR', hsCode: '090121', b2c: true },
    expected: { kind: 'reduced', percent: 10, vat: 10.3 },
  },
  // ── Sweden ──
  {
    id: 'RR-SE-COFFEE-CUT',
    class: 'reduced-rates',
    countries: ['SE', 'CN'],
    source: 'Prop. 2025/26:55 (food 6 % from 2026-04-01 to 2027-12-31), Mervärdesskattelag (2023:200) 9 kap.; flat duty EUR 3 from 2026-07-01',
    working: 'EUR 100 roasted coffee to a consumer: duty EUR 3; VAT 6 % x 103.00 = 6.18',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'SE', value: 100, currency: 'EUR', hsCode: '090121', b2c: true },
    expected: { kind: 'reduced', percent: 6, vat: 6.18 },
  },
  {
    id: 'RR-SE-COFFEE-BEFORE-CUT',
    class: 'reduced-rates',
    countries: ['SE', 'CN'],
    source: 'Mervärdesskattelag (2023:200) 9 kap. (food 12 % until 2026-03-31); Council Regulation (EC) No 1186/2009 art. 23 (duty relief up to EUR 150 until 2026-06-30)',
    working: 'EUR 100 roasted coffee on 2026-03-31: duty relieved; VAT 12 % x 100.00 = 12.00',
    asOf: '2026-03-31',
    input: { from: 'CN', to: 'SE', value: 100, currency: 'EUR', hsCode: '090121', b2c: true },
    expected: { kind: 'reduced', percent: 12, vat: 12 },
  },
  {
    id: 'RR-SE-BOOK',
    class: 'reduced-rates',
    countries: ['SE', 'US'],
    source: 'Mervärdesskattelag (2023:200) 9 kap. (books 6 %); EU CCT 4901.99.00 free',
    working: 'SEK 3,000 printed book, duty 0; VAT 6 % x 3,000.00 = 180.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'SE', value: 3000, currency: 'SEK', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 6, vat: 180 },
  },
  // ── United Kingdom ──
  {
    id: 'RR-GB-BOOK-ZERO',
    class: 'reduced-rates',
    countries: ['GB', 'US'],
    source: 'VAT Act 1994 Sch 8 Group 3 (books zero-rated); UK Global Tariff 4901.99 free',
    working: 'GBP 200 printed book, duty 0; zero rate: VAT 0.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'GB', value: 200, currency: 'GBP', hsCode: '490199', b2c: false },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  {
    id: 'RR-GB-BABY-CLOTHES-ZERO',
    class: 'reduced-rates',
    countries: ['GB', 'CN'],
    source: "VAT Act 1994 Sch 8 Group 16 (young children's clothing zero-rated), HMRC VAT Notice 714; GOV.UK GBP 135 rules (no duty, VAT at sale)",
    working: "GBP 100 babies' cotton garments to a consumer: no duty (<= GBP 135); VAT at the point of sale 0 % x 100.00 = 0.00",
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'GB', value: 100, currency: 'GBP', hsCode: '611120', b2c: true },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  {
    id: 'RR-GB-CAR-SEAT-5',
    class: 'reduced-rates',
    countries: ['GB', 'CN'],
    source: "VAT Act 1994 Sch 7A Group 5 (children's car seats 5 %); GOV.UK GBP 135 rules",
    working: 'GBP 100 child car seat to a consumer: no duty (<= GBP 135); VAT 5 % x 100.00 = 5.00 collected at sale',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'GB', value: 100, currency: 'GBP', hsCode: '940120', b2c: true },
    expected: { kind: 'reduced', percent: 5, vat: 5 },
  },
  {
    id: 'RR-GB-CHOCOLATE-STANDARD',
    class: 'reduced-rates',
    countries: ['GB', 'US'],
    source: 'VAT Act 1994 Sch 8 Group 1, excepted item 2 (confectionery standard-rated); GOV.UK GBP 135 rules',
    working: 'GBP 100 chocolate to a consumer: no duty (<= GBP 135); VAT 20 % x 100.00 = 20.00 collected at sale',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'GB', value: 100, currency: 'GBP', hsCode: '180632', b2c: true },
    expected: { kind: 'standard', percent: 20, vat: 20 },
  },
  {
    id: 'RR-GB-GOLD-EXEMPT',
    class: 'reduced-rates',
    countries: ['GB', 'CH'],
    source: 'VAT Act 1994 Sch 9 Group 15 (investment gold exempt); HMRC VAT Notice 701/21',
    working: 'GBP 5,000 gold bar of 999.9 fineness: exempt, import VAT 0.00',
    asOf: '2026-11-22',
    input: { from: 'CH', to: 'GB', value: 5000, currency: 'GBP', hsCode: '710812', b2c: false },
    expected: { kind: 'exempt', percent: 0, vat: 0 },
  },
  // ── Switzerland ──
  {
    id: 'RR-CH-BOOK',
    class: 'reduced-rates',
    countries: ['CH', 'DE'],
    source: 'MWSTG art. 25 al. 2 let. a ch. 9 (books 2.6 % from 2024-01-01); Tares ch. 49 free',
    working: 'CHF 300 printed book, duty 0; VAT 2.6 % x 300.00 = 7.80 (above CHF 5, collected)',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'CH', value: 300, currency: 'CHF', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 2.6, vat: 7.8 },
  },
  {
    id: 'RR-CH-BOOK-2023',
    class: 'reduced-rates',
    countries: ['CH', 'DE'],
    source: 'MWSTG art. 25 al. 2 (reduced rate 2.5 % until 2023-12-31); ESTV "MWST-Steuersätze"',
    working: 'CHF 300 printed book on 2023-12-31, duty 0; VAT 2.5 % x 300.00 = 7.50',
    asOf: '2023-12-31',
    input: { from: 'DE', to: 'CH', value: 300, currency: 'CHF', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 2.5, vat: 7.5 },
  },
  {
    id: 'RR-CH-MEDICINE',
    class: 'reduced-rates',
    countries: ['CH', 'DE'],
    source: 'MWSTG art. 25 al. 2 let. a ch. 8 (medicines 2.6 %); industrial tariffs abolished from 2024-01-01',
    working: 'CHF 300 medicament, duty 0; VAT 2.6 % x 300.00 = 7.80',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'CH', value: 300, currency: 'CHF', hsCode: '300490', b2c: false },
    expected: { kind: 'reduced', percent: 2.6, vat: 7.8 },
  },
  {
    id: 'RR-CH-GOLD-COIN',
    class: 'reduced-rates',
    countries: ['CH', 'DE'],
    source: 'MWSTG art. 107 al. 2; MWSTV art. 44 (state-minted gold coins 7118.9010 exempt)',
    working: 'CHF 10,000 of gold coins of legal tender: exempt, import VAT 0.00',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'CH', value: 10_000, currency: 'CHF', hsCode: '711890', b2c: false },
    expected: { kind: 'exempt', percent: 0, vat: 0 },
  },
  // ── Japan ──
  {
    id: 'RR-JP-COFFEE-8',
    class: 'reduced-rates',
    countries: ['JP', 'US'],
    source: 'Act No. 15 of 2016, Supplementary Provisions art. 34 (food 8 % = 6.24 % national + 1.76 % local); Customs Tariff Schedules of Japan 0901.21 12 %',
    working:
      'JPY 3,125,000 roasted coffee: duty 12 % = 375,000; base 3,500,000; national 6.24 % = 218,400, local 218,400 x 22/78 = 61,600; total 280,000 (= 8 %; the 1,000-yen base and 100-yen tax truncations change nothing)',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'JP', value: 3_125_000, currency: 'JPY', hsCode: '090121', b2c: false },
    expected: { kind: 'reduced', percent: 8, vat: 280_000 },
  },
  {
    id: 'RR-JP-BOOK-STANDARD',
    class: 'reduced-rates',
    countries: ['JP', 'US'],
    source: 'Consumption Tax Act art. 29 (10 % = 7.8 % national + 2.2 % local; books are not reduced); Customs Tariff Schedules of Japan 4901 free',
    working: 'JPY 50,000 printed book, duty 0; national 7.8 % = 3,900, local 3,900 x 22/78 = 1,100; total 5,000',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'JP', value: 50_000, currency: 'JPY', hsCode: '490199', b2c: false },
    expected: { kind: 'standard', percent: 10, vat: 5000 },
  },
  // ── China ──
  {
    id: 'RR-CN-BOOK-9',
    class: 'reduced-rates',
    countries: ['CN', 'DE'],
    source: 'VAT Law of the PRC (in force 2026-01-01) art. 10 (2) (books 9 %); PRC tariff 4901 0 %',
    working: 'CNY 1,000 printed book, duty 0; VAT 9 % x 1,000.00 = 90.00 (above CNY 50, collected)',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'CN', value: 1000, currency: 'CNY', hsCode: '490199', b2c: false },
    expected: { kind: 'reduced', percent: 9, vat: 90 },
  },
  {
    id: 'RR-CN-COFFEE-STANDARD',
    class: 'reduced-rates',
    countries: ['CN', 'DE'],
    source: 'VAT Law of the PRC art. 10 (1) (13 %; roasted coffee is a processed food, not a primary agricultural product); PRC MFN tariff 0901.21 15 %',
    working: 'CNY 1,000 roasted coffee: duty 15 % = 150.00; VAT 13 % x 1,150.00 = 149.50',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'CN', value: 1000, currency: 'CNY', hsCode: '090121', b2c: false },
    expected: { kind: 'standard', percent: 13, vat: 149.5 },
  },
  // ── Korea ──
  {
    id: 'RR-KR-BOOK-EXEMPT',
    class: 'reduced-rates',
    countries: ['KR', 'DE'],
    source: 'Value-Added Tax Act art. 27 (2) (imported books exempt); Korea tariff 4901 0 %',
    working: 'USD 300 printed book (above USD 150, no small-value relief): exempt, VAT 0.00',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'KR', value: 300, currency: 'USD', hsCode: '490199', b2c: false },
    expected: { kind: 'exempt', percent: 0, vat: 0 },
  },
  {
    id: 'RR-KR-COFFEE-STANDARD',
    class: 'reduced-rates',
    countries: ['KR', 'DE'],
    source: 'Value-Added Tax Act art. 30 (10 %); Enforcement Decree art. 56 (coffee beans excluded from the unprocessed-food exemption); Korea tariff 0901.21 8 %',
    working: 'USD 300 roasted coffee: duty 8 % = 24.00; VAT 10 % x 324.00 = 32.40',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'KR', value: 300, currency: 'USD', hsCode: '090121', b2c: false },
    expected: { kind: 'standard', percent: 10, vat: 32.4 },
  },
  // ── Australia ──
  {
    id: 'RR-AU-COFFEE-GST-FREE',
    class: 'reduced-rates',
    countries: ['AU', 'US'],
    source: 'GST Act 1999 s 38-2 and Schedule 2 (coffee GST-free), s 13-10 (non-taxable importation); Customs Tariff Act 1995 Sch 3 0901.21 free',
    working: 'AUD 1,500 roasted coffee (above AUD 1,000, cleared at the border), duty 0; GST-free: GST 0.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'AU', value: 1500, currency: 'AUD', hsCode: '090121', b2c: false },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  {
    id: 'RR-AU-BOOK-TAXABLE',
    class: 'reduced-rates',
    countries: ['AU', 'US'],
    source: 'GST Act 1999 s 9-70 (10 %; books are not GST-free); Customs Tariff Act 1995 Sch 3 4901 free',
    working: 'AUD 1,500 printed books, duty 0; GST 10 % x 1,500.00 = 150.00',
    asOf: '2026-11-22',
    input: { from: 'US', to: 'AU', value: 1500, currency: 'AUD', hsCode: '490199', b2c: false },
    expected: { kind: 'standard', percent: 10, vat: 150 },
  },
  {
    id: 'RR-AU-CHOCOLATE-TAXABLE',
    class: 'reduced-rates',
    countries: ['AU', 'CN'],
    source: 'GST Act 1999 s 38-3 and Schedule 1 item 8 (confectionery is not GST-free); ATO "GST on low value imported goods"',
    working: 'AUD 100 chocolate to a consumer: no duty (<= AUD 1,000); GST 10 % x 100.00 = 10.00 collected by the vendor',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'AU', value: 100, currency: 'AUD', hsCode: '180632', b2c: true },
    expected: { kind: 'standard', percent: 10, vat: 10 },
  },
  {
    id: 'RR-AU-HEARING-AID-GST-FREE',
    class: 'reduced-rates',
    countries: ['AU', 'CN'],
    source: 'GST Act 1999 s 38-45 and Schedule 3 (hearing aids GST-free), s 13-10; Customs Tariff Act 1995 Sch 3 9021.40 free',
    working: 'AUD 1,500 hearing aids, duty 0; GST-free: GST 0.00',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'AU', value: 1500, currency: 'AUD', hsCode: '902140', b2c: false },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  // ── Canada ──
  {
    id: 'RR-CA-BOOK-TAXABLE',
    class: 'reduced-rates',
    countries: ['CA', 'CN'],
    source: 'Excise Tax Act s 165 (1) and s 212 (GST 5 % on imported goods; books are not zero-rated); Customs Tariff 4901.99 free',
    working: 'CAD 100 printed book (above CAD 20), duty 0; GST 5 % x 100.00 = 5.00',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'CA', value: 100, currency: 'CAD', hsCode: '490199', b2c: false },
    expected: { kind: 'standard', percent: 5, vat: 5 },
  },
  {
    id: 'RR-CA-BOOK-HOLIDAY',
    class: 'reduced-rates',
    countries: ['CA', 'CN'],
    source: 'Tax Break for All Canadians Act (S.C. 2024, c. 18): printed books zero-rated from 2024-12-14 to 2025-02-15, also on importation',
    working: 'CAD 100 printed book on 2025-01-10, duty 0; zero rate: GST 0.00',
    asOf: '2025-01-10',
    input: { from: 'CN', to: 'CA', value: 100, currency: 'CAD', hsCode: '490199', b2c: false },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  {
    id: 'RR-CA-COFFEE-ZERO',
    class: 'reduced-rates',
    countries: ['CA', 'CN'],
    source: 'Excise Tax Act Sch VI Part III s 1 (basic groceries zero-rated), Sch VII; Customs Tariff 0901.21 free',
    working: 'CAD 100 roasted coffee (above CAD 20), duty 0; zero-rated: GST 0.00',
    asOf: '2026-11-22',
    input: { from: 'CN', to: 'CA', value: 100, currency: 'CAD', hsCode: '090121', b2c: false },
    expected: { kind: 'zero', percent: 0, vat: 0 },
  },
  // ── United States ──
  {
    id: 'RR-US-BOOK-NO-VAT',
    class: 'reduced-rates',
    countries: ['US', 'DE'],
    source: 'No federal VAT/GST in the United States; HTSUS 4901.99.00 free (column 1 general)',
    working: 'USD 1,000 printed books: duty free, no import VAT: 0.00',
    asOf: '2026-11-22',
    input: { from: 'DE', to: 'US', value: 1000, currency: 'USD', hsCode: '490199', b2c: false },
    expected: { kind: 'standard', percent: 0, vat: 0 },
  },
]);

describe('worked cases: reduced, zero and exempt rates by product (issue 26 item 3)', () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { from, to, value, currency, hsCode, b2c } = c.input;
    const taxes = computeImportTaxes({ from, to, on: c.asOf, value: toMinor(value, currency), currency, hsCode, b2c });
    const vatLine = taxes.lines.find((l) => l.rateKind !== undefined);
    expect(vatLine).toBeDefined();
    expect(vatLine!.rateKind).toBe(c.expected.kind);
    expect(vatLine!.rateReason).toContain(`HS ${hsCode.slice(0, 4)}`);
    if (c.expected.kind === 'standard') expect(vatLine!.rateReason).toMatch(/^(standard rate|no federal VAT)/);
    expect(bpToPercent(vatLine!.rateBp)).toBe(c.expected.percent);
    expect(toMajor(taxes.vat, currency)).toBe(c.expected.vat);
  });

  it('covers every country served', () => {
    expect(new Set(CASES.map((c) => c.countries[0]))).toEqual(new Set(['US', 'GB', 'DE', 'FR', 'JP', 'CA', 'AU', 'NL', 'SE', 'CH', 'BE', 'IT', 'ES', 'CN', 'KR']));
  });
});
