// ── What the replay field means: a log position (digits) or a date; null when it is neither ──
export type ReplayTarget = { fromPosition: string } | { fromDate: string };

export function replayTarget(input: string): ReplayTarget | null {
  const value = input.trim();
  if (/^\d{1,19}$/.test(value)) return { fromPosition: value };
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : { fromDate: new Date(time).toISOString() };
}
