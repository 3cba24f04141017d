// ── How numbers, money and dates read on screen (one place, Intl everywhere) ──
// Money in en-US currency format (spec section 9); other numbers and dates in the visitor's locale, rounded to
// what a person reads: whole numbers for counts, at most one or two decimals for measures and rates. The words among
// them (days, minutes, hours) come from the catalogue (common:format), read when a figure is formatted; unit symbols
// (kg, cm, ms, CO₂) are the same in every language.

import { i18n } from '@/i18n/i18n';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `undefined` = the visitor's locale; tests pass a fixed one. */
let locale: string | undefined;
export function setFormatLocale(next: string | undefined): void {
  locale = next;
  numberFormats.clear();
}

function numberFormat(maxDecimals: number, minDecimals = 0): Intl.NumberFormat {
  const key = `${maxDecimals}/${minDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals });
    numberFormats.set(key, format);
  }
  return format;
}

/** What a figure that is not a finite number reads as. */
export const NO_FIGURE = '—';

export const formatMoney = (amount: number): string => (Number.isFinite(amount) ? usd.format(amount) : NO_FIGURE);

/** Money in the answer's own currency (still en-US formatting, spec section 9). */
export function formatAmount(amount: number, currency: string): string {
  if (!Number.isFinite(amount)) return NO_FIGURE;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${numberFormat(2, 2).format(amount)}`;
  }
}

/** A plain number: counts whole, anything else with at most `maxDecimals` (default 1). */
export function formatNumber(value: number, maxDecimals = 1): string {
  return Number.isFinite(value) ? numberFormat(maxDecimals).format(value) : NO_FIGURE;
}

export const formatCount = (value: number): string => formatNumber(value, 0);

/** A share from 0 to 1 as a percent: 0.142917 -> "14.3%" (one decimal unless `decimals` says otherwise). */
export function formatRatio(ratio: number, decimals = 1): string {
  return Number.isFinite(ratio) ? `${numberFormat(decimals).format(ratio * 100)}%` : NO_FIGURE;
}

/** A value already in percent: 14.2917 -> "14.29%" (at most two decimals, which is how tax rates are written). */
export function formatPercent(percent: number, decimals = 2): string {
  return Number.isFinite(percent) ? `${numberFormat(decimals).format(percent)}%` : NO_FIGURE;
}

/** A signed change in percent: 24.5 -> "+24.5%", -3 -> "−3%". */
export function formatChange(percent: number): string {
  if (!Number.isFinite(percent)) return NO_FIGURE;
  const magnitude = formatPercent(Math.abs(percent), 1);
  return percent > 0 ? `+${magnitude}` : percent < 0 ? `−${magnitude}` : magnitude;
}

/** Kilograms with one decimal: 81.465 -> "81.5 kg". */
export const formatKg = (kg: number): string => `${formatNumber(kg, 1)} kg`;

/** Emissions: 81.465 -> "81.5 kg CO₂". */
export const formatCo2 = (kg: number): string => `${formatNumber(kg, 1)} kg CO₂`;

/** Centimetres, whole: 30.4 -> "30 cm". */
export const formatCm = (cm: number): string => `${formatNumber(cm, 0)} cm`;

/** Milliseconds, whole below 10 s: 12.3456 -> "12 ms". */
export const formatMs = (ms: number): string => `${formatNumber(ms, ms < 10 ? 1 : 0)} ms`;

/** Days, whole: 1 -> "1 day", 3 -> "3 days". */
export const formatDays = (days: number): string => (Number.isFinite(days) ? i18n.t('common:format.days', { count: Math.round(days), days: formatCount(days) }) : NO_FIGURE);

/** Minutes as a person says them: 0.4 -> "< 1 min", 12.34 -> "12 min", 135 -> "2 h 15 min". */
export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return NO_FIGURE;
  if (minutes > 0 && minutes < 1) return i18n.t('common:format.lessThanAMinute');
  if (minutes < 60) return i18n.t('common:format.minutes', { minutes: formatCount(minutes) });
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes - h * 60);
  return m === 0 ? i18n.t('common:format.hours', { hours: formatCount(h) }) : i18n.t('common:format.hoursMinutes', { hours: formatCount(h), minutes: m });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date; a bare 'YYYY-MM-DD' (a deadline) is that calendar day wherever the visitor is, not UTC midnight. */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** snake_case or kebab-case identifiers as words: 'carrier_outage' -> 'Carrier outage'. */
export function humanizeId(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}
