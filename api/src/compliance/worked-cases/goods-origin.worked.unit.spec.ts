import { TaxCalculationSchema, type Customs, type TaxCalculationRequest } from '@waypost/contracts';
import { checkedCases, type WorkedCase } from '../../../test-support/worked-cases';
import { calculateTax } from '../domain/tax-calculation';
import { dutyRateFor } from '../domain/duty-rates';
import { estimateShipmentDuties } from '../domain/shipment-duties';

// Worked cases, class 'goods-origin' (issue 26): a line's duty follows its goods' country of origin, not the country
// the parcel is shipped from. US additional duties (Section 301, Section 122, the IEEPA duties while they were in force)
// and the US de minimis suspension for products of China are charged by country of origin (19 CFR 134; the orders name
// "products of" a country), so Chinese-made goods shipped from a German warehouse pay the China rows. Every figure is
// computed by hand from the cited source, never by running the engine.
type Request = Omit<TaxCalculationRequest, 'amount'>;
type Expected = { duty: number; lines: number[] };

const TODAY = '2026-11-27';
const tshirt = (unitValue: number, originCountry: string) => ({ description: 'cotton t-shirt', hsCode: '610910', unitValue, quantity: 1, originCountry });

const HTSUS_TSHIRT = 'HTSUS 6109.10.00 (T-shirts, knitted, of cotton), column 1 General: 16.5%';
const LIST_4A = 'USTR Section 301 action, List 4A (84 FR 43304; 85 FR 3741), HTSUS 9903.88.15: 7.5% on products of China from 14 February 2020';
const IEEPA_ENDED = 'IEEPA duties ended for goods entered from 24 February 2026 (Learning Resources, Inc. v. Trump, No. 24-1287; CBP CSMS #67834313)';
const S122_ENDED = 'Section 122 surcharge (Proclamation of 20 February 2026) only to 24 July 2026 (19 U.S.C. 2132, 150 days)';

// prettier-ignore
const cases: readonly WorkedCase<Request, Expected>[] = checkedCases([
  { id: 'US-from-DE-goods-of-CN', class: 'goods-origin', countries: ['US', 'DE', 'CN'], asOf: TODAY,
    source: `${HTSUS_TSHIRT}; ${LIST_4A}; ${IEEPA_ENDED}; ${S122_ENDED}; Executive Order 14324 (no de minimis from 29 August 2025)`,
    working: 'shipped from DE, made in CN: 16.5% + 7.5% (Section 301, China origin) = 24%; USD 100.00 x 24% = USD 24.00',
    input: { originCountry: 'DE', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [tshirt(100, 'CN')] },
    expected: { duty: 24, lines: [24] } },
  { id: 'US-from-DE-mixed-origins', class: 'goods-origin', countries: ['US', 'DE', 'CN'], asOf: TODAY,
    source: `${HTSUS_TSHIRT}; ${LIST_4A} (China-origin line only); ${IEEPA_ENDED}; ${S122_ENDED}`,
    working: 'made in DE: USD 100.00 x 16.5% = 16.50; made in CN: USD 100.00 x (16.5% + 7.5%) = 24.00; parcel 40.50',
    input: { originCountry: 'DE', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [tshirt(100, 'DE'), tshirt(100, 'CN')] },
    expected: { duty: 40.5, lines: [16.5, 24] } },
  { id: 'US-from-CN-goods-of-DE', class: 'goods-origin', countries: ['US', 'CN', 'DE'], asOf: TODAY,
    source: `${HTSUS_TSHIRT}; Section 301 applies to products of China only (${LIST_4A}); ${IEEPA_ENDED}; ${S122_ENDED}`,
    working: 'shipped from CN, made in DE: no China row; USD 100.00 x 16.5% = USD 16.50',
    input: { originCountry: 'CN', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [tshirt(100, 'DE')] },
    expected: { duty: 16.5, lines: [16.5] } },
  { id: 'US-de-minimis-2025-refused-to-CN-goods', class: 'goods-origin', countries: ['US', 'DE', 'CN'], asOf: '2025-06-16',
    source: `Executive Order 14256 of 2 April 2025 (de minimis ended for products of the PRC and Hong Kong from 2 May 2025); 19 U.S.C. 1321 (USD 800 for other goods); ${HTSUS_TSHIRT}; Executive Order 14298 (China reciprocal 10% from 14 May 2025); Executive Order 14228 (China synthetic opioids 20% from 4 March 2025); ${LIST_4A}`,
    working: 'parcel USD 200 <= 800 on 2025-06-16: the DE-made T-shirt is duty-free (Section 321); the CN-made one is not: 16.5% + 10% + 20% + 7.5% = 54%; USD 100.00 x 54% = USD 54.00',
    input: { originCountry: 'DE', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [tshirt(100, 'DE'), tshirt(100, 'CN')] },
    expected: { duty: 54, lines: [0, 54] } },
  { id: 'US-from-DE-goods-of-VN-section-122', class: 'goods-origin', countries: ['US', 'DE', 'VN'], asOf: '2026-03-02',
    source: `${HTSUS_TSHIRT}; Proclamation of 20 February 2026 (Trade Act of 1974 s.122): 10% on goods of every origin, HTSUS 9903.03.01, 24 February to 24 July 2026 (CBP CSMS #67844987); ${IEEPA_ENDED}`,
    working: 'shipped from DE, made in VN, on 2026-03-02: 16.5% + 10% (Section 122) = 26.5%; USD 100.00 x 26.5% = USD 26.50',
    input: { originCountry: 'DE', destinationCountry: 'US', currency: 'USD', customerType: 'B2C', items: [tshirt(100, 'vn')] },
    expected: { duty: 26.5, lines: [26.5] } },
]);

describe("worked cases: a line's duty follows its goods' country of origin (issue 26)", () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = calculateTax(TaxCalculationSchema.parse({ amount: 0, ...c.input, asOf: c.asOf }), { on: c.asOf });
    expect({ duty: r.customsDuty, lines: r.lines?.map((l) => l.duty) }).toEqual(c.expected);
  });

  it('takes any ISO 3166-1 code (or one of the 15 by name) as an item origin, and refuses anything else naming the field', () => {
    const parse = (originCountry: unknown) =>
      TaxCalculationSchema.safeParse({ amount: 0, originCountry: 'DE', destinationCountry: 'US', items: [{ description: 'x', unitValue: 1, originCountry }] });
    expect(parse('vn').data?.items?.[0]?.originCountry).toBe('VN');
    expect(parse('Germany').data?.items?.[0]?.originCountry).toBe('DE');
    for (const bad of ['XX', '', 'Atlantis', 12, null]) {
      const r = parse(bad);
      expect({ bad, paths: r.error?.issues.map((i) => i.path.join('.')) }).toEqual({ bad, paths: ['items.0.originCountry'] });
    }
  });

  // Section 122 applied to goods of every origin (Canada and Mexico only outside USMCA), so an origin outside the
  // engine's own country list pays it too: HTSUS 6109.10.00 16.5% + 10% (HTSUS 9903.03.01, CBP CSMS #67844987) = 26.5%.
  it('US-goods-of-VN-section-122: a T-shirt made in Viet Nam on 2026-03-02 pays 16.5% + 10% = 26.5%', () => {
    const duty = dutyRateFor('610910', 'US', '2026-03-02', 'VN');
    expect(duty.rate).toBe(26.5);
    expect(duty.additional.map((a) => a.row.id)).toEqual(['US-122-10']);
    // a Mexican one: USMCA status unknown, not charged, and said
    const mexican = dutyRateFor('610910', 'US', '2026-03-02', 'MX');
    expect(mexican.rate).toBe(16.5);
    expect(mexican.notes.join(' ')).toMatch(/Mexican goods not entered duty-free under USMCA is not included/);
  });

  // The shipment's duties estimate reads each customs item's originCountry: EUR 100.00 x 24% = EUR 24.00 for the
  // CN-made T-shirt, EUR 100.00 x 16.5% = EUR 16.50 for the DE-made one (same sources as above), EUR 40.50 in all.
  it("US-shipment-estimate-by-item-origin: a DE -> US shipment's estimate charges each item by its origin", () => {
    const item = (originCountry: string) => ({
      description: 'Cotton T-shirt',
      quantity: 1,
      unitValue: { amountMinor: 10_000, currency: 'EUR' as const },
      hsCode: '610910',
      originCountry,
      weight: { value: 200, unit: 'g' as const },
    });
    const customs: Customs = { contentType: 'merchandise', incoterm: 'DDP', items: [item('DE'), item('CN')] };
    expect(estimateShipmentDuties({ from: 'DE', to: 'US', customs, on: TODAY })).toMatchObject({ currency: 'EUR', dutyMinor: 4_050, taxMinor: 0 });
  });
});
