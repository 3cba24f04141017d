import { FX_REFERENCE_RATES } from './catalogue';
import { FX_CURRENCIES, FxUploadError, fxTableWith, rowsFromUpload } from './fx-table';
import { fxSnapshotOn } from './money';

// ── The stored ECB snapshots laid over the shipped table (issue 26 item 6) ──

const rates = { USD: '1.1601', JPY: '179.45', GBP: '0.87935', SEK: '10.9605', CHF: '0.9318', AUD: '1.7702', CAD: '1.6231', CNY: '8.2550', KRW: '1671.20' };
const source = 'ECB euro foreign exchange reference rates, eurofxref-hist-90d.xml';

describe('stored FX snapshots', () => {
  it('keeps the currencies the platform converts, exactly as published', () => {
    const rows = rowsFromUpload({ source, snapshots: [{ date: '2026-11-26', rates: { ...rates, NOK: '11.7325', IDR: '19500.12' } }] });
    expect(rows.map((r) => r.currency)).toEqual(FX_CURRENCIES);
    expect(rows.find((r) => r.currency === 'KRW')).toEqual({ date: '2026-11-26', currency: 'KRW', rate: '1671.20', source });
  });

  it('refuses a snapshot without one of them, a zero rate and a date given twice, naming the field', () => {
    const noUsd = Object.fromEntries(Object.entries(rates).filter(([code]) => code !== 'USD'));
    const attempt = () =>
      rowsFromUpload({
        source,
        snapshots: [
          { date: '2026-11-26', rates: noUsd },
          { date: '2026-11-26', rates: { ...rates, GBP: '0.00' } },
        ],
      });
    expect(attempt).toThrow(FxUploadError);
    try {
      attempt();
    } catch (e) {
      expect((e as FxUploadError).issues).toEqual([
        { field: 'snapshots.0.rates', message: 'must include USD' },
        { field: 'snapshots.1.date', message: '2026-11-26 appears twice' },
        { field: 'snapshots.1.rates.GBP', message: 'must be greater than 0' },
      ]);
    }
  });

  it('a stored date joins the shipped table in date order and replaces a shipped snapshot of the same date', () => {
    const stored = [
      ...rowsFromUpload({ source, snapshots: [{ date: '2026-11-26', rates }] }),
      // the latest shipped snapshot is the ECB's of 2026-04-13; a stored one of that date replaces it
      ...rowsFromUpload({ source: 'ECB, corrected', snapshots: [{ date: '2026-04-13', rates: { ...rates, USD: '1.1590' } }] }),
    ];
    const table = fxTableWith(FX_REFERENCE_RATES, stored);
    expect(table.snapshots.map((s) => s.date)).toEqual([...FX_REFERENCE_RATES.snapshots.map((s) => s.date), '2026-11-26']);
    expect(fxSnapshotOn(table, '2026-11-27')).toMatchObject({ date: '2026-11-26', source, perEurMicro: { EUR: 1_000_000, USD: 1_160_100, KRW: 1_671_200_000 } });
    expect(fxSnapshotOn(table, '2026-04-20')).toMatchObject({ date: '2026-04-13', source: 'ECB, corrected', perEurMicro: { USD: 1_159_000 } });
  });

  it('never serves half a snapshot: a stored date missing a currency is left out', () => {
    const partial = rowsFromUpload({ source, snapshots: [{ date: '2026-11-26', rates }] }).filter((r) => r.currency !== 'JPY');
    expect(fxTableWith(FX_REFERENCE_RATES, partial).snapshots.map((s) => s.date)).not.toContain('2026-11-26');
  });
});
