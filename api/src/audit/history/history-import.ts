import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  AUDIT_MESSAGES,
  DuplicateEventIdError,
  ExportChecksumLineSchema,
  ExportedEventLineSchema,
  StoreNotEmptyError,
  type EventStore,
  type ExportChecksum,
  type ImportedEvent,
  type ImportResult,
} from '@waypost/contracts';
import { payloadRuleIssues } from '../../platform/http/validation';

// ── Import an export into an EMPTY store, all or nothing, through the event store port (importHistory) ──
// The store keeps stream versions, event ids, metadata and times, and gives the events its own log positions in the
// order of the file (the source's log order). The checksum line must match the sha256 of the event lines, or nothing
// is kept. Each line is checked against the export's line contract first.

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

/**
 * Reads, checks and imports an export through the event store's importHistory: the store keeps nothing unless
 * every line is valid and the checksum matches. `trackingNumbersTaken` is told the highest imported tracking
 * number before the import is kept, so that new shipments never reuse one.
 */
export async function importHistory(store: EventStore, input: Readable, trackingNumbersTaken: (upTo: number) => Promise<void>): Promise<ImportResult> {
  if (!store.importHistory) throw new ImportRefusedError('This event store cannot import a history', 400);
  const hash = createHash('sha256');
  let digest = '';
  const read = async function* (): AsyncGenerator<ImportedEvent[]> {
    const versions = new Map<string, number>();
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
      const expected = (versions.get(event.streamId) ?? 0) + 1;
      if (event.version !== expected) {
        const message = `must be ${expected}, the next version of stream ${event.streamId}`;
        throw new ImportRefusedError(`Line ${lineNo}: version ${message} (not ${event.version})`, 400, [{ field: 'version', message }]);
      }
      versions.set(event.streamId, event.version);
      if (event.type === 'ShipmentCreated') maxTrackingNumber = Math.max(maxTrackingNumber, trackingSequence(event.data));
      batch.push({ ...event, metadata: event.metadata as ImportedEvent['metadata'] });
      count++;
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
    if (!checksum) throw new ImportRefusedError(AUDIT_MESSAGES.importChecksumMissing, 400);
    digest = hash.digest('hex');
    if (checksum.value !== digest || checksum.events !== count) throw new ImportRefusedError(AUDIT_MESSAGES.importChecksumMismatch, 400);
    // New shipments must not reuse an imported tracking number.
    if (maxTrackingNumber > 0) await trackingNumbersTaken(maxTrackingNumber);
  };
  try {
    const { events, streams } = await store.importHistory(read());
    return { events, streams, checksum: digest };
  } catch (error) {
    if (error instanceof StoreNotEmptyError) throw new ImportRefusedError(AUDIT_MESSAGES.importNotEmpty, 409);
    if (error instanceof DuplicateEventIdError) throw new ImportRefusedError(error.message, 400, [{ field: 'eventId', message: 'appears twice in the import' }]);
    throw error;
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

function trackingSequence(data: unknown): number {
  const number = (data as { trackingNumber?: unknown } | null)?.trackingNumber;
  const match = typeof number === 'string' ? /-(\d+)$/.exec(number) : null;
  return match ? Number(match[1]) : 0;
}
