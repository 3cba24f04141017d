import {
  formatAmount,
  formatChange,
  formatCo2,
  formatCount,
  formatDate,
  formatDays,
  formatKg,
  formatMinutes,
  formatMoney,
  formatMs,
  formatNumber,
  formatPercent,
  formatRatio,
  humanizeId,
  setFormatLocale,
} from './format';

// Issue 22 item 34: figures read as a person writes them, in the visitor's locale; money stays en-US (spec 9).
afterEach(() => setFormatLocale(undefined));

describe('in en-US', () => {
  beforeEach(() => setFormatLocale('en-US'));

  it('rounds rates and measures to what a person reads', () => {
    expect(formatPercent(14.291666)).toBe('14.29%');
    expect(formatPercent(19)).toBe('19%');
    expect(formatRatio(0.142917)).toBe('14.3%');
    expect(formatRatio(1)).toBe('100%');
    expect(formatCo2(81.465)).toBe('81.5 kg CO₂');
    expect(formatKg(2.25)).toBe('2.3 kg');
    expect(formatMs(12.3456)).toBe('12 ms');
    expect(formatMs(3.14159)).toBe('3.1 ms');
    expect(formatNumber(1234567.891)).toBe('1,234,567.9');
    expect(formatCount(1234.4)).toBe('1,234');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(14)).toBe('14 days');
  });

  it('says minutes and hours, and signs a change', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(0.4)).toBe('< 1 min');
    expect(formatMinutes(12.34)).toBe('12 min');
    expect(formatMinutes(135)).toBe('2 h 15 min');
    expect(formatChange(24.5)).toBe('+24.5%');
    expect(formatChange(-3)).toBe('−3%');
    expect(formatChange(0)).toBe('0%');
  });

  it('keeps money in en-US currency format and never prints NaN', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatAmount(99, 'EUR')).toBe('€99.00');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatDays(Number.NaN)).toBe('—');
  });

  it('turns identifiers into words', () => {
    expect(humanizeId('carrier_outage')).toBe('Carrier outage');
    expect(humanizeId('royal-mail')).toBe('Royal mail');
  });
});

it('formats numbers and dates in the visitor locale, money still in en-US', () => {
  setFormatLocale('de-DE');
  expect(formatNumber(1234.56)).toBe('1.234,6');
  expect(formatPercent(14.291666)).toBe('14,29%');
  expect(formatCo2(81.465)).toBe('81,5 kg CO₂');
  expect(formatDate('2026-11-25T10:00:00Z')).toBe('25.11.2026');
  expect(formatDate('2026-11-25')).toBe('25.11.2026');
  expect(formatMoney(1234.5)).toBe('$1,234.50');
});
