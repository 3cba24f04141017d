import type { FxReferenceRatesUpload } from '@waypost/contracts';
import { MINOR_DIGITS } from '../data/builder';
import { fxSnapshot, rateToMicro } from '../data/fx-rates';
import type { CurrencyCode, FxReferenceRates, FxTable } from '../data/types';

// ── The FX table as the API serves it: the shipped snapshots plus those `waypost fx update` stored (pure) ──

/** The currencies the platform converts, besides the euro: every stored snapshot must have a rate for each. */
export const FX_CURRENCIES = (Object.keys(MINOR_DIGITS) as CurrencyCode[]).filter((c): c is Exclude<CurrencyCode, 'EUR'> => c !== 'EUR').sort();

export interface StoredFxRate {
  date: string;
  currency: string;
  rate: string;
  source: string;
}

export class FxUploadError extends Error {
  constructor(readonly issues: { field: string; message: string }[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
  }
}

/** The rows to store for an upload: our currencies only; a snapshot without one of them, or a zero rate, is refused. */
export function rowsFromUpload(upload: FxReferenceRatesUpload): StoredFxRate[] {
  const issues: { field: string; message: string }[] = [];
  const rows: StoredFxRate[] = [];
  const seen = new Set<string>();
  upload.snapshots.forEach((snapshot, n) => {
    if (seen.has(snapshot.date)) issues.push({ field: `snapshots.${n}.date`, message: `${snapshot.date} appears twice` });
    seen.add(snapshot.date);
    const missing = FX_CURRENCIES.filter((c) => snapshot.rates[c] === undefined);
    if (missing.length) issues.push({ field: `snapshots.${n}.rates`, message: `must include ${missing.join(', ')}` });
    for (const c of FX_CURRENCIES) {
      const rate = snapshot.rates[c];
      if (rate === undefined) continue;
      if (rateToMicro(rate) <= 0) issues.push({ field: `snapshots.${n}.rates.${c}`, message: 'must be greater than 0' });
      else rows.push({ date: snapshot.date, currency: c, rate, source: upload.source });
    }
  });
  if (issues.length) throw new FxUploadError(issues);
  return rows;
}

/** The shipped table with the stored snapshots laid over it (a stored date replaces the shipped one), by date. */
export function fxTableWith(shipped: FxTable, stored: readonly StoredFxRate[]): FxTable {
  const byDate = new Map<string, StoredFxRate[]>();
  for (const row of stored) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  const snapshots = new Map<string, FxReferenceRates>(shipped.snapshots.map((s) => [s.date, s]));
  for (const [date, rows] of byDate) {
    const rates = Object.fromEntries(rows.map((r) => [r.currency, r.rate])) as Partial<Record<Exclude<CurrencyCode, 'EUR'>, string>>;
    if (FX_CURRENCIES.some((c) => rates[c] === undefined)) continue; // incomplete: never half a snapshot
    const sources = [...new Set(rows.map((r) => r.source))].join('; ');
    snapshots.set(date, fxSnapshot(date, sources, rates));
  }
  return { ...shipped, snapshots: [...snapshots.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
}
