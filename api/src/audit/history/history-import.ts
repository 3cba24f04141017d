import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Pool, PoolClient } from 'pg';
import type { z } from 'zod';
import { AUDIT_MESSAGES, ExportChecksumLineSchema, ExportedEventLineSchema, type ExportChecksum, type ImportResult, type NewEvent } from '@waypost/contracts';
import type { PostgresEventStore } from '../../platform/event-store/postgres-event-store';
import { payloadRuleIssues } from '../../platform/http/validation';

// ── Import an export into an EMPTY store, in one transaction ─────────────────
// Positions are rewritten for this database: every event gets a fresh global_position from this database's sequence
// and this transaction's xid, in the order of the file (which is the source's log order). Stream versions, event ids,
// metadata and times are kept. Personal data is sealed again with this database's keys. The checksum line must match
// the sha256 of the event lines, or nothing is kept. Each line is checked against the export's line contract first.

type ImportedEvent = z.output<typeof ExportedEventLineSchema>;

export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
    /** The fields of the refused line. */
    readonly issues?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

const BATCH = 1000;

export async function importHistory(pool: Pool, store: PostgresEventStore, input: Readable): Promise<ImportResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // No one appends while the import runs; and the store must be empty.
    await client.query('LOCK TABLE streams, events IN SHARE ROW EXCLUSIVE MODE');
    const { rows } = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM events) AS any');
    if (rows[0]?.any) throw new ImportRefusedError(AUDIT_MESSAGES.importNotEmpty, 409);

    const hash = createHash('sha256');
    const streams = new Map<string, { type: string; version: number }>();
    let checksum: ExportChecksum['checksum'] | null = null;
    let batch: ImportedEvent[] = [];
    let count = 0;
    let lineNo = 0;
    let maxTrackingNumber = 0;
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      lineNo++;
      if (line.trim() === '') continue;
      if (checksum) throw new ImportRefusedError(`Line ${lineNo}: nothing may follow the checksum line`, 400);
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new ImportRefusedError(`Line ${lineNo} is not JSON`, 400);
      }
      if (parsed !== null && typeof parsed === 'object' && 'checksum' in parsed) {
        checksum = checkLine(ExportChecksumLineSchema, parsed, lineNo).checksum;
        continue;
      }
      hash.update(`${line}\n`);
      const event = checkLine(ExportedEventLineSchema, parsed, lineNo);
      const known = streams.get(event.streamId);
      const expected = (known?.version ?? 0) + 1;
      if (event.version !== expected) {
        const message = `must be ${expected}, the next version of stream ${event.streamId}`;
        throw new ImportRefusedError(`Line ${lineNo}: version ${message} (not ${event.version})`, 400, [{ field: 'version', message }]);
      }
      streams.set(event.streamId, { type: event.streamType, version: event.version });
      if (event.type === 'ShipmentCreated') maxTrackingNumber = Math.max(maxTrackingNumber, trackingSequence(event.data));
      batch.push(event);
      count++;
      if (batch.length >= BATCH) {
        await insertEvents(client, store, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insertEvents(client, store, batch);
    if (!checksum) throw new ImportRefusedError(AUDIT_MESSAGES.importChecksumMissing, 400);
    const digest = hash.digest('hex');
    if (checksum.value !== digest || checksum.events !== count) throw new ImportRefusedError(AUDIT_MESSAGES.importChecksumMismatch, 400);

    const entries = [...streams.entries()];
    for (let i = 0; i < entries.length; i += 5000) {
      const part = entries.slice(i, i + 5000);
      await client.query('INSERT INTO streams (stream_id, version, type) SELECT * FROM unnest($1::text[], $2::int[], $3::text[])', [
        part.map(([id]) => id),
        part.map(([, s]) => s.version),
        part.map(([, s]) => s.type),
      ]);
    }
    // New shipments must not reuse an imported tracking number.
    if (maxTrackingNumber > 0) {
      await client.query(
        `SELECT setval('tracking_number_seq', greatest($1::bigint, (SELECT last_value FROM tracking_number_seq)))`,
        [maxTrackingNumber],
      );
    }
    await client.query('COMMIT');
    await pool.query(`SELECT pg_notify('waypost_events', '')`).catch(() => undefined);
    return { events: count, streams: streams.size, checksum: digest };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The line as its contract parses it, or a 400 naming the line and each bad field. */
function checkLine<S extends z.ZodType>(schema: S, value: unknown, lineNo: number): z.output<S> {
  const result = schema.safeParse(value);
  const rules = payloadRuleIssues(value);
  if (result.success && rules.length === 0) return result.data;
  const issues = [
    ...(result.success ? [] : result.error.issues.map((i) => ({ field: i.path.length ? i.path.map(String).join('.') : '(line)', message: i.message }))),
    ...rules.map((i) => (i.field === '(body)' ? { ...i, field: '(line)' } : i)),
  ];
  throw new ImportRefusedError(`Line ${lineNo}: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`, 400, issues);
}

async function insertEvents(client: PoolClient, store: PostgresEventStore, batch: ImportedEvent[]): Promise<void> {
  const sealed = await store.personalData.seal(
    batch.map((e): NewEvent => ({ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata as NewEvent['metadata'], schemaVersion: e.schemaVersion })),
  );
  try {
    await client.query(
      `INSERT INTO events (stream_id, version, event_id, type, schema_version, data, metadata, created_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])`,
      [
        batch.map((e) => e.streamId),
        batch.map((e) => e.version),
        sealed.map((e) => e.eventId),
        sealed.map((e) => e.type),
        sealed.map((e) => e.schemaVersion ?? 1),
        sealed.map((e) => JSON.stringify(e.data)),
        sealed.map((e) => JSON.stringify(e.metadata)),
        batch.map((e) => e.createdAt),
      ],
    );
  } catch (error) {
    // Versions follow each other per stream (checked line by line), so only an event id can repeat.
    if ((error as { code?: string }).code === '23505') {
      throw new ImportRefusedError(`Two events share an eventId (${(error as { detail?: string }).detail ?? 'duplicate key'})`, 400, [{ field: 'eventId', message: 'appears twice in the import' }]);
    }
    throw error;
  }
}

function trackingSequence(data: unknown): number {
  const number = (data as { trackingNumber?: unknown } | null)?.trackingNumber;
  const match = typeof number === 'string' ? /-(\d+)$/.exec(number) : null;
  return match ? Number(match[1]) : 0;
}
