import type { CurrencyCode, FxReferenceRates, FxTable } from './types';

// ── Euro reference exchange rates: 1 EUR = x units, one snapshot per TARGET business date ──
// The one FX table of the platform (quoting and compliance). Each snapshot names its source. `waypost fx update`
// adds the ECB's latest published snapshots at run time (POST /api/fx/reference-rates); these are the ones shipped.

/** Decimal text to integer millionths, exactly (no float parsing). */
export const rateToMicro = (value: string): number => {
  const [int = '0', frac = ''] = value.split('.');
  return Number(int) * 1_000_000 + Number(frac.padEnd(6, '0').slice(0, 6));
};

export const fxSnapshot = (date: string, source: string, rates: Partial<Record<Exclude<CurrencyCode, 'EUR'>, string>>): FxReferenceRates => {
  const perEurMicro = { EUR: 1_000_000 } as Record<CurrencyCode, number>;
  for (const [code, value] of Object.entries(rates)) perEurMicro[code as CurrencyCode] = rateToMicro(value);
  return { date, source, perEurMicro };
};

export const ECB_DAILY_SOURCE = (date: string) =>
  `ECB euro foreign exchange reference rates of ${date} (ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml)`;

// The 2025-Q4 and 2026 rows are sandbox figures in the ECB format, kept from the first catalogue: the ECB's published 2025 and
// 2026 figures could not be sourced offline. `waypost fx update` replaces them with published ones.
const ROUNDED_2025_Q4 = 'Waypost rounded indicative figures for 2025-Q4 in the ECB reference-rate format: not an ECB publication';
const SANDBOX = 'Waypost sandbox snapshot in the ECB reference-rate format: not an ECB publication (refresh with `waypost fx update`)';

export const FX_REFERENCE_RATES: FxTable = {
  source: 'ECB euro foreign exchange reference rates (ecb.europa.eu, eurofxref); sandbox rows say so',
  base: 'EUR',
  snapshots: [
    // Published by the ECB on 28 June 2024 (eurofxref-daily.xml of that date; read from a verbatim public copy of that
    // file, github.com/dialogplay/tool-directory, integrations/ecb_exchange_rate/README.md).
    fxSnapshot('2024-06-28', ECB_DAILY_SOURCE('2024-06-28'), {
      USD: '1.0705', JPY: '171.94', GBP: '0.84638', SEK: '11.3595', CHF: '0.9634', AUD: '1.6079', CAD: '1.4670', CNY: '7.7748', KRW: '1474.86',
    }),
    // The rounded 2025-Q4 figures compliance converted with before this table was the only one (kept, dated at the quarter).
    fxSnapshot('2025-10-01', ROUNDED_2025_Q4, { USD: '1.16', GBP: '0.88', CNY: '8.25', CHF: '0.93', JPY: '178', AUD: '1.77', CAD: '1.62', KRW: '1650', SEK: '10.95' }),
    fxSnapshot('2026-01-02', SANDBOX, { USD: '1.0412', GBP: '0.8362', CNY: '7.5981', JPY: '163.42', CAD: '1.4937', AUD: '1.6745', CHF: '0.9398', SEK: '11.4925', KRW: '1531.12' }),
    fxSnapshot('2026-04-01', SANDBOX, { USD: '1.0826', GBP: '0.8401', CNY: '7.8530', JPY: '161.87', CAD: '1.5342', AUD: '1.7120', CHF: '0.9521', SEK: '11.0155', KRW: '1562.40' }),
    fxSnapshot('2026-07-01', SANDBOX, { USD: '1.1694', GBP: '0.8573', CNY: '8.3862', JPY: '169.05', CAD: '1.5981', AUD: '1.7896', CHF: '0.9340', SEK: '11.1470', KRW: '1583.65' }),
    fxSnapshot('2026-10-01', SANDBOX, { USD: '1.1725', GBP: '0.8712', CNY: '8.3510', JPY: '173.20', CAD: '1.6305', AUD: '1.7780', CHF: '0.9355', SEK: '11.0480', KRW: '1641.30' }),
    fxSnapshot('2026-11-02', SANDBOX, { USD: '1.1538', GBP: '0.8774', CNY: '8.2215', JPY: '177.48', CAD: '1.6160', AUD: '1.7662', CHF: '0.9298', SEK: '10.9845', KRW: '1652.05' }),
    fxSnapshot('2026-11-20', SANDBOX, { USD: '1.1592', GBP: '0.8801', CNY: '8.2494', JPY: '179.10', CAD: '1.6218', AUD: '1.7710', CHF: '0.9312', SEK: '10.9520', KRW: '1668.90' }),
  ],
};
