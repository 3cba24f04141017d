// ── Waiting in integration tests for what the app does in the background (workers, projections, pollers) ──

/** Calls `fn` until it answers something truthy, and answers that; fails naming `what` after `timeoutMs`. */
export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 30_000, everyMs = 150): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
