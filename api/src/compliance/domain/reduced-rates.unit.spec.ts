import { COMPLIANCE_COUNTRIES, TaxCalculationSchema } from '@waypost/contracts';
import { calculateTax } from './tax-calculation';
import { goodsVatRate, REDUCED_RATE_COVERAGE, REDUCED_RATES, reducedRateRowsFor, vatRateOn } from './vat-rates';

// The reduced-rate tables are data: every row sourced and dated, unambiguous, and the answer always says why.
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const overlaps = (a: { effectiveFrom: string; effectiveUntil?: string }, b: { effectiveFrom: string; effectiveUntil?: string }) =>
  a.effectiveFrom < (b.effectiveUntil ?? '9999-12-31') && b.effectiveFrom < (a.effectiveUntil ?? '9999-12-31');

describe('reduced-rate tables', () => {
  it('every row names its source, a valid date range inside its country coverage, HS prefixes and a rate that fits its kind', () => {
    for (const row of REDUCED_RATES) {
      const where = `${row.country} ${row.productClass} from ${row.effectiveFrom}`;
      expect({ where, sourced: row.source.length > 10 }).toEqual({ where, sourced: true });
      expect(row.effectiveFrom).toMatch(ISO);
      if (row.effectiveUntil) expect({ where, ordered: row.effectiveUntil > row.effectiveFrom }).toEqual({ where, ordered: true });
      expect({ where, covered: row.effectiveFrom >= (REDUCED_RATE_COVERAGE[row.country] ?? '9999') }).toEqual({ where, covered: true });
      expect(row.hs.length).toBeGreaterThan(0);
      for (const p of row.hs) expect(p).toMatch(/^\d{2}(\d{2}){0,2}$/);
      if (row.kind === 'standard') expect(row.percent).toBeUndefined();
      if (row.kind === 'zero' || row.kind === 'exempt') expect(row.percent).toBe(0);
      if (row.kind === 'reduced' || row.kind === 'super-reduced') expect(row.percent).toBeGreaterThan(0);
    }
  });

  it('no two non-standard rows of a country give the same HS prefix two rates at once', () => {
    const clashes: string[] = [];
    for (const a of REDUCED_RATES)
      for (const b of REDUCED_RATES)
        if (a !== b && a.country === b.country && a.kind !== 'standard' && b.kind !== 'standard' && overlaps(a, b) && a.hs.some((p) => b.hs.includes(p)) && a.percent !== b.percent)
          clashes.push(`${a.country} ${a.productClass} / ${b.productClass}`);
    expect(clashes).toEqual([]);
  });

  it('a reduced rate is below the standard rate of its date', () => {
    for (const row of REDUCED_RATES.filter((r) => r.percent !== undefined)) expect(row.percent!).toBeLessThan(vatRateOn(row.country, row.effectiveFrom).standardRate);
  });

  it('the narrower row wins: chocolate in France is standard although food is 5.5 %', () => {
    expect(reducedRateRowsFor('FR', '2026-11-22', '180632').map((r) => r.productClass)).toEqual(['chocolate and cocoa products', 'foodstuffs']);
    expect(goodsVatRate('FR', '2026-11-22', '180632')).toMatchObject({ percent: 20, kind: 'standard' });
    expect(goodsVatRate('FR', '2026-11-22', '180632').reason).toMatch(/^standard rate: chocolate and cocoa products \(HS 1806\) in FR; .*"chocolat"/);
  });
});

describe('goodsVatRate never applies the standard rate silently', () => {
  it.each(COMPLIANCE_COUNTRIES.map(({ code }) => code))('%s: an unknown product says standard rate and names the HS heading', (country) => {
    const r = goodsVatRate(country, '2026-11-22', '392690');
    expect(r.kind).toBe('standard');
    expect(r.percent).toBe(vatRateOn(country, '2026-11-22').standardRate);
    expect(r.reason).toMatch(country === 'US' ? /^no federal VAT\/GST .*HS 3926/ : new RegExp(`^standard rate: no reduced rate for HS 3926 in ${country}$`));
  });

  it("points the shipper to a nearby reduced class: UK T-shirt vs zero-rated children's clothing", () => {
    const r = goodsVatRate('GB', '2026-11-22', '610910');
    expect(r).toMatchObject({ percent: 20, kind: 'standard' });
    expect(r.reason).toMatch(
      /^standard rate: no reduced rate for HS 6109 in GB; check whether the goods fall under a nearby class: babies' and young children's clothing \(HS 6111, 6209\) is 0 % \(zero rate\) in GB$/,
    );
  });

  it('a gold ring is jewellery at the standard rate, with investment gold named as the class to check', () => {
    const r = goodsVatRate('DE', '2026-11-22', '711319');
    expect(r).toMatchObject({ percent: 19, kind: 'standard' });
    expect(r.reason).toContain('investment gold (HS 710812, 710813, 711890) is exempt in DE');
  });

  it('before a country table starts, the answer says so instead of guessing', () => {
    const r = goodsVatRate('ES', '2024-06-01', '490199');
    expect(r).toMatchObject({ percent: 21, kind: 'standard' });
    expect(r.reason).toBe('standard rate: the reduced-rate table for ES starts on 2025-01-01; check whether HS 4901 had a reduced rate on 2024-06-01');
  });

  it('dates decide: Sweden food 12 % until 2026-03-31, 6 % until 2027-12-31, 12 % again from 2028', () => {
    expect([
      goodsVatRate('SE', '2026-03-31', '090121').percent,
      goodsVatRate('SE', '2026-04-01', '090121').percent,
      goodsVatRate('SE', '2027-12-31', '090121').percent,
      goodsVatRate('SE', '2028-01-01', '090121').percent,
    ]).toEqual([12, 6, 6, 12]);
    expect(goodsVatRate('SE', '2026-04-01', '090121')).toMatchObject({ effectiveFrom: '2026-04-01', effectiveUntil: '2028-01-01' });
  });

  it('the Canadian GST/HST holiday zero-rates books only from 2024-12-14 to 2025-02-15', () => {
    expect(['2024-12-13', '2024-12-14', '2025-02-15', '2025-02-16'].map((on) => goodsVatRate('CA', on, '490199').percent)).toEqual([5, 0, 0, 5]);
  });

  it('POST /api/tax/calculate shows the rate kind and reason on the import VAT line only', () => {
    const r = calculateTax(
      TaxCalculationSchema.parse({
        amount: 10,
        currency: 'EUR',
        originCountry: 'US',
        destinationCountry: 'DE',
        customerType: 'B2C',
        shipmentValue: 200,
        itemCategory: 'Books & Media',
        description: 'novel',
      }),
      { on: '2026-11-22' },
    );
    const vat = r.taxBreakdown.find((l) => l.rateKind);
    expect(vat).toMatchObject({ rate: 7, amount: 14, rateKind: 'reduced' });
    expect(vat!.rateReason).toMatch(/^reduced rate 7 % for printed books, newspapers and periodicals \(HS 4901\) in DE/);
    expect(r.taxBreakdown.filter((l) => l.rateKind)).toHaveLength(1);
  });
});
