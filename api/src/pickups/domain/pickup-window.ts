import { PICKUP_NOTICES, PICKUP_RULES, type PickupWindow } from '@waypost/contracts';

// ── The pickup window's rules (pure; `now` comes in) ─────────────────────────
// Chosen rules: times are UTC; the window is one day's earliest–latest, at least 2 hours wide; it starts after now;
// its day is no later than the 10th business day (Monday–Friday) after today. Weekends inside that range pass these
// rules: whether a carrier collects on them is the carrier's answer (the sandbox refuses Sundays).

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When the window opens and closes (ms since the epoch). */
export function windowBounds(window: PickupWindow): { start: number; end: number } {
  const day = Date.parse(`${window.date}T00:00:00Z`);
  return { start: day + minutesOf(window.earliest) * MINUTE_MS, end: day + minutesOf(window.latest) * MINUTE_MS };
}

/** The last day (YYYY-MM-DD) a pickup may be asked for: the `n`th business day after today. */
export function lastPickupDay(now: string, n: number = PICKUP_RULES.maxBusinessDaysAhead): string {
  let day = Date.parse(`${now.slice(0, 10)}T00:00:00Z`);
  for (let counted = 0; counted < n;) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** What is wrong with the window (each issue names its field); none: it may be asked for. */
export function windowIssues(window: PickupWindow, now: string): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const { start, end } = windowBounds(window);
  if (end - start < PICKUP_RULES.minWindowMinutes * MINUTE_MS) issues.push({ field: 'latest', message: PICKUP_NOTICES.windowTooNarrow });
  if (start <= Date.parse(now)) issues.push({ field: 'earliest', message: PICKUP_NOTICES.windowPast });
  if (window.date > lastPickupDay(now)) issues.push({ field: 'date', message: PICKUP_NOTICES.windowTooFar });
  return issues;
}

/** Whether the window has started (a pickup can then no longer be changed or cancelled). */
export const windowStarted = (window: PickupWindow, now: string): boolean => windowBounds(window).start <= Date.parse(now);
