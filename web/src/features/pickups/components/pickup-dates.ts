/** The next weekday after today (UTC), YYYY-MM-DD: the schedule form's first guess at a pickup day. */
export function nextWeekday(now = new Date()): string {
  for (let i = 1; ; i++) {
    const day = new Date(now.getTime() + i * 86_400_000);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day.toISOString().slice(0, 10);
  }
}
