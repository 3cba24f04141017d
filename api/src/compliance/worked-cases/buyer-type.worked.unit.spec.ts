import { TaxCalculationSchema, type BuyerType, type TaxCalculationRequest, type TaxCollector } from '@waypost/contracts';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';
import { calculateTax } from '../domain/tax-calculation';

// Worked cases, class 'buyer-type' (issue 26 item 1): the same goods cost a consumer, an unregistered business and a
// VAT/GST-registered business different amounts, collected by different people. Every figure below is computed by
// hand from the cited source (rates: EU TARIC / UK Global Tariff / HTSUS / the national tariffs as in duty-rates.ts;
// VAT/GST standard rates of the cited acts), never by running the engine. Goods carry the shipper's HS code so the
// cases do not depend on the classifier. Amounts are in the currency of the threshold, so no exchange rate is used.
// the goods only: the service fee (amount) is 0 in every case
type Input = { request: Omit<TaxCalculationRequest, 'amount'>; vatNumber?: { valid: boolean; country: string } };
/** rule: the buyer rule (who collects); uses / notUses: rule ids that must (not) be among the rules the answer applied */
type Expected = { duty: number; vat: number; collector: TaxCollector; buyer: BuyerType; rule?: string; uses?: string[]; notUses?: string[] };

const TODAY = '2026-11-27';
const item = (hsCode: string, unitValue: number, description: string) => ({ description, hsCode, unitValue });
const tshirt = (v: number) => item('610910', v, 'cotton t-shirt');
const headphones = (v: number) => item('851830', v, 'wireless headphones');
const sneakers = (v: number) => item('640411', v, 'textile running sneakers');
const watch = (v: number) => item('910211', v, 'wrist watch');
const handbag = (v: number) => item('420221', v, 'leather handbag');

const EU_FLAT =
  'Council Regulation (EU) 2026/382 (OJ L 18.2.2026) and Delegated Regulation (EU) 2026/1022 (EUR 3 per distinct tariff classification, consumer distance sales up to EUR 150, 2026-07-01 to 2028-07-01)';
const EU_IOSS = 'Council Directive 2006/112/EC art. 14(4)(2), 369l-369x (IOSS: distance sales to consumers up to EUR 150)';
const EU_BORDER = 'Regulation (EU) No 952/2013 art. 77(3); Directive 2006/112/EC art. 201 (import VAT at the border by the declarant)';
const UK_135 = 'GOV.UK, "Charging VAT on goods sold direct to customers in the UK" (GBP 135 consignments; VAT-registered business customers: reverse charge)';
const AU_LVG = 'ATO, "Sales of low value imported goods to Australian GST-registered businesses"; GST Act 1999 s.84-75 to 84-81; LCR 2018/1';

// prettier-ignore
const cases: readonly WorkedCase<Input, Expected>[] = checkedCases([
  // ── Germany ──
  { id: 'DE-consumer-flat', class: 'buyer-type', countries: ['DE', 'CN'], asOf: TODAY, source: `${EU_FLAT}; ${EU_IOSS}; § 12 (1) UStG 19 %`,
    working: 'EUR 100 T-shirt to a consumer: 1 tariff line x EUR 3 = 3.00 duty; VAT 19 % x (100 + 3) = 19.57, collected by the seller (IOSS)',
    input: { request: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2C', items: [tshirt(100)] } },
    expected: { duty: 3, vat: 19.57, collector: 'seller-at-sale', buyer: 'consumer', rule: 'EU-IOSS-150', uses: ['EU-FLAT-3'] } },
  // The EUR 3 duty also covers goods the old relief excluded (alcohol, perfume, tobacco): WiseTech Academy and Baker
  // McKenzie on Reg. (EU) 2026/382 and Delegated Reg. (EU) 2026/1022. Excise goods stay outside IOSS (Directive
  // 2006/112/EC art. 369l(1)), so their import VAT is paid at the border.
  { id: 'DE-consumer-flat-wine', class: 'buyer-type', countries: ['DE', 'CN'], asOf: TODAY, source: `${EU_FLAT} (alcohol included); Directive 2006/112/EC art. 369l(1) (no IOSS for excise goods); ${EU_BORDER}; § 12 (1) UStG 19 %`,
    working: 'EUR 40 bottle of wine to a consumer: 1 tariff line x EUR 3 = 3.00 duty; VAT 19 % x (40 + 3) = 8.17 at the border (excise duty not included)',
    input: { request: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2C', items: [item('220421', 40, 'red wine')] } },
    expected: { duty: 3, vat: 8.17, collector: 'declarant-at-border', buyer: 'consumer', uses: ['EU-FLAT-3'], notUses: ['EU-IOSS-150'] } },
  { id: 'FR-consumer-flat-perfume', class: 'buyer-type', countries: ['FR', 'US'], asOf: TODAY, source: `${EU_FLAT} (perfume included, though excluded from the old relief); ${EU_IOSS}; CGI art. 278 20 %`,
    working: 'EUR 60 eau de parfum to a consumer: EUR 3 flat duty; VAT 20 % x 63 = 12.60 collected by the seller (IOSS)',
    input: { request: { originCountry: 'US', destinationCountry: 'FR', currency: 'EUR', customerType: 'B2C', items: [item('330300', 60, 'eau de parfum')] } },
    expected: { duty: 3, vat: 12.6, collector: 'seller-at-sale', buyer: 'consumer', rule: 'EU-IOSS-150', uses: ['EU-FLAT-3'] } },
  { id: 'DE-registered-mfn', class: 'buyer-type', countries: ['DE', 'CN'], asOf: TODAY, source: `${EU_FLAT} (consumers only); Reg. (EC) 1186/2009 art. 23 relief ended 2026-07-01; TARIC 6109.10 12 %; ${EU_BORDER}`,
    working: 'EUR 100 T-shirt to a VAT-registered business: no flat duty (not a consumer distance sale), no relief since 2026-07-01: duty 12 % x 100 = 12.00; VAT 19 % x 112 = 21.28 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2B', buyer: 'business-registered', items: [tshirt(100)] } },
    expected: { duty: 12, vat: 21.28, collector: 'declarant-at-border', buyer: 'business-registered', rule: 'EU-BORDER', notUses: ['EU-FLAT-3'] } },
  { id: 'DE-vat-number-derives-registered', class: 'buyer-type', countries: ['DE', 'CN'], asOf: TODAY, source: `TARIC 8518.30 2 %; § 12 (1) UStG 19 %; ${EU_BORDER}`,
    working: 'B2B with a valid DE VAT number is a registered business: EUR 80 headphones, duty 2 % x 80 = 1.60; VAT 19 % x 81.60 = 15.504 -> 15.50 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2B', customerVatNumber: 'DE136695976', items: [headphones(80)] }, vatNumber: { valid: true, country: 'DE' } },
    expected: { duty: 1.6, vat: 15.5, collector: 'declarant-at-border', buyer: 'business-registered' } },
  // ── France ──
  { id: 'FR-consumer-flat', class: 'buyer-type', countries: ['FR', 'CN'], asOf: TODAY, source: `${EU_FLAT}; ${EU_IOSS}; CGI art. 278 20 %`,
    working: 'EUR 80 headphones to a consumer: EUR 3 flat duty; VAT 20 % x 83 = 16.60 collected by the seller',
    input: { request: { originCountry: 'CN', destinationCountry: 'FR', currency: 'EUR', customerType: 'B2C', items: [headphones(80)] } },
    expected: { duty: 3, vat: 16.6, collector: 'seller-at-sale', buyer: 'consumer' } },
  { id: 'FR-unregistered-business', class: 'buyer-type', countries: ['FR', 'CN'], asOf: TODAY, source: `TARIC 8518.30 2 %; CGI art. 278 20 %; ${EU_BORDER}; IOSS only for consumers (${EU_IOSS})`,
    working: 'EUR 80 headphones to a business without a VAT number: duty 2 % x 80 = 1.60; VAT 20 % x 81.60 = 16.32 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'FR', currency: 'EUR', customerType: 'B2B', items: [headphones(80)] } },
    expected: { duty: 1.6, vat: 16.32, collector: 'declarant-at-border', buyer: 'business' } },
  // ── Netherlands (before the flat duty: the EUR 150 relief applied to every buyer) ──
  { id: 'NL-consumer-relief', class: 'buyer-type', countries: ['NL', 'CN'], asOf: '2026-06-30', source: `Reg. (EC) 1186/2009 art. 23 (EUR 150, until 2026-06-30); ${EU_IOSS}; Wet OB 1968 art. 9 21 %`,
    working: 'EUR 120 T-shirt to a consumer on 2026-06-30: duty relieved; VAT 21 % x 120 = 25.20 collected by the seller (IOSS)',
    input: { request: { originCountry: 'CN', destinationCountry: 'NL', currency: 'EUR', customerType: 'B2C', items: [tshirt(120)] } },
    expected: { duty: 0, vat: 25.2, collector: 'seller-at-sale', buyer: 'consumer' } },
  { id: 'NL-registered-relief', class: 'buyer-type', countries: ['NL', 'CN'], asOf: '2026-06-30', source: `Reg. (EC) 1186/2009 art. 23 (any consignee); Wet OB 1968 art. 9 21 %; ${EU_BORDER}`,
    working: 'EUR 120 T-shirt to a VAT-registered business on 2026-06-30: duty relieved; VAT 21 % x 120 = 25.20 at the border (no IOSS for businesses)',
    input: { request: { originCountry: 'CN', destinationCountry: 'NL', currency: 'EUR', customerType: 'B2B', buyer: 'business-registered', items: [tshirt(120)] } },
    expected: { duty: 0, vat: 25.2, collector: 'declarant-at-border', buyer: 'business-registered' } },
  // ── Sweden ──
  { id: 'SE-consumer-flat', class: 'buyer-type', countries: ['SE', 'CN'], asOf: TODAY, source: `${EU_FLAT}; ${EU_IOSS}; Mervärdesskattelag (2023:200) ch. 9, 25 %`,
    working: 'EUR 50 sneakers to a consumer: EUR 3 flat duty; VAT 25 % x 53 = 13.25 collected by the seller',
    input: { request: { originCountry: 'CN', destinationCountry: 'SE', currency: 'EUR', customerType: 'B2C', items: [sneakers(50)] } },
    expected: { duty: 3, vat: 13.25, collector: 'seller-at-sale', buyer: 'consumer' } },
  { id: 'SE-registered-mfn', class: 'buyer-type', countries: ['SE', 'CN'], asOf: TODAY, source: `TARIC 6404.11 16.9 %; Mervärdesskattelag (2023:200) 25 %; ${EU_BORDER}`,
    working: 'EUR 50 sneakers to a VAT-registered business: duty 16.9 % x 50 = 8.45; VAT 25 % x 58.45 = 14.6125 -> 14.61 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'SE', currency: 'EUR', customerType: 'B2B', buyer: 'business-registered', items: [sneakers(50)] } },
    expected: { duty: 8.45, vat: 14.61, collector: 'declarant-at-border', buyer: 'business-registered' } },
  // ── Belgium ──
  { id: 'BE-consumer-flat-boundary', class: 'buyer-type', countries: ['BE', 'US'], asOf: TODAY, source: `${EU_FLAT} ("EUR 150 or less" includes 150); ${EU_IOSS}; Belgian VAT Code 21 %`,
    working: 'EUR 150.00 watch to a consumer: EUR 3 flat duty; VAT 21 % x 153 = 32.13 collected by the seller',
    input: { request: { originCountry: 'US', destinationCountry: 'BE', currency: 'EUR', customerType: 'B2C', items: [watch(150)] } },
    expected: { duty: 3, vat: 32.13, collector: 'seller-at-sale', buyer: 'consumer' } },
  { id: 'BE-unregistered-mfn', class: 'buyer-type', countries: ['BE', 'US'], asOf: TODAY, source: `TARIC 9102.11 4.5 %; Belgian VAT Code 21 %; ${EU_BORDER}`,
    working: 'EUR 150 watch to a business: duty 4.5 % x 150 = 6.75; VAT 21 % x 156.75 = 32.9175 -> 32.92 at the border',
    input: { request: { originCountry: 'US', destinationCountry: 'BE', currency: 'EUR', customerType: 'B2B', items: [watch(150)] } },
    expected: { duty: 6.75, vat: 32.92, collector: 'declarant-at-border', buyer: 'business' } },
  // ── Italy ──
  { id: 'IT-consumer-above-150', class: 'buyer-type', countries: ['IT', 'CN'], asOf: TODAY, source: `${EU_FLAT} (up to EUR 150 only); TARIC 6109.10 12 %; D.P.R. 633/1972 art. 16 22 %; ${EU_BORDER}`,
    working: 'EUR 150.01 T-shirt to a consumer: above EUR 150, no flat duty and no IOSS: duty 12 % x 150.01 = 18.0012 -> 18.00; VAT 22 % x 168.01 = 36.9622 -> 36.96 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'IT', currency: 'EUR', customerType: 'B2C', items: [tshirt(150.01)] } },
    expected: { duty: 18, vat: 36.96, collector: 'declarant-at-border', buyer: 'consumer' } },
  { id: 'IT-registered-mfn', class: 'buyer-type', countries: ['IT', 'CN'], asOf: TODAY, source: `TARIC 8518.30 2 %; D.P.R. 633/1972 art. 16 22 %; ${EU_BORDER}`,
    working: 'EUR 100 headphones to a VAT-registered business: duty 2 % x 100 = 2.00; VAT 22 % x 102 = 22.44 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'IT', currency: 'EUR', customerType: 'B2B', buyer: 'business-registered', items: [headphones(100)] } },
    expected: { duty: 2, vat: 22.44, collector: 'declarant-at-border', buyer: 'business-registered' } },
  // ── Spain: the flat duty ends on 2028-07-01 ──
  { id: 'ES-consumer-last-flat-day', class: 'buyer-type', countries: ['ES', 'CN'], asOf: '2028-06-30', source: `${EU_FLAT}; ${EU_IOSS}; Ley 37/1992 art. 90 21 %`,
    working: 'EUR 100 headphones to a consumer on 2028-06-30: EUR 3 flat duty; VAT 21 % x 103 = 21.63 collected by the seller',
    input: { request: { originCountry: 'CN', destinationCountry: 'ES', currency: 'EUR', customerType: 'B2C', items: [headphones(100)] } },
    expected: { duty: 3, vat: 21.63, collector: 'seller-at-sale', buyer: 'consumer', rule: 'EU-IOSS-150', uses: ['EU-FLAT-3'] } },
  { id: 'ES-consumer-after-flat', class: 'buyer-type', countries: ['ES', 'CN'], asOf: '2028-07-01', source: `${EU_FLAT} (ends 2028-07-01, then the tariff rate); TARIC 8518.30 2 %; ${EU_IOSS}; Ley 37/1992 art. 90 21 %`,
    working: 'EUR 100 headphones to a consumer on 2028-07-01: tariff duty 2 % x 100 = 2.00; VAT 21 % x 102 = 21.42 collected by the seller (IOSS)',
    input: { request: { originCountry: 'CN', destinationCountry: 'ES', currency: 'EUR', customerType: 'B2C', items: [headphones(100)] } },
    expected: { duty: 2, vat: 21.42, collector: 'seller-at-sale', buyer: 'consumer', notUses: ['EU-FLAT-3', 'EU-1186-150'] } },
  { id: 'ES-unregistered-mfn', class: 'buyer-type', countries: ['ES', 'CN'], asOf: TODAY, source: `TARIC 8518.30 2 %; Ley 37/1992 art. 90 21 %; ${EU_BORDER}`,
    working: 'EUR 100 headphones to a business: duty 2 % x 100 = 2.00; VAT 21 % x 102 = 21.42 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'ES', currency: 'EUR', customerType: 'B2B', items: [headphones(100)] } },
    expected: { duty: 2, vat: 21.42, collector: 'declarant-at-border', buyer: 'business' } },
  // ── United Kingdom ──
  { id: 'GB-consumer-135', class: 'buyer-type', countries: ['GB', 'US'], asOf: TODAY, source: `${UK_135}; VAT Act 1994 s.2 20 %`,
    working: 'GBP 100 T-shirt to a consumer: no duty (GBP 135); VAT 20 % x 100 = 20.00 charged by the seller at the point of sale',
    input: { request: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2C', items: [tshirt(100)] } },
    expected: { duty: 0, vat: 20, collector: 'seller-at-sale', buyer: 'consumer', rule: 'GB-135-SALE' } },
  { id: 'GB-registered-reverse-charge', class: 'buyer-type', countries: ['GB', 'US'], asOf: TODAY, source: UK_135,
    working: 'GBP 100 T-shirt to a UK VAT-registered business: no duty; the seller charges no VAT, the buyer accounts for 20 % x 100 = 20.00 on its own return: 0 to pay',
    input: { request: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2B', buyer: 'business-registered', items: [tshirt(100)] } },
    expected: { duty: 0, vat: 0, collector: 'buyer-reverse-charge', buyer: 'business-registered', rule: 'GB-135-RC' } },
  { id: 'GB-unregistered-business-seller', class: 'buyer-type', countries: ['GB', 'US'], asOf: TODAY, source: `${UK_135} (without a VAT number the seller charges VAT); VAT Act 1994 s.2 20 %`,
    working: 'GBP 100 T-shirt to a business that gives no VAT number: the seller charges 20 % x 100 = 20.00',
    input: { request: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2B', items: [tshirt(100)] } },
    expected: { duty: 0, vat: 20, collector: 'seller-at-sale', buyer: 'business' } },
  { id: 'GB-registered-above-135', class: 'buyer-type', countries: ['GB', 'US'], asOf: TODAY, source: 'UK Global Tariff 6109.10 12 %; VAT Act 1994 s.1(4) and s.2 20 % (import VAT at the border above GBP 135)',
    working: 'GBP 200 T-shirt to a VAT-registered business: duty 12 % x 200 = 24.00; import VAT 20 % x 224 = 44.80 at the border',
    input: { request: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2B', buyer: 'business-registered', items: [tshirt(200)] } },
    expected: { duty: 24, vat: 44.8, collector: 'declarant-at-border', buyer: 'business-registered', rule: 'GB-BORDER' } },
  { id: 'GB-vat-number-derives-reverse-charge', class: 'buyer-type', countries: ['GB', 'DE'], asOf: TODAY, source: UK_135,
    working: 'B2B with a valid GB VAT number: a registered business; GBP 50 headphones: no duty, VAT reverse-charged by the buyer: 0 to pay',
    input: { request: { originCountry: 'DE', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2B', customerVatNumber: 'GB980780684', items: [headphones(50)] }, vatNumber: { valid: true, country: 'GB' } },
    expected: { duty: 0, vat: 0, collector: 'buyer-reverse-charge', buyer: 'business-registered' } },
  // ── Australia ──
  { id: 'AU-consumer-lvg', class: 'buyer-type', countries: ['AU', 'CN'], asOf: TODAY, source: `${AU_LVG}; GST Act 1999 s.9-70 10 %; Customs Act 1901 s.68 (AUD 1,000)`,
    working: 'AUD 500 headphones to a consumer: no duty (AUD 1,000); GST 10 % x 500 = 50.00 collected by the vendor',
    input: { request: { originCountry: 'CN', destinationCountry: 'AU', currency: 'AUD', customerType: 'B2C', items: [headphones(500)] } },
    expected: { duty: 0, vat: 50, collector: 'seller-at-sale', buyer: 'consumer', rule: 'AU-1000-GST' } },
  { id: 'AU-registered-no-gst', class: 'buyer-type', countries: ['AU', 'CN'], asOf: TODAY, source: AU_LVG,
    working: 'AUD 500 headphones to a GST-registered business (ABN and statement): not a consumer, so no GST from the vendor; low value goods carry no GST at the border: 0',
    input: { request: { originCountry: 'CN', destinationCountry: 'AU', currency: 'AUD', customerType: 'B2B', buyer: 'business-registered', items: [headphones(500)] } },
    expected: { duty: 0, vat: 0, collector: 'not-charged', buyer: 'business-registered', rule: 'AU-1000-B2B' } },
  { id: 'AU-unregistered-is-consumer', class: 'buyer-type', countries: ['AU', 'CN'], asOf: TODAY, source: `${AU_LVG} ("your customer is a consumer if they are not registered for GST")`,
    working: 'AUD 500 headphones to a business not registered for GST: a consumer under the LVG rules; GST 10 % x 500 = 50.00 collected by the vendor',
    input: { request: { originCountry: 'CN', destinationCountry: 'AU', currency: 'AUD', customerType: 'B2B', items: [headphones(500)] } },
    expected: { duty: 0, vat: 50, collector: 'seller-at-sale', buyer: 'business' } },
  { id: 'AU-registered-above-1000', class: 'buyer-type', countries: ['AU', 'CN'], asOf: TODAY, source: 'Customs Tariff Act 1995 Sch. 3 general rate 5 %; GST Act 1999 s.13-15, s.33-15 (taxable importation above AUD 1,000)',
    working: 'AUD 1,500 headphones to a GST-registered business: duty 5 % x 1500 = 75.00; GST 10 % x 1575 = 157.50 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'AU', currency: 'AUD', customerType: 'B2B', buyer: 'business-registered', items: [headphones(1500)] } },
    expected: { duty: 75, vat: 157.5, collector: 'declarant-at-border', buyer: 'business-registered', rule: 'AU-BORDER' } },
  // ── South Korea: the small-amount exemption is for personal use only ──
  { id: 'KR-consumer-personal-use', class: 'buyer-type', countries: ['KR', 'DE'], asOf: TODAY, source: 'Customs Act art. 94(4) (small-amount goods for personal use, USD 150); VAT Act art. 27',
    working: 'USD 120 T-shirt for personal use: duty and VAT exempt: 0',
    input: { request: { originCountry: 'DE', destinationCountry: 'KR', currency: 'USD', customerType: 'B2C', items: [tshirt(120)] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'consumer', rule: 'KR-150-VAT' } },
  { id: 'KR-registered-no-exemption', class: 'buyer-type', countries: ['KR', 'DE'], asOf: TODAY, source: 'Customs Act art. 94(4) (personal use only); Customs Tariff of Korea 6109.10 13 %; VAT Act art. 30 10 %',
    working: 'USD 120 T-shirt for a business: no small-amount exemption; duty 13 % x 120 = 15.60; VAT 10 % x 135.60 = 13.56 at the border',
    input: { request: { originCountry: 'DE', destinationCountry: 'KR', currency: 'USD', customerType: 'B2B', buyer: 'business-registered', items: [tshirt(120)] } },
    expected: { duty: 15.6, vat: 13.56, collector: 'declarant-at-border', buyer: 'business-registered' } },
  { id: 'KR-unregistered-from-US', class: 'buyer-type', countries: ['KR', 'US'], asOf: TODAY, source: 'Customs Act art. 94(4) (personal use only; USD 200 from the US); Customs Tariff of Korea 6109.10 13 %; VAT Act art. 30 10 %',
    working: 'USD 180 T-shirt from the US for a business: no exemption; duty 13 % x 180 = 23.40; VAT 10 % x 203.40 = 20.34',
    input: { request: { originCountry: 'US', destinationCountry: 'KR', currency: 'USD', customerType: 'B2B', items: [tshirt(180)] } },
    expected: { duty: 23.4, vat: 20.34, collector: 'declarant-at-border', buyer: 'business' } },
  // ── Japan: JPY 10,000 for any importer, but never for designated goods ──
  { id: 'JP-consumer-exempt', class: 'buyer-type', countries: ['JP', 'DE'], asOf: TODAY, source: 'Customs Tariff Act art. 14(18); Japan Customs Customs Answer 1006 (JPY 10,000)',
    working: 'JPY 8,000 headphones (not designated): duty and consumption tax exempt: 0',
    input: { request: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [headphones(8000)] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'consumer', rule: 'JP-10000-VAT' } },
  { id: 'JP-knitted-tshirt-designated', class: 'buyer-type', countries: ['JP', 'DE'], asOf: TODAY, source: 'Order for Enforcement of the Customs Tariff Act art. 16-3 (items 8 and 10: headings 61.01-61.10, 61.12-61.14; item 11: 6115.10 sub-item 1, 6115.21-6115.29) (6109 designated); Customs Tariff Schedules of Japan 6109.10 WTO rate 10.9 %; Consumption Tax Act 10 % (7.8 % + local 2.2 %)',
    working: 'JPY 6,000 knitted cotton T-shirt (heading 61.09, designated): no relief; duty 10.9 % x 6,000 = 654; consumption tax 10 % x 6,654 = 665.4 -> 665',
    input: { request: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [tshirt(6000)] } },
    expected: { duty: 654, vat: 665, collector: 'declarant-at-border', buyer: 'consumer', notUses: ['JP-10000', 'JP-10000-VAT'] } },
  { id: 'JP-socks-not-designated', class: 'buyer-type', countries: ['JP', 'DE'], asOf: TODAY, source: 'Order for Enforcement of the Customs Tariff Act art. 16-3 (items 8 and 10: headings 61.01-61.10, 61.12-61.14; item 11: 6115.10 sub-item 1, 6115.21-6115.29): socks (6115.95) are not listed; Customs Tariff Act art. 14(18) (JPY 10,000)',
    working: 'JPY 6,000 cotton socks (6115.95, not designated): duty and consumption tax exempt: 0',
    input: { request: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [item('611595', 6000, 'cotton socks')] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'consumer', rule: 'JP-10000-VAT', uses: ['JP-10000'] } },
  { id: 'JP-textile-sneakers-not-designated', class: 'buyer-type', countries: ['JP', 'DE'], asOf: TODAY, source: 'Japan Customs, Customs Answer 1006 (footwear designated: ski boots and leather shoes); Customs Tariff Act art. 14(18)',
    working: 'JPY 8,000 running shoes with textile uppers and rubber soles (6404.11, neither leather nor ski boots): duty and consumption tax exempt: 0',
    input: { request: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [sneakers(8000)] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'consumer', rule: 'JP-10000-VAT', uses: ['JP-10000'] } },
  { id: 'JP-registered-exempt', class: 'buyer-type', countries: ['JP', 'DE'], asOf: TODAY, source: 'Customs Tariff Act art. 14(18) (any importer, commercial or personal); Japan Customs Customs Answer 1006',
    working: 'JPY 8,000 headphones to a business: the small-value exemption is not limited to personal imports: 0',
    input: { request: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2B', buyer: 'business-registered', items: [headphones(8000)] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'business-registered' } },
  { id: 'JP-consumer-knitwear-designated', class: 'buyer-type', countries: ['JP', 'DE'], asOf: TODAY, source: 'Order for Enforcement of the Customs Tariff Act art. 16-3 (knitted garments designated); Customs Tariff of Japan 6109.10 10.9 %; Consumption Tax Act 10 %',
    working: 'JPY 8,000 knitted T-shirt: designated, no exemption; duty 10.9 % x 8000 = 872; consumption tax 10 % x 8872 = 887.2 -> 887',
    input: { request: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [tshirt(8000)] } },
    expected: { duty: 872, vat: 887, collector: 'declarant-at-border', buyer: 'consumer', rule: 'JP-BORDER' } },
  { id: 'JP-consumer-leather-bag-designated', class: 'buyer-type', countries: ['JP', 'IT'], asOf: TODAY, source: 'Order for Enforcement of the Customs Tariff Act art. 16-3 (leather bags designated); Customs Tariff of Japan ch. 42 8 % (representative); Consumption Tax Act 10 %',
    working: 'JPY 9,000 leather handbag: designated, no exemption; duty 8 % x 9000 = 720; consumption tax 10 % x 9720 = 972',
    input: { request: { originCountry: 'IT', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [handbag(9000)] } },
    expected: { duty: 720, vat: 972, collector: 'declarant-at-border', buyer: 'consumer' } },
  // ── China: the CNY 50 waiver is for personal postal articles ──
  { id: 'CN-consumer-50-waived', class: 'buyer-type', countries: ['CN', 'DE'], asOf: TODAY, source: 'GACC Announcement No. 43 [2010] (personal postal articles: tax of CNY 50 or less waived); PRC tariff 8518.30 10 %; VAT 13 % (Announcement No. 39 [2019])',
    working: 'CNY 200 headphones to a private person: duty 10 % x 200 = 20.00, VAT 13 % x 220 = 28.60, total 48.60 <= 50: waived',
    input: { request: { originCountry: 'DE', destinationCountry: 'CN', currency: 'CNY', customerType: 'B2C', items: [headphones(200)] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'consumer', rule: 'CN-50' } },
  { id: 'CN-registered-charged', class: 'buyer-type', countries: ['CN', 'DE'], asOf: TODAY, source: 'GACC Announcement No. 43 [2010] (commercial mail clears as goods); PRC tariff 8518.30 10 %; VAT 13 %; Customs Law art. 54',
    working: 'CNY 200 headphones to a business: no personal-article waiver; duty 20.00; VAT 13 % x 220 = 28.60 at the border',
    input: { request: { originCountry: 'DE', destinationCountry: 'CN', currency: 'CNY', customerType: 'B2B', buyer: 'business-registered', items: [headphones(200)] } },
    expected: { duty: 20, vat: 28.6, collector: 'declarant-at-border', buyer: 'business-registered' } },
  // ── Canada: thresholds do not depend on the buyer; GST at the border ──
  { id: 'CA-consumer-border', class: 'buyer-type', countries: ['CA', 'CN'], asOf: TODAY, source: 'CBSA Customs Tariff MFN 8518.30 free; Excise Tax Act s.165, s.212 GST 5 %; Customs Act s.17',
    working: 'CAD 100 headphones to a consumer: above CAD 20; duty free; GST 5 % x 100 = 5.00 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'CA', currency: 'CAD', customerType: 'B2C', items: [headphones(100)] } },
    expected: { duty: 0, vat: 5, collector: 'declarant-at-border', buyer: 'consumer', rule: 'CA-BORDER' } },
  { id: 'CA-registered-border', class: 'buyer-type', countries: ['CA', 'CN'], asOf: TODAY, source: 'Excise Tax Act s.212 GST 5 % (paid at import, claimed back as an input tax credit); Customs Act s.17',
    working: 'CAD 100 headphones to a GST registrant: the same GST 5 % x 100 = 5.00 at the border',
    input: { request: { originCountry: 'CN', destinationCountry: 'CA', currency: 'CAD', customerType: 'B2B', buyer: 'business-registered', items: [headphones(100)] } },
    expected: { duty: 0, vat: 5, collector: 'declarant-at-border', buyer: 'business-registered' } },
  // ── Switzerland: the CHF 5 rule applies to any importer ──
  { id: 'CH-consumer-border', class: 'buyer-type', countries: ['CH', 'DE'], asOf: TODAY, source: 'MWSTG art. 25 8.1 % (ESTV), art. 51; industrial tariffs abolished 2024-01-01',
    working: 'CHF 100 headphones to a consumer: no duty; VAT 8.1 % x 100 = 8.10 at the border',
    input: { request: { originCountry: 'DE', destinationCountry: 'CH', currency: 'CHF', customerType: 'B2C', items: [headphones(100)] } },
    expected: { duty: 0, vat: 8.1, collector: 'declarant-at-border', buyer: 'consumer', rule: 'CH-BORDER' } },
  { id: 'CH-registered-5-franc-rule', class: 'buyer-type', countries: ['CH', 'DE'], asOf: TODAY, source: 'SR 641.204 (import tax of CHF 5 or less not collected); MWSTG art. 25 8.1 %',
    working: 'CHF 50 headphones to a business: VAT 8.1 % x 50 = 4.05 <= CHF 5: not collected',
    input: { request: { originCountry: 'DE', destinationCountry: 'CH', currency: 'CHF', customerType: 'B2B', buyer: 'business-registered', items: [headphones(50)] } },
    expected: { duty: 0, vat: 0, collector: 'relieved', buyer: 'business-registered', rule: 'CH-VAT-5' } },
  // ── United States: no de minimis since 2025-08-29, for any importer; no federal VAT ──
  { id: 'US-consumer-duty', class: 'buyer-type', countries: ['US', 'CN'], asOf: TODAY, source: 'Executive Order 14324 (de minimis suspended from 2025-08-29); HTSUS 8518.30.20 4.9 %; IEEPA duties ended from 2026-02-24 (Learning Resources v. Trump, 20 Feb 2026; CBP CSMS #67834313); Section 122 surcharge only to 2026-07-24 (CBP CSMS #67844987); 19 U.S.C. 1484',
    working: 'USD 100 headphones to a consumer on 2026-11-27: no IEEPA duty, Section 122 ended, Section 301 for 8518.30 not determined (not included): duty 4.9 % x 100 = 4.90; no VAT',
    input: { request: { originCountry: 'CN', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [headphones(100)] } },
    expected: { duty: 4.9, vat: 0, collector: 'none', buyer: 'consumer', rule: 'US-BORDER' } },
  { id: 'US-registered-duty', class: 'buyer-type', countries: ['US', 'CN'], asOf: TODAY, source: 'Executive Order 14324; HTSUS 8518.30.20 4.9 %; IEEPA duties ended from 2026-02-24 (CBP CSMS #67834313); 19 U.S.C. 1484 (importer of record)',
    working: 'USD 100 headphones to a business: the same duty 4.9 % x 100 = 4.90; no VAT',
    input: { request: { originCountry: 'CN', destinationCountry: 'US', currency: 'USD', customerType: 'B2B', buyer: 'business-registered', items: [headphones(100)] } },
    expected: { duty: 4.9, vat: 0, collector: 'none', buyer: 'business-registered' } },
]);

describe('worked cases: buyer type and who collects (issue 26 item 1)', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const request = TaxCalculationSchema.parse({ amount: 0, ...c.input.request, asOf: c.asOf });
    const r = calculateTax(request, { on: c.asOf, vatNumber: c.input.vatNumber });
    expect({ duty: r.customsDuty, vat: r.vatGst }).toEqual({ duty: c.expected.duty, vat: c.expected.vat });
    expect(r.buyerRule).toMatchObject({ buyer: c.expected.buyer, collector: c.expected.collector });
    if (c.expected.rule) expect(r.buyerRule?.rule.id).toBe(c.expected.rule);
    const used = (r.rulesApplied ?? []).map((rule) => rule.id);
    for (const id of c.expected.uses ?? []) expect(used).toContain(id);
    for (const id of c.expected.notUses ?? []) expect(used).not.toContain(id);
    expect(r.buyerRule?.rule.source.length).toBeGreaterThan(10);
    expect(r.asOf).toBe(c.asOf);
  });

  it('covers every jurisdiction served at least twice', () => {
    const destinations = cases.map((c) => c.countries[0]);
    for (const code of ['US', 'GB', 'DE', 'FR', 'JP', 'CA', 'AU', 'NL', 'SE', 'CH', 'BE', 'IT', 'ES', 'CN', 'KR'])
      expect(destinations.filter((d) => d === code).length).toBeGreaterThanOrEqual(2);
  });
});
