import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// ── COPY lanes: rows streamed into tables while the replay goes on folding ──
// Each lane is a connection that takes whichever table has rows waiting and streams them with one COPY for as long as
// more keep coming, so PostgreSQL loads while Node folds: no statement, savepoint or transaction per batch. A lane
// commits every `segmentMs` (a transaction that stays open holds back every reader of the log: they stop below the
// oldest transaction running) and whenever flush() asks. A table is with one lane at a time, until that lane commits,
// so the chunks of a table are committed in the order they were queued.

export interface CopyLanesOptions {
  /** A lane commits at least this often (ms). */
  segmentMs: number;
}

/** A COPY statement and what its data starts and ends with (binary COPY has a header and a trailer). */
export interface CopyFormat {
  copy: string;
  header?: Buffer;
  trailer?: Buffer;
}

interface TableQueue {
  table: string;
  format: CopyFormat;
  chunks: Buffer[];
  bytes: number;
  queued: number;
  committed: number;
  /** The lane whose open transaction has this table (until it commits). */
  lane: number | null;
}

export class CopyLanes {
  private readonly tables = new Map<string, TableQueue>();
  private readonly waiters = new Set<() => void>();
  private readonly running: Promise<void>[];
  private queuedBytes = 0;
  private flushes = 0;
  private closing = false;
  private aborted = false;
  /** Lanes waiting for a table with rows. */
  private idle = 0;
  private failure: Error | null = null;
  /** Bytes written to PostgreSQL, per table. */
  readonly written = new Map<string, number>();

  constructor(
    private readonly clients: PoolClient[],
    private readonly options: CopyLanesOptions,
  ) {
    this.running = clients.map((client, lane) =>
      this.run(client, lane).catch((error: Error) => {
        this.failure ??= error;
        this.notify();
      }),
    );
  }

  /** Queues COPY data of a table, in a format (each format of a table has a queue of its own). */
  enqueue(table: string, format: CopyFormat, chunks: Buffer[]): void {
    this.check();
    if (chunks.length === 0) return;
    const key = `${table}\u0000${format.copy}`;
    let queue = this.tables.get(key);
    if (!queue) this.tables.set(key, (queue = { table, format, chunks: [], bytes: 0, queued: 0, committed: 0, lane: null }));
    for (const chunk of chunks) {
      queue.chunks.push(chunk);
      queue.bytes += chunk.length;
      this.queuedBytes += chunk.length;
    }
    queue.queued += chunks.length;
    this.notify();
  }

  /** Bytes queued and not yet written. */
  get pending(): number {
    return this.queuedBytes;
  }

  /** Resolves once at most `bytes` are queued (rejects when a lane failed). */
  async drained(bytes: number): Promise<void> {
    while (this.queuedBytes > bytes) {
      this.check();
      await this.change(1000);
    }
    this.check();
  }

  /** Resolves when everything queued so far for these tables (default: all) is committed. */
  async flush(tables?: readonly string[]): Promise<void> {
    const targets = [...this.tables.values()].filter((q) => !tables || tables.includes(q.table)).map((queue) => ({ queue, until: queue.queued }));
    this.flushes++;
    this.notify();
    try {
      while (targets.some((t) => t.queue.committed < t.until)) {
        this.check();
        await this.change(1000);
      }
      this.check();
    } finally {
      this.flushes--;
    }
  }

  /** Writes and commits everything queued, then stops the lanes (the connections stay the caller's). */
  async close(): Promise<void> {
    this.closing = true;
    this.notify();
    await Promise.all(this.running);
    this.check();
  }

  /** Stops the lanes at once: what they have not committed is rolled back (a failed replay). */
  async abort(): Promise<void> {
    this.aborted = true;
    this.notify();
    await Promise.all(this.running);
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  private notify(): void {
    for (const wake of [...this.waiters]) wake();
  }

  /** Waits for the next enqueue, flush, close or failure (at most `ms`). */
  private change(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** The unclaimed table with the most bytes waiting (or null). */
  private pick(): [string, TableQueue] | null {
    let best: [string, TableQueue] | null = null;
    for (const entry of this.tables) {
      const q = entry[1];
      if (q.lane === null && q.chunks.length > 0 && (!best || q.bytes > best[1].bytes)) best = entry;
    }
    return best;
  }

  private async run(client: PoolClient, lane: number): Promise<void> {
    for (;;) {
      if (this.failure || this.aborted) return;
      let next = this.pick();
      if (!next) {
        if (this.closing && [...this.tables.values()].every((q) => q.chunks.length === 0)) return;
        this.idle++;
        await this.change(this.options.segmentMs).finally(() => this.idle--);
        continue;
      }
      // one transaction: COPY the table with the most waiting, and others after it, until the segment is over
      const started = Date.now();
      const claimed: { queue: TableQueue; chunks: number }[] = [];
      await client.query('BEGIN; SET LOCAL synchronous_commit = off');
      try {
        while (next) {
          const [, queue] = next;
          queue.lane = lane;
          const mine = { queue, chunks: 0 };
          claimed.push(mine);
          mine.chunks += await this.stream(client, next, started);
          next = this.segmentOver(started) ? null : this.pick();
        }
        if (this.aborted) throw new Error('replay stopped');
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      for (const { queue, chunks } of claimed) {
        queue.committed += chunks;
        queue.lane = null;
      }
      this.notify();
    }
  }

  private segmentOver(started: number): boolean {
    return this.flushes > 0 || this.closing || this.aborted || Date.now() - started >= this.options.segmentMs;
  }

  /**
   * One COPY of a table: its waiting chunks, and those that keep coming while the segment lasts, unless another table
   * has rows waiting and no lane is free to take it. Returns how many chunks it wrote.
   */
  private async stream(client: PoolClient, [, queue]: [string, TableQueue], started: number): Promise<number> {
    const stream = client.query(copyFrom(queue.format.copy));
    // once the server refuses the COPY the stream has no connection left to write to: write nothing more, and let
    // `finished` report the server's error
    let refused = false;
    const finished = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', (error) => {
        refused = true;
        reject(error);
      });
    });
    finished.catch(() => undefined);
    let chunks = 0;
    let bytes = 0;
    if (queue.format.header) stream.write(queue.format.header);
    try {
      while (!this.aborted && !refused) {
        const chunk = queue.chunks.shift();
        if (chunk) {
          queue.bytes -= chunk.length;
          this.queuedBytes -= chunk.length;
          bytes += chunk.length;
          chunks++;
          if (!stream.write(chunk)) await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), finished]);
          if (this.queuedBytes === 0 || chunks % 16 === 0) this.notify();
          continue;
        }
        if (this.segmentOver(started) || (this.idle === 0 && this.pick())) break;
        await this.change(Math.max(1, this.options.segmentMs - (Date.now() - started)));
        if (this.failure) break;
      }
    } finally {
      if (!refused) {
        if (queue.format.trailer) stream.write(queue.format.trailer);
        stream.end();
      }
      await finished;
      this.written.set(queue.table, (this.written.get(queue.table) ?? 0) + bytes);
    }
    return chunks;
  }
}
