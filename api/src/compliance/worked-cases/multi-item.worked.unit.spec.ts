import { TaxCalculationSchema, type TaxCalculationRequest, type TaxCollector } from '@waypost/contracts';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';
import { calculateTax } from '../domain/tax-calculation';

// Worked cases, class 'multi-item' (issue 26 item 2): a parcel of several lines pays duty and VAT per line (each at its
// own HS code's rates), while the low-value thresholds compare the whole parcel's value and the EU flat duty counts the
// parcel's distinct tariff lines (6-digit HS). Every figure is computed by hand from the cited source, rounding each
// line's amount to the cent (yen: to the yen), never by running the engine.
type Line = { duty: number; vat: number };
// the goods only: the service fee (amount) is 0 in every case
type Request = Omit<TaxCalculationRequest, 'amount'>;
type Expected = { duty: number; vat: number; collector: TaxCollector; lines: Line[] };

const TODAY = '2026-11-27';
const item = (hsCode: string, unitValue: number, description: string, quantity = 1) => ({ description, hsCode, unitValue, quantity });
const tshirts = (v: number, q = 1) => item('610910', v, 'cotton t-shirt', q);
const headphones = (v: number, q = 1) => item('851830', v, 'wireless headphones', q);
const sneakers = (v: number) => item('640411', v, 'textile running sneakers');
const phone = (v: number) => item('851713', v, 'smartphone');

const EU_FLAT = 'Council Regulation (EU) 2026/382: EUR 3 per distinct tariff line (6-digit HS) in consumer distance sales of EUR 150 or less';
const EU_IOSS = 'Council Directive 2006/112/EC art. 369l-369x (IOSS up to EUR 150); art. 86 (VAT base includes duty)';

// prettier-ignore
const cases: readonly WorkedCase<Request, Expected>[] = checkedCases([
  { id: 'DE-three-tariff-lines', class: 'multi-item', countries: ['DE', 'CN'], asOf: TODAY, source: `${EU_FLAT}; ${EU_IOSS}; § 12 (1) UStG 19 %`,
    working: '5 T-shirts x 10 + sneakers 40 + 2 headphones x 15 = EUR 120 <= 150; 3 tariff lines x EUR 3 = 9.00; VAT 19 % x 53 = 10.07, 19 % x 43 = 8.17, 19 % x 33 = 6.27: 24.51 (seller, IOSS)',
    input: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2C', items: [tshirts(10, 5), sneakers(40), headphones(15, 2)] },
    expected: { duty: 9, vat: 24.51, collector: 'seller-at-sale', lines: [{ duty: 3, vat: 10.07 }, { duty: 3, vat: 8.17 }, { duty: 3, vat: 6.27 }] } },
  { id: 'DE-same-tariff-line-counted-once', class: 'multi-item', countries: ['DE', 'CN'], asOf: TODAY, source: `${EU_FLAT} (the count is of distinct tariff lines, not of items); § 12 (1) UStG 19 %`,
    working: 'T-shirt 6109.10 EUR 30 + T-shirt 6109.10.00 EUR 20 + headphones EUR 40 = 90: 2 distinct 6-digit lines x EUR 3 = 6.00 (the second T-shirt line adds none); VAT 19 % x 33 = 6.27, 19 % x 20 = 3.80, 19 % x 43 = 8.17: 18.24',
    input: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2C', items: [tshirts(30), item('61091000', 20, 'cotton t-shirt, printed'), headphones(40)] },
    expected: { duty: 6, vat: 18.24, collector: 'seller-at-sale', lines: [{ duty: 3, vat: 6.27 }, { duty: 0, vat: 3.8 }, { duty: 3, vat: 8.17 }] } },
  { id: 'FR-parcel-above-150', class: 'multi-item', countries: ['FR', 'CN'], asOf: TODAY, source: `${EU_FLAT} (the parcel's value decides); TARIC 6109.10 12 %, 8518.30 2 %; CGI art. 278 20 %`,
    working: 'T-shirt 80 + headphones 80 = EUR 160 > 150 though each line is under: no flat duty, no IOSS; duty 12 % x 80 = 9.60 and 2 % x 80 = 1.60 (11.20); VAT 20 % x 89.60 = 17.92 and 20 % x 81.60 = 16.32 (34.24) at the border',
    input: { originCountry: 'CN', destinationCountry: 'FR', currency: 'EUR', customerType: 'B2C', items: [tshirts(80), headphones(80)] },
    expected: { duty: 11.2, vat: 34.24, collector: 'declarant-at-border', lines: [{ duty: 9.6, vat: 17.92 }, { duty: 1.6, vat: 16.32 }] } },
  { id: 'DE-quantity-lifts-parcel-over-150', class: 'multi-item', countries: ['DE', 'CN'], asOf: '2026-06-30', source: 'Reg. (EC) 1186/2009 art. 23 (EUR 150 per consignment); TARIC 8518.30 2 %; § 12 (1) UStG 19 %',
    working: '3 headphones x EUR 60 = 180 > 150 on 2026-06-30: no relief; duty 2 % x 180 = 3.60; VAT 19 % x 183.60 = 34.884 -> 34.88 at the border',
    input: { originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2C', items: [headphones(60, 3)] },
    expected: { duty: 3.6, vat: 34.88, collector: 'declarant-at-border', lines: [{ duty: 3.6, vat: 34.88 }] } },
  { id: 'GB-parcel-above-135', class: 'multi-item', countries: ['GB', 'US'], asOf: TODAY, source: 'GOV.UK "Charging VAT on goods sold direct to customers in the UK" (value of the whole consignment); UK Global Tariff 6109.10 12 %, 8518.30 2 %; VAT Act 1994 20 %',
    working: 'T-shirt 60 + headphones 80 = GBP 140 > 135: duty 12 % x 60 = 7.20 and 2 % x 80 = 1.60 (8.80); import VAT 20 % x 67.20 = 13.44 and 20 % x 81.60 = 16.32 (29.76)',
    input: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2C', items: [tshirts(60), headphones(80)] },
    expected: { duty: 8.8, vat: 29.76, collector: 'declarant-at-border', lines: [{ duty: 7.2, vat: 13.44 }, { duty: 1.6, vat: 16.32 }] } },
  { id: 'GB-parcel-within-135', class: 'multi-item', countries: ['GB', 'US'], asOf: TODAY, source: 'GOV.UK "Charging VAT on goods sold direct to customers in the UK" (GBP 135 consignment, VAT at the point of sale); VAT Act 1994 20 %',
    working: 'T-shirt 60 + headphones 70 = GBP 130 <= 135: no duty; VAT 20 % x 60 = 12.00 and 20 % x 70 = 14.00 (26.00) charged by the seller',
    input: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2C', items: [tshirts(60), headphones(70)] },
    expected: { duty: 0, vat: 26, collector: 'seller-at-sale', lines: [{ duty: 0, vat: 12 }, { duty: 0, vat: 14 }] } },
  { id: 'GB-parcel-registered-reverse-charge', class: 'multi-item', countries: ['GB', 'US'], asOf: TODAY, source: 'GOV.UK "Charging VAT on goods sold direct to customers in the UK", section "Goods valued at GBP 135 or less sold to UK VAT registered businesses"',
    working: 'the same GBP 130 parcel to a VAT-registered business: no duty; VAT 12.00 + 14.00 accounted for by the buyer (reverse charge): 0 to pay',
    input: { originCountry: 'US', destinationCountry: 'GB', currency: 'GBP', customerType: 'B2B', buyer: 'business-registered', items: [tshirts(60), headphones(70)] },
    expected: { duty: 0, vat: 0, collector: 'buyer-reverse-charge', lines: [{ duty: 0, vat: 0 }, { duty: 0, vat: 0 }] } },
  { id: 'JP-designated-line-in-small-parcel', class: 'multi-item', countries: ['JP', 'DE'], asOf: TODAY, source: 'Customs Tariff Act art. 14(18); Order for Enforcement of the Customs Tariff Act art. 16-3 (knitted garments designated); Customs Tariff of Japan 6109.10 10.9 %; consumption tax 10 %',
    working: 'headphones 5,000 + knitted T-shirt 4,000 = JPY 9,000 <= 10,000: headphones exempt; T-shirt designated: duty 10.9 % x 4000 = 436, consumption tax 10 % x 4436 = 443.6 -> 444',
    input: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [headphones(5000), tshirts(4000)] },
    expected: { duty: 436, vat: 444, collector: 'declarant-at-border', lines: [{ duty: 0, vat: 0 }, { duty: 436, vat: 444 }] } },
  { id: 'JP-parcel-above-10000', class: 'multi-item', countries: ['JP', 'DE'], asOf: TODAY, source: 'Customs Tariff Act art. 14(18) (total taxable value of the consignment); Customs Tariff of Japan 8517.13 and 8518.30 free; consumption tax 10 %',
    working: 'smartphone 5,000 + headphones 6,000 = JPY 11,000 > 10,000: no exemption; duty free (ITA); consumption tax 10 % x 5000 = 500 and 10 % x 6000 = 600 (1,100)',
    input: { originCountry: 'DE', destinationCountry: 'JP', currency: 'JPY', customerType: 'B2C', items: [phone(5000), headphones(6000)] },
    expected: { duty: 0, vat: 1100, collector: 'declarant-at-border', lines: [{ duty: 0, vat: 500 }, { duty: 0, vat: 600 }] } },
  { id: 'CH-parcel-tax-under-5', class: 'multi-item', countries: ['CH', 'DE'], asOf: TODAY, source: 'SR 641.204 (import tax of CHF 5 or less per consignment not collected); MWSTG art. 25 8.1 %',
    working: 'T-shirt 30 + headphones 20 = CHF 50: VAT 8.1 % x 30 = 2.43 and 8.1 % x 20 = 1.62, parcel 4.05 <= 5: not collected',
    input: { originCountry: 'DE', destinationCountry: 'CH', currency: 'CHF', customerType: 'B2C', items: [tshirts(30), headphones(20)] },
    expected: { duty: 0, vat: 0, collector: 'relieved', lines: [{ duty: 0, vat: 0 }, { duty: 0, vat: 0 }] } },
  { id: 'CH-parcel-tax-over-5', class: 'multi-item', countries: ['CH', 'DE'], asOf: TODAY, source: 'SR 641.204; MWSTG art. 25 8.1 %',
    working: 'T-shirt 40 + headphones 30 = CHF 70: VAT 8.1 % x 40 = 3.24 and 8.1 % x 30 = 2.43, parcel 5.67 > 5: collected',
    input: { originCountry: 'DE', destinationCountry: 'CH', currency: 'CHF', customerType: 'B2C', items: [tshirts(40), headphones(30)] },
    expected: { duty: 0, vat: 5.67, collector: 'declarant-at-border', lines: [{ duty: 0, vat: 3.24 }, { duty: 0, vat: 2.43 }] } },
  { id: 'AU-parcel-above-1000', class: 'multi-item', countries: ['AU', 'CN'], asOf: TODAY, source: 'Customs Act 1901 s.68 (AUD 1,000 per consignment); Customs Tariff Act 1995 general rate 5 %; GST Act 1999 s.9-70 10 %',
    working: 'T-shirts 600 + headphones 500 = AUD 1,100 > 1,000: duty 5 % x 600 = 30.00 and 5 % x 500 = 25.00 (55.00); GST 10 % x 630 = 63.00 and 10 % x 525 = 52.50 (115.50) at the border',
    input: { originCountry: 'CN', destinationCountry: 'AU', currency: 'AUD', customerType: 'B2C', items: [tshirts(600), headphones(500)] },
    expected: { duty: 55, vat: 115.5, collector: 'declarant-at-border', lines: [{ duty: 30, vat: 63 }, { duty: 25, vat: 52.5 }] } },
  { id: 'US-per-line-duty', class: 'multi-item', countries: ['US', 'CN'], asOf: TODAY, source: 'Executive Order 14324 (no de minimis from 2025-08-29); HTSUS 6109.10.00 16.5 %, 8518.30 4.9 %; Section 301 List 4A (HTSUS 9903.88.15) 7.5 % on 6109.10; IEEPA duties ended from 2026-02-24 (CBP CSMS #67834313); Section 122 surcharge only to 2026-07-24',
    working: 'On 2026-11-27: T-shirt 100 at 16.5 % + 7.5 % = 24.00 + headphones 200 at 4.9 % = 9.80 (Section 301 for 8518.30 not determined, not included): duty 33.80; no federal VAT',
    input: { originCountry: 'CN', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [tshirts(100), headphones(200)] },
    expected: { duty: 33.8, vat: 0, collector: 'none', lines: [{ duty: 24, vat: 0 }, { duty: 9.8, vat: 0 }] } },
  { id: 'CN-parcel-tax-under-50', class: 'multi-item', countries: ['CN', 'DE'], asOf: TODAY, source: 'GACC Announcement No. 43 [2010] (tax of CNY 50 or less on a personal postal article waived); PRC tariff 8518.30 10 %, 6109.10 6 %; VAT 13 %',
    working: 'headphones 100: duty 10.00, VAT 13 % x 110 = 14.30; T-shirt 100: duty 6.00, VAT 13 % x 106 = 13.78; parcel tax 44.08 <= 50: waived',
    input: { originCountry: 'DE', destinationCountry: 'CN', currency: 'CNY', customerType: 'B2C', items: [headphones(100), tshirts(100)] },
    expected: { duty: 0, vat: 0, collector: 'relieved', lines: [{ duty: 0, vat: 0 }, { duty: 0, vat: 0 }] } },
  { id: 'KR-parcel-above-150', class: 'multi-item', countries: ['KR', 'DE'], asOf: TODAY, source: 'Customs Act art. 94(4) (USD 150 per personal consignment); Customs Tariff of Korea 6109.10 13 %, 8518.30 8 %; VAT Act art. 30 10 %',
    working: 'T-shirt 100 + headphones 60 = USD 160 > 150: duty 13 % x 100 = 13.00 and 8 % x 60 = 4.80 (17.80); VAT 10 % x 113 = 11.30 and 10 % x 64.80 = 6.48 (17.78)',
    input: { originCountry: 'DE', destinationCountry: 'KR', currency: 'USD', customerType: 'B2C', items: [tshirts(100), headphones(60)] },
    expected: { duty: 17.8, vat: 17.78, collector: 'declarant-at-border', lines: [{ duty: 13, vat: 11.3 }, { duty: 4.8, vat: 6.48 }] } },
  { id: 'CA-cusma-parcel', class: 'multi-item', countries: ['CA', 'US'], asOf: TODAY, source: 'CBSA Courier Low Value Shipment Program (CUSMA: duty-free up to CAD 150, tax-free up to CAD 40 per shipment); Excise Tax Act s.165 GST 5 %',
    working: 'T-shirt 100 + headphones 40 = CAD 140: duty-free (<= 150); above CAD 40 so GST 5 % x 100 = 5.00 and 5 % x 40 = 2.00 (7.00)',
    input: { originCountry: 'US', destinationCountry: 'CA', currency: 'CAD', customerType: 'B2C', items: [tshirts(100), headphones(40)] },
    expected: { duty: 0, vat: 7, collector: 'declarant-at-border', lines: [{ duty: 0, vat: 5 }, { duty: 0, vat: 2 }] } },
]);

describe('worked cases: several items per parcel (issue 26 item 2)', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = calculateTax(TaxCalculationSchema.parse({ amount: 0, ...c.input, asOf: c.asOf }), { on: c.asOf });
    expect({ duty: r.customsDuty, vat: r.vatGst }).toEqual({ duty: c.expected.duty, vat: c.expected.vat });
    expect(r.lines?.map((l) => ({ duty: l.duty, vat: l.vat }))).toEqual(c.expected.lines);
    expect(r.buyerRule?.collector).toBe(c.expected.collector);
    expect(r.lines?.every((l) => l.hsSource === 'shipper')).toBe(true);
  });

  it("the spec's single-value request is one line and gives the same figures as that line as an item", () => {
    const on = TODAY;
    const single = calculateTax(
      TaxCalculationSchema.parse({
        amount: 0,
        originCountry: 'CN',
        destinationCountry: 'DE',
        currency: 'EUR',
        customerType: 'B2C',
        shipmentValue: 100,
        itemCategory: 'Electronics',
        description: 'wireless headphones',
      }),
      { on },
    );
    const asItem = calculateTax(
      TaxCalculationSchema.parse({ amount: 0, originCountry: 'CN', destinationCountry: 'DE', currency: 'EUR', customerType: 'B2C', items: [headphones(100)] }),
      { on },
    );
    expect(single.lines).toHaveLength(1);
    expect(single.lines?.[0]).toMatchObject({ hsCode: '851830', hsSource: 'classifier', value: 100 });
    expect({ duty: single.customsDuty, vat: single.vatGst, lines: single.taxBreakdown.length }).toEqual({
      duty: asItem.customsDuty,
      vat: asItem.vatGst,
      lines: asItem.taxBreakdown.length,
    });
  });
});
