import fc from 'fast-check';
import { FX_STALE_AFTER_DAYS } from '@waypost/contracts';
import { FX_REFERENCE_RATES, type FxTable } from './catalogue';
import { applyRate, convert, exchangeRatesUsed, fxSnapshotOn, toMajor, toMinor } from './money';

describe('money in minor units', () => {
  it('parses typed amounts without float drift', () => {
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(10_001, 'JPY')).toBe(10_001);
  });
  it('rounds rate results half away from zero', () => {
    expect(applyRate(2950, 500)).toBe(148); // 29.50 x 5 % = 1.475 -> 1.48
    expect(applyRate(1, 5000)).toBe(1);
    expect(applyRate(1, 4999)).toBe(0);
  });
  it('applyRate is exact integer arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const r = applyRate(amount, bp);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r * 10_000 - amount * bp)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
  it('converts through EUR with the snapshot passed in', () => {
    const fx = fxSnapshotOn(FX_REFERENCE_RATES, '2024-06-28');
    expect(convert(10_000, 'EUR', 'EUR', fx)).toBe(10_000);
    // ECB 2024-06-28: 1 EUR = 1.0705 USD = 0.84638 GBP. EUR 150 = USD 160.575 -> 160.58 (half away from zero)
    expect(toMajor(convert(150_00, 'EUR', 'USD', fx), 'USD')).toBe(160.58);
    // GBP 135 = 135 / 0.84638 EUR = 159.5028... -> EUR 159.50
    expect(convert(135_00, 'GBP', 'EUR', fx)).toBe(159_50);
    expect(convert(-150_00, 'EUR', 'USD', fx)).toBe(-160_58);
  });
});

// ── The dated FX table (issue 26 item 6) ─────────────────────────────────────
describe('the ECB reference-rate table', () => {
  it('every snapshot says its date and source and has a rate for every currency', () => {
    for (const s of FX_REFERENCE_RATES.snapshots) {
      expect(s.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.source.trim()).not.toBe('');
      for (const code of ['EUR', 'USD', 'GBP', 'CNY', 'CHF', 'JPY', 'AUD', 'CAD', 'KRW', 'SEK'] as const) expect(s.perEurMicro[code]).toBeGreaterThan(0);
    }
  });
  it('picks the latest snapshot on or before the date, else the earliest', () => {
    const table: FxTable = { source: 't', base: 'EUR', snapshots: [0, 1].map((i) => ({ ...FX_REFERENCE_RATES.snapshots[0]!, date: i ? '2026-11-20' : '2026-11-02' })) };
    expect(fxSnapshotOn(table, '2026-11-19').date).toBe('2026-11-02');
    expect(fxSnapshotOn(table, '2026-11-20').date).toBe('2026-11-20');
    expect(fxSnapshotOn(table, '2026-01-01').date).toBe('2026-11-02');
    expect(() => fxSnapshotOn({ ...table, snapshots: [] }, '2026-01-01')).toThrow('empty');
  });
  it('says which snapshot an answer used and warns when it is more than a week older than the answer', () => {
    // the latest shipped snapshot: ECB reference rates of 2026-04-13, 1 EUR = USD 1.1684 (eurofxref.zip of that date)
    const fx = fxSnapshotOn(FX_REFERENCE_RATES, '2026-04-20');
    expect(fx.date).toBe('2026-04-13');
    const fresh = exchangeRatesUsed(fx, '2026-04-20');
    expect(fresh).toMatchObject({ date: '2026-04-13', base: 'EUR', ageDays: FX_STALE_AFTER_DAYS, source: fx.source });
    expect(fresh.source).toContain('ECB euro foreign exchange reference rates of 2026-04-13');
    expect(fresh.rates.USD).toBe(1.1684);
    expect(fresh.rates.EUR).toBeUndefined();
    expect(fresh.warning).toBeUndefined();
    const stale = exchangeRatesUsed(fx, '2026-04-21');
    expect(stale.ageDays).toBe(8);
    expect(stale.warning).toContain('2026-04-13, 8 days before 2026-04-21');
    expect(stale.warning).toContain('waypost fx update');
    expect(exchangeRatesUsed(fx, '2026-04-10').warning).toContain('No exchange rates on or before 2026-04-10');
  });
  it('past the last shipped snapshot an answer warns until `waypost fx update` stores newer ones', () => {
    // 2026-04-13 to 2026-11-27: 17 + 31 + 30 + 31 + 31 + 30 + 31 + 27 = 228 days
    const late = exchangeRatesUsed(fxSnapshotOn(FX_REFERENCE_RATES, '2026-11-27'), '2026-11-27');
    expect(late).toMatchObject({ date: '2026-04-13', ageDays: 228 });
    expect(late.warning).toContain('2026-04-13, 228 days before 2026-11-27');
  });
  it('ships only ECB publications, each naming its file', () => {
    for (const s of FX_REFERENCE_RATES.snapshots) expect(s.source).toMatch(/^ECB euro foreign exchange reference rates of \d{4}-\d{2}-\d{2} \(ecb\.europa\.eu\/stats\/eurofxref\//);
  });
});
