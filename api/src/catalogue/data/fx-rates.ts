import type { CurrencyCode, FxReferenceRates, FxTable } from './types';

// ── Reference exchange rates, ECB style: 1 EUR = x units, one snapshot per business date ──
// Sandbox snapshots in the format of the ECB euro foreign exchange reference rates (published ~16:00 CET each
// TARGET business day). Not fetched live; the quote records which snapshot it used.

const snapshot = (date: string, rates: Record<Exclude<CurrencyCode, 'EUR'>, string>): FxReferenceRates => {
  const perEurMicro = { EUR: 1_000_000 } as Record<CurrencyCode, number>;
  for (const [code, value] of Object.entries(rates)) {
    const [int = '0', frac = ''] = value.split('.');
    perEurMicro[code as CurrencyCode] = Number(int) * 1_000_000 + Number(frac.padEnd(6, '0').slice(0, 6));
  }
  return { date, perEurMicro };
};

export const FX_REFERENCE_RATES: FxTable = {
  source: 'Waypost sandbox snapshots in the ECB euro foreign exchange reference-rate format (not live)',
  base: 'EUR',
  snapshots: [
    snapshot('2026-01-02', { USD: '1.0412', GBP: '0.8362', CNY: '7.5981', JPY: '163.42', CAD: '1.4937', AUD: '1.6745', CHF: '0.9398', SEK: '11.4925', KRW: '1531.12' }),
    snapshot('2026-04-01', { USD: '1.0826', GBP: '0.8401', CNY: '7.8530', JPY: '161.87', CAD: '1.5342', AUD: '1.7120', CHF: '0.9521', SEK: '11.0155', KRW: '1562.40' }),
    snapshot('2026-07-01', { USD: '1.1694', GBP: '0.8573', CNY: '8.3862', JPY: '169.05', CAD: '1.5981', AUD: '1.7896', CHF: '0.9340', SEK: '11.1470', KRW: '1583.65' }),
    snapshot('2026-10-01', { USD: '1.1725', GBP: '0.8712', CNY: '8.3510', JPY: '173.20', CAD: '1.6305', AUD: '1.7780', CHF: '0.9355', SEK: '11.0480', KRW: '1641.30' }),
    snapshot('2026-11-02', { USD: '1.1538', GBP: '0.8774', CNY: '8.2215', JPY: '177.48', CAD: '1.6160', AUD: '1.7662', CHF: '0.9298', SEK: '10.9845', KRW: '1652.05' }),
    snapshot('2026-11-20', { USD: '1.1592', GBP: '0.8801', CNY: '8.2494', JPY: '179.10', CAD: '1.6218', AUD: '1.7710', CHF: '0.9312', SEK: '10.9520', KRW: '1668.90' }),
  ],
};
