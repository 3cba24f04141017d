import { useSyncExternalStore } from 'react';
import type { FxTableSummary } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { apiJson } from './api-client';

// ── How money and measures are shown: the visitor's display currency and units (issue 29 part 3) ──
// Amounts keep the currency they were charged or quoted in; a visitor may also see them in a display currency of
// their choice, converted at the platform's dated ECB reference rates (GET /api/fx/reference-rates, the same table
// the quotes and tax answers use), with the amount as charged beside it. Weights and lengths read in kg/cm or lb/in.
// Remembered on this device. A change re-renders every component that translates (i18n event DISPLAY_CHANGED).

export const DISPLAY_STORAGE_KEY = 'waypost.display';
export const DISPLAY_CHANGED = 'displayChanged';

export type Units = 'metric' | 'imperial';
export interface DisplayPreferences {
  /** ISO 4217 code to convert amounts to; null: amounts as charged. */
  currency: string | null;
  units: Units;
}

const DEFAULTS: DisplayPreferences = { currency: null, units: 'metric' };
const CODE = /^[A-Z]{3}$/;

/** What localStorage holds, checked: anything malformed is the default. */
export function parseDisplayPreferences(raw: string | null): DisplayPreferences {
  if (!raw) return DEFAULTS;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return DEFAULTS;
    return {
      currency: typeof stored.currency === 'string' && CODE.test(stored.currency) ? stored.currency : null,
      units: stored.units === 'imperial' ? 'imperial' : 'metric',
    };
  } catch {
    return DEFAULTS;
  }
}

let current: DisplayPreferences | null = null;
let rates: FxTableSummary | null = null;
let loading: Promise<void> | null = null;
let failed = false;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
  i18n.emit(DISPLAY_CHANGED);
}

export function getDisplayPreferences(): DisplayPreferences {
  if (!current) {
    try {
      current = parseDisplayPreferences(window.localStorage.getItem(DISPLAY_STORAGE_KEY));
    } catch {
      current = DEFAULTS;
    }
    if (current.currency) void loadRates();
  }
  return current;
}

export function setDisplayPreferences(next: DisplayPreferences): void {
  current = parseDisplayPreferences(JSON.stringify(next));
  try {
    window.localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode or storage full: the choice still applies to this page.
  }
  if (current.currency) void loadRates();
  changed();
}

/** The reference rates, once per page; until they arrive (or if they cannot), amounts show as charged. */
function loadRates(): Promise<void> {
  loading ??= apiJson<FxTableSummary>('GET', '/api/fx/reference-rates')
    .then((table) => {
      rates = table;
      failed = false;
      changed();
    })
    .catch(() => {
      loading = null; // tried again on the next choice
      failed = true;
      changed();
    });
  return loading;
}

/** Loads the reference rates if they are not here yet (where the choice is made: it lists their currencies). */
export const ensureReferenceRates = (): Promise<void> => loadRates();

/** Whether the last attempt to load the rates failed. */
export const referenceRatesFailed = (): boolean => failed;

/** The snapshot conversions use: its date and source (shown where the choice is made), or null before it loads. */
export const referenceRates = (): FxTableSummary | null => rates;

/** Currencies a visitor may choose: the euro and every currency the table has a rate for. */
export const displayCurrencies = (): string[] => (rates ? ['EUR', ...Object.keys(rates.rates).filter((c) => c !== 'EUR')].sort() : []);

/**
 * `amount` of `from` in `to` through the euro (the table's base), or null when either currency has no rate. Rounding
 * is the formatter's (to the currency's minor unit).
 */
export function convert(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  if (!rates) return null;
  const per = (code: string) => (code === 'EUR' ? 1 : Object.hasOwn(rates!.rates, code) ? rates!.rates[code] : undefined);
  const a = per(from);
  const b = per(to);
  if (!a || !b || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  return (amount / a) * b;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, getDisplayPreferences, () => DEFAULTS);
}

/** For tests: forget the stored choice and the rates. */
export function resetDisplayPreferencesForTests(table: FxTableSummary | null = null): void {
  current = null;
  rates = table;
  failed = false;
  loading = table ? Promise.resolve() : null;
}
