import type { PoolClient } from 'pg';
import type { Checkpoint, LogBatch, StoredEvent } from '@waypost/contracts';

// ── The global log as one stream (replays) ──────────────────────────────────
// Paged reads (readAllOfTypes) have one page in flight at a time: PostgreSQL produces a page, then waits while the
// reader parses it. A replay reads the whole log, so it asks once, with COPY (SELECT …) TO STDOUT in binary format:
// PostgreSQL keeps producing rows while the reader parses the ones before them (held back only by TCP when the reader
// is BATCHES_AHEAD batches ahead of its consumer). Fields arrive length-prefixed (no text unescaping), a row per
// CopyData message, parsed where the driver hands the message over (no copy of the data on the way); the query sees
// one snapshot and reads below the log horizon taken when it starts, like any read of the log.

/** Batches parsed ahead of the consumer before the stream is paused. */
const BATCHES_AHEAD = 4;
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

interface RawBatch {
  /** Events of the types asked for, as stored (not decoded yet). */
  events: StoredEvent[];
  scannedTo: Checkpoint;
  scanned: number;
}

/**
 * Parses PostgreSQL's binary COPY output of the log query (see logStreamSql: text fields but two int4) into stored
 * events, not decoded yet, a chunk at a time; a row cut between chunks is completed by the next one. Rows of types not
 * wanted come with null data and metadata: they are counted (and move the position) but not kept.
 */
export class LogStreamParser {
  private rest: Buffer | null = null;
  private started = false;
  ended = false;
  /** Fields per row: the nine of logStreamSql around the metadata, and the metadata (whole, or a field each). */
  private readonly fields: number;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;

  /** `metadata`: the metadata fields the query reads one by one (null: it reads the metadata whole). */
  constructor(private readonly metadata: readonly string[] | null = null) {
    this.fields = 9 + (metadata ? metadata.length : 1);
    this.starts = new Int32Array(this.fields);
    this.ends = new Int32Array(this.fields);
  }

  push(chunk: Buffer, onRow: (event: StoredEvent) => void): void {
    const buf = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    this.rest = null;
    let at = 0;
    if (!this.started) {
      if (buf.length < 19) {
        this.rest = Buffer.from(buf);
        return;
      }
      if (!buf.subarray(0, 11).equals(SIGNATURE)) throw new Error('not a binary COPY stream');
      at = 19 + buf.readInt32BE(15);
      this.started = true;
    }
    for (;;) {
      if (buf.length - at < 2) break;
      const fields = buf.readInt16BE(at);
      if (fields === -1) {
        this.ended = true;
        at += 2;
        break;
      }
      if (fields !== this.fields) throw new Error(`unexpected row of ${fields} fields in the log stream`);
      const row = this.row(buf, at + 2);
      if (row === null) break;
      onRow(row.value);
      at = row.end;
    }
    // a copy: the driver may reuse the memory of the message after this call
    if (at < buf.length) this.rest = Buffer.from(buf.subarray(at));
  }

  /** The row whose first field starts at `at`, or null if the buffer ends inside it. */
  private row(buf: Buffer, at: number): { value: StoredEvent; end: number } | null {
    const { starts, ends, fields } = this;
    for (let i = 0; i < fields; i++) {
      if (buf.length - at < 4) return null;
      const length = buf.readInt32BE(at);
      at += 4;
      if (length === -1) {
        starts[i] = -1;
        ends[i] = -1;
        continue;
      }
      if (buf.length - at < length) return null;
      starts[i] = at;
      ends[i] = at + length;
      at += length;
    }
    const text = (i: number) => buf.toString('utf8', starts[i], ends[i]);
    const json = (i: number) => (starts[i] === -1 ? null : JSON.parse(text(i)));
    const data = json(7);
    let metadata: Record<string, unknown> | null = null;
    if (!this.metadata) metadata = json(8);
    else if (data !== null) {
      // the fields asked for, in an object like the whole metadata (a field the event does not have stays absent)
      metadata = {};
      for (let k = 0; k < this.metadata.length; k++) if (starts[8 + k] !== -1) metadata[this.metadata[k]!] = json(8 + k);
    }
    return {
      value: {
        streamId: text(2),
        version: buf.readInt32BE(starts[3]!),
        eventId: text(4),
        type: text(5),
        schemaVersion: buf.readInt32BE(starts[6]!),
        data,
        metadata: metadata as StoredEvent['metadata'],
        createdAt: text(fields - 1),
        position: { txid: text(1), position: text(0) },
      },
      end: at,
    };
  }
}

/** Event types and metadata field names go into the query as literals (COPY takes no parameters): only plain names. */
const TYPE_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The COPY statement reading the log after a checkpoint, below the horizon, with data only for these types, and of
 * their metadata all of it (one field) or only the fields named (a field each: much less for PostgreSQL to turn into
 * text and for the reader to parse).
 */
export function logStreamSql(types: readonly string[], after: Checkpoint, horizon: string, createdAt: string, metadata: readonly string[] | null = null): string {
  for (const type of types) if (!TYPE_NAME.test(type)) throw new Error(`Not an event type name: ${type}`);
  for (const field of metadata ?? []) if (!FIELD_NAME.test(field)) throw new Error(`Not a metadata field name: ${field}`);
  if (!/^\d+$/.test(after.txid) || !/^\d+$/.test(after.position)) throw new Error(`Not a log position: ${after.txid}/${after.position}`);
  const wanted = types.length ? `type IN (${types.map((t) => `'${t}'`).join(', ')})` : 'false';
  const meta = metadata ? metadata.map((f) => `CASE WHEN ${wanted} THEN (metadata -> '${f}')::text END`).join(', ') : `CASE WHEN ${wanted} THEN metadata::text END`;
  return `COPY (SELECT global_position::text, transaction_id::text, stream_id, version, event_id::text, type, schema_version,
      CASE WHEN ${wanted} THEN data::text END, ${meta}, ${createdAt}
    FROM events
    WHERE (transaction_id, global_position) > ('${after.txid}'::xid8, ${after.position}) AND transaction_id < ${horizon}
    ORDER BY events.transaction_id, events.global_position) TO STDOUT (FORMAT binary)`;
}

/**
 * COPY … TO STDOUT as a query of the pg driver (a "submittable"): each CopyData message goes to `onData` as the driver
 * parsed it, and the connection's socket can be paused (TCP then holds PostgreSQL back).
 */
class CopyOut {
  private connection: { stream: { pause(): void; resume(): void } } | null = null;
  private ended = false;

  constructor(
    readonly text: string,
    private readonly onData: (chunk: Buffer) => void,
    private readonly onEnd: (error: Error | null) => void,
  ) {}

  submit(connection: { query(text: string): void; stream: { pause(): void; resume(): void } }): void {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    this.onData(message.chunk);
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {
    this.end(null);
  }

  handleError(error: Error): void {
    this.end(error);
  }

  pause(): void {
    this.connection?.stream.pause();
  }

  resume(): void {
    this.connection?.stream.resume();
  }

  private end(error: Error | null): void {
    if (this.ended) return;
    this.ended = true;
    this.resume();
    this.onEnd(error);
  }
}

/**
 * Streams the log in batches of `batchSize` rows scanned (events of other types are counted, not kept), each batch
 * decoded by `decode` when the consumer takes it. The client is the stream's until the end; `release` gets it back
 * (with `destroy` true when the stream stopped early: the connection is then in the middle of a COPY).
 */
export async function* streamLog(
  client: PoolClient,
  sql: string,
  parser: LogStreamParser,
  batchSize: number,
  decode: (events: StoredEvent[]) => Promise<StoredEvent[]>,
  release: (destroy: boolean) => Promise<void>,
): AsyncGenerator<LogBatch> {
  const ready: RawBatch[] = [];
  let current: RawBatch = { events: [], scannedTo: { txid: '0', position: '0' }, scanned: 0 };
  let ended = false;
  let paused = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const onRow = (event: StoredEvent) => {
    current.scanned++;
    current.scannedTo = event.position;
    if (event.data !== null) current.events.push(event);
    if (current.scanned >= batchSize) {
      ready.push(current);
      current = { events: [], scannedTo: current.scannedTo, scanned: 0 };
      notify();
    }
  };
  const copy = new CopyOut(
    sql,
    (chunk) => {
      if (failure) return;
      try {
        parser.push(chunk, onRow);
      } catch (error) {
        failure = error as Error;
        notify();
      }
      if (ready.length >= BATCHES_AHEAD && !paused) {
        paused = true;
        copy.pause();
      }
    },
    (error) => {
      if (error) failure ??= error;
      else if (current.scanned > 0) ready.push(current);
      ended = true;
      notify();
    },
  );
  void client.query(copy as never);
  let finished = false;
  try {
    for (;;) {
      const batch = ready.shift();
      if (batch) {
        if (paused && ready.length < BATCHES_AHEAD) {
          paused = false;
          copy.resume();
        }
        yield { events: await decode(batch.events), scannedTo: batch.scannedTo, scanned: batch.scanned };
        continue;
      }
      if (failure) throw failure;
      if (ended) {
        finished = true;
        return;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await release(!finished);
  }
}
