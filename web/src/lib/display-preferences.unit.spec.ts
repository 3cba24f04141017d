import type { FxTableSummary } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { convert, displayCurrencies, parseDisplayPreferences, resetDisplayPreferencesForTests, setDisplayPreferences } from './display-preferences';
import { formatAmount, formatCm, formatDate, formatKg, formatMoney, formatNumber, setFormatLocale } from './format';

// Issue 29 part 3: figures in the visitor's language and locale, amounts in a display currency beside the amount as
// charged (at the dated reference rates), weights and sizes in metric or imperial units.

const TABLE: FxTableSummary = {
  date: '2026-04-13',
  source: 'ECB euro foreign exchange reference rates of 2026-04-13',
  base: 'EUR',
  rates: { USD: 1.0705, JPY: 171.94, GBP: 0.84638 },
  ageDays: 0,
  snapshots: [],
};

afterEach(async () => {
  resetDisplayPreferencesForTests();
  setFormatLocale(undefined);
  await i18n.changeLanguage('en');
});

it('reads only well-formed stored choices', () => {
  expect(parseDisplayPreferences(null)).toEqual({ currency: null, units: 'metric' });
  expect(parseDisplayPreferences('{"currency":"EUR","units":"imperial"}')).toEqual({ currency: 'EUR', units: 'imperial' });
  expect(parseDisplayPreferences('{"currency":"eur; drop","units":"furlongs"}')).toEqual({ currency: null, units: 'metric' });
  expect(parseDisplayPreferences('{"__proto__":{"currency":"EUR"}}')).toEqual({ currency: null, units: 'metric' });
  expect(parseDisplayPreferences('not json')).toEqual({ currency: null, units: 'metric' });
});

it('converts through the euro, and not at all without a rate', () => {
  resetDisplayPreferencesForTests(TABLE);
  expect(convert(1.0705, 'USD', 'EUR')).toBeCloseTo(1, 10);
  expect(convert(100, 'GBP', 'JPY')).toBeCloseTo((100 / 0.84638) * 171.94, 8);
  expect(convert(100, 'USD', 'XYZ')).toBeNull();
  expect(convert(100, 'constructor', 'EUR')).toBeNull();
  expect(displayCurrencies()).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
  resetDisplayPreferencesForTests(null);
  expect(convert(100, 'USD', 'EUR')).toBeNull();
});

it('shows an amount in the display currency with the amount as charged beside it', () => {
  resetDisplayPreferencesForTests(TABLE);
  expect(formatMoney(120)).toBe('$120.00');
  setDisplayPreferences({ currency: 'EUR', units: 'metric' });
  expect(formatMoney(120)).toBe('€112.10 ($120.00)'); // 120 / 1.0705 = 112.097…
  expect(formatAmount(50, 'EUR')).toBe('€50.00');
  expect(formatAmount(10, 'XYZ')).toMatch(/^XYZ\s10\.00$/); // no rate: as charged only
  setDisplayPreferences({ currency: 'JPY', units: 'metric' });
  expect(formatMoney(10)).toBe('¥1,606 ($10.00)'); // 10 / 1.0705 × 171.94 = 1606.2
});

it('shows weights and sizes in imperial units when chosen', () => {
  setFormatLocale('en-US');
  expect(formatKg(1)).toBe('1 kg');
  setDisplayPreferences({ currency: null, units: 'imperial' });
  expect(formatKg(1)).toBe('2.2 lb');
  expect(formatKg(0.45359237)).toBe('1 lb');
  expect(formatCm(30)).toBe('11.8 in');
  expect(formatCm(2.54)).toBe('1 in');
});

it("writes figures in the language's locale, the browser's variant of it when it has one", async () => {
  await i18n.changeLanguage('de');
  setFormatLocale('de-CH');
  expect(formatNumber(1234.56)).toMatch(/^1['’]234\.6$/);
  setFormatLocale('en-US'); // a German speaker with an English browser: German figures
  expect(formatNumber(1234.56)).toBe('1.234,6');
  expect(formatDate('2026-11-25')).toBe('25.11.2026');
  expect(formatMoney(1234.5)).toMatch(/^1\.234,50\s\$$/);
  await i18n.changeLanguage('ja');
  expect(formatDate('2026-11-25')).toBe('2026/11/25');
  expect(formatMoney(1234.5)).toBe('$1,234.50');
  await i18n.changeLanguage('ar');
  expect(formatNumber(12.5)).toMatch(/^(12[.,٫]5|١٢٫٥)$/);
});
