// ── Group commit for appends ────────────────────────────────────────────────
// While a few appends are in flight, the next ones wait and then go to PostgreSQL together: one statement, one
// transaction, one commit for appends to different streams. Each append keeps its own expected-version check (a
// stream whose guard fails is left out, the others are stored); appends to the same stream never share a batch, so
// their order is kept. An append still resolves only after its commit. A lone writer never waits: with fewer than
// `maxInFlight` statements running, an append goes out on its own, and so does an append of many events.

export interface PendingAppend {
  streamId: string;
  streamType: string;
  /** 0 = the stream must not exist yet. */
  expected: number;
  nextVersion: number;
  events: readonly {
    eventId: string;
    type: string;
    schemaVersion: number;
    data: string;
    metadata: string;
  }[];
}

/** Where an append's events went in the global log (see Checkpoint in contracts). */
export interface LogPosition {
  txid: string;
  position: string;
}

export interface GroupCommitDriver {
  /** One append on its own; the log position of its last event when they were stored, else null. Unique violations are thrown. */
  single(append: PendingAppend): Promise<LogPosition | null>;
  /**
   * Several appends (distinct streams) in one statement: the stream ids whose events were stored, each with the log
   * position of the statement's last event (one transaction: all of them are readable together). Throws like single.
   */
  many(appends: PendingAppend[]): Promise<Map<string, LogPosition>>;
}

interface Waiting {
  append: PendingAppend;
  eventCount: number;
  resolve: (stored: LogPosition | null) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Statements running at once before appends start to queue (default 2). */
  maxInFlight?: number;
  /** At most this many events per grouped statement (default 500). */
  maxEvents?: number;
  /** Appends of at least this many events carry enough rows to be worth a statement of their own (default 50). */
  soloEvents?: number;
}

export class GroupCommit {
  private readonly maxInFlight: number;
  private readonly maxEvents: number;
  private readonly soloEvents: number;
  private inFlight = 0;
  private queue: Waiting[] = [];
  /** Appends sent in a group and the statements that carried them: for tests and the bench. */
  readonly stats = { statements: 0, grouped: 0 };

  constructor(
    private readonly driver: GroupCommitDriver,
    options: GroupCommitOptions = {},
  ) {
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
    this.maxEvents = Math.max(1, options.maxEvents ?? 500);
    this.soloEvents = Math.max(1, options.soloEvents ?? 50);
  }

  /** Resolves with the log position when the append's events were stored, null when its expected-version guard failed. */
  submit(append: PendingAppend): Promise<LogPosition | null> {
    if (append.events.length >= this.soloEvents) {
      this.stats.statements++;
      return this.driver.single(append);
    }
    return new Promise<LogPosition | null>((resolve, reject) => {
      this.queue.push({ append, eventCount: append.events.length, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group = this.takeGroup();
      this.inFlight++;
      this.stats.statements++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  /** The oldest waiting appends, one per stream, up to maxEvents (always at least one). */
  private takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    const streams = new Set<string>();
    const rest: Waiting[] = [];
    let events = 0;
    for (const w of this.queue) {
      const fits = group.length === 0 || events + w.eventCount <= this.maxEvents;
      if (fits && !streams.has(w.append.streamId)) {
        group.push(w);
        streams.add(w.append.streamId);
        events += w.eventCount;
      } else {
        rest.push(w);
      }
    }
    this.queue = rest;
    return group;
  }

  private async run(group: Waiting[]): Promise<void> {
    const only = group.length === 1 ? group[0] : undefined;
    if (only) {
      await this.driver.single(only.append).then(only.resolve, only.reject);
      return;
    }
    this.stats.grouped += group.length;
    try {
      const stored = await this.driver.many(group.map((w) => w.append));
      for (const w of group) w.resolve(stored.get(w.append.streamId) ?? null);
    } catch (error) {
      if (!isUniqueViolation(error)) {
        for (const w of group) w.reject(error);
        return;
      }
      // One of them is a retried command (its event ids are stored already): the whole statement rolled back, so
      // each append goes again on its own and gets its own answer.
      await Promise.all(group.map((w) => this.driver.single(w.append).then(w.resolve, w.reject)));
    }
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
