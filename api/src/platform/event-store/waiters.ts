// ── Readers waiting for new events: woken by an append (or a notification), or after their timeout ──
// Shared by both event-store adapters' waitForEvents.

export class EventWaiters {
  private readonly waiting = new Set<() => void>();

  /** Resolves at the next wakeAll, or after timeoutMs. */
  wait(timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiting.add(done);
    });
  }

  wakeAll(): void {
    for (const w of [...this.waiting]) w();
  }
}
