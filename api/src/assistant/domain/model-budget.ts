// ── Model calls per client: a fixed window, so one visitor cannot spend the whole AI budget ──
// Pure: the caller passes the time. Offline answers are free and never counted.

export interface BudgetOptions {
  limit: number;
  windowMs: number;
  /** clients remembered at most (oldest forgotten first) */
  maxClients?: number;
}

export class ModelBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(private readonly options: BudgetOptions) {}

  /** Takes one call from the client's budget; false when the window is used up. */
  take(client: string, nowMs: number): boolean {
    const current = this.windows.get(client);
    if (!current || nowMs - current.start >= this.options.windowMs) {
      this.windows.delete(client);
      this.windows.set(client, { start: nowMs, used: 1 });
      this.evict();
      return true;
    }
    if (current.used >= this.options.limit) return false;
    current.used += 1;
    return true;
  }

  private evict() {
    const max = this.options.maxClients ?? 10_000;
    while (this.windows.size > max) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }
}
