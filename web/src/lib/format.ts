// ── How numbers, money and dates read on screen (one place, Intl everywhere) ──
// In English, money in en-US currency format (spec section 9), other numbers and dates in the browser's locale; in
// another language, all of them in that language's locale (the browser's own variant of it when it has one: de-AT for
// a German speaker in Austria). Rounded to what a person reads: whole numbers for counts, at most one or two decimals
// for measures and rates. The words among them (days, minutes, hours) come from the catalogue (common:format), read
// when a figure is formatted; unit symbols (kg, lb, cm, in, ms, CO₂) are the same in every language. Amounts show in
// the visitor's display currency when they chose one, beside the amount as charged; weights and lengths in their
// units (lib/display-preferences.ts).

import { i18n } from '@/i18n/i18n';
import { matchLanguage } from '@/i18n/languages';
import { convert, getDisplayPreferences } from './display-preferences';

const formats = new Map<string, Intl.NumberFormat>();

/** The browser's locale as a test fixes it; undefined: the browser's own. */
let browserLocale: string | undefined;
export function setFormatLocale(next: string | undefined): void {
  browserLocale = next;
  formats.clear();
}

const browserTags = (): readonly string[] => {
  if (browserLocale) return [browserLocale];
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
};

const language = (): string => i18n.resolvedLanguage ?? 'en';

/** The locale figures are written in now (undefined: the browser's own). */
function formatLocale(): string | undefined {
  const current = language();
  if (current === 'en') return browserLocale;
  return browserTags().find((tag) => matchLanguage(tag) === current) ?? current;
}

/** Money's locale: en-US in English (the spec's), else the language's. */
const moneyLocale = (): string => (language() === 'en' ? 'en-US' : (formatLocale() ?? 'en-US'));

function cached(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (maxDecimals: number, minDecimals = 0): Intl.NumberFormat =>
  cached(formatLocale(), { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals });

/** What a figure that is not a finite number reads as. */
export const NO_FIGURE = '—';

/** Dollars (the seed's amounts). */
export const formatMoney = (amount: number): string => formatAmount(amount, 'USD');

function asCharged(amount: number, currency: string): string {
  try {
    return cached(moneyLocale(), { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${numberFormat(2, 2).format(amount)}`;
  }
}

/**
 * Money in its own currency; with a display currency chosen, converted to it first and the amount as charged beside
 * it ("€112.14 ($120.00)"), at the dated reference rates shown where the choice is made.
 */
export function formatAmount(amount: number, currency: string): string {
  if (!Number.isFinite(amount)) return NO_FIGURE;
  const original = asCharged(amount, currency);
  const target = getDisplayPreferences().currency;
  if (!target || target === currency) return original;
  const converted = convert(amount, currency, target);
  if (converted === null || !Number.isFinite(converted)) return original;
  return i18n.t('formats:converted', { converted: asCharged(converted, target), original });
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

const LB_PER_KG = 1 / 0.45359237; // the international pound, exactly 0.45359237 kg
const CM_PER_IN = 2.54;

/** Kilograms with one decimal: 81.465 -> "81.5 kg" (in imperial units "179.6 lb"). */
export const formatKg = (kg: number): string => (getDisplayPreferences().units === 'imperial' ? `${formatNumber(kg * LB_PER_KG, 1)} lb` : `${formatNumber(kg, 1)} kg`);

/** Emissions: 81.465 -> "81.5 kg CO₂". */
export const formatCo2 = (kg: number): string => `${formatNumber(kg, 1)} kg CO₂`;

/** Centimetres, whole: 30.4 -> "30 cm" (in imperial units, inches with one decimal: "12 in"). */
export const formatCm = (cm: number): string => (getDisplayPreferences().units === 'imperial' ? `${formatNumber(cm / CM_PER_IN, 1)} in` : `${formatNumber(cm, 0)} cm`);

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
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day: "3:07 PM" in en-US, "15:07" in German. */
export function formatTime(date: Date): string {
  return Number.isNaN(date.getTime()) ? NO_FIGURE : date.toLocaleTimeString(formatLocale() ?? (language() === 'en' ? 'en-US' : undefined), { hour: 'numeric', minute: '2-digit' });
}

/** A date; a bare 'YYYY-MM-DD' (a deadline) is that calendar day wherever the visitor is, not UTC midnight. */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(formatLocale(), { dateStyle: 'medium' });
}

/** snake_case or kebab-case identifiers as words: 'carrier_outage' -> 'Carrier outage'. */
export function humanizeId(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}
