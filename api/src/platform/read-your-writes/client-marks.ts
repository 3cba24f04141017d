import { mergeMarks, type LogMark } from './log-mark';

// ── Each client's mark, kept in this process (by session or API token) ─────
// Bounded: the oldest entries go first, and an entry older than its time to live is forgotten (a projection that
// has not caught up by then is not going to within a reader's wait either).

interface Entry {
  mark: LogMark;
  at: number;
}

export class ClientMarks {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  note(client: string, mark: LogMark): void {
    const merged = mergeMarks(this.get(client), mark);
    if (!merged) return;
    this.entries.delete(client);
    this.entries.set(client, { mark: merged, at: this.now() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get(client: string): LogMark | undefined {
    const entry = this.entries.get(client);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(client);
      return undefined;
    }
    return entry.mark;
  }

  /** Forgets a client's mark once it is passed, unless a newer write replaced it meanwhile. */
  passed(client: string, mark: LogMark): void {
    if (this.entries.get(client)?.mark === mark) this.entries.delete(client);
  }
}
