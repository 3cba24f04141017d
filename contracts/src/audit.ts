import { z } from 'zod';
import { queryInteger } from './http';
import type { ActorKind, Checkpoint, ImportedEvent } from './event-store';

// ── Audit: temporal queries, export/import, replay, forget (issue 10) ────────

const isoTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' });

/** GET /api/audit/streams/{streamId}?asOf=…|version=… */
export const StreamAtQuerySchema = z
  .object({
    asOf: isoTime.optional(),
    version: queryInteger(0, 2_147_483_647).optional(),
  })
  .refine((q) => q.asOf === undefined || q.version === undefined, { message: 'give asOf or version, not both', path: ['asOf'] });
export type StreamAtQuery = z.infer<typeof StreamAtQuerySchema>;

/** GET /api/audit/streams?prefix=&type=&after=&limit= */
export const StreamListQuerySchema = z.object({
  prefix: z.string().max(200).optional(),
  type: z.string().max(100).optional(),
  after: z.string().max(300).optional(),
  limit: queryInteger(1, 1000).default(100),
});

/** GET /api/audit/export?from=&to=&type=&prefix= (type: one or more event types, comma-separated) */
export const ExportQuerySchema = z.object({
  from: isoTime.optional(),
  to: isoTime.optional(),
  type: z.string().max(2000).optional(),
  prefix: z.string().max(200).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** POST /api/audit/replays */
export const ReplayRequestSchema = z.object({
  projection: z.string().trim().min(1, 'is required').max(100),
  verify: z.boolean().default(false),
});

/** One table compared after a replay: the live table (caught up to the same position) against the rebuilt one. */
export interface TableVerification {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  /** md5 over the md5 of every row's text, in sorted order: equal content ⇔ equal checksum. */
  liveChecksum: string;
  rebuiltChecksum: string;
  matches: boolean;
}

/** A replay as POST /api/audit/replays and GET /api/audit/replays/{id} answer it. */
export interface ReplayProgressView {
  id: string;
  projections: string[];
  verify: boolean;
  state: 'waiting' | 'running' | 'verifying' | 'swapping' | 'done' | 'failed';
  processed: number;
  total: number;
  startedAt: string;
  finishedAt?: string;
  /** Events per second of the rebuild pass (reading and applying). */
  eventsPerSecond?: number;
  checkpoint?: Checkpoint;
  verification?: TableVerification[];
  /** True when every table matched (only with verify). */
  verified?: boolean;
  error?: string;
}

export interface AuditActor {
  kind: ActorKind;
  id: string;
  /** Display name where known (users), else the id (carrier adapters, automatic decisions). */
  name: string;
}

export interface AuditEvent {
  version: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  createdAt: string;
  occurredAt: string;
  position: Checkpoint;
  actor: AuditActor;
  commandId: string;
  correlationId: string;
  causationId: string;
  /** The HTTP request (X-Request-Id) that carried the command, when one did. */
  requestId?: string;
}

/** The state of one stream at a point in its history, and the events that made it. */
export interface AuditStreamView {
  streamId: string;
  streamType: string;
  /** What the query asked for. */
  asOf: string | null;
  version: number;
  /** Current version of the stream (the whole history). */
  currentVersion: number;
  /** Folded with the stream type's own evolve; null when no fold is registered for the type. */
  state: unknown;
  events: AuditEvent[];
}

export interface AuditStreamSummary {
  streamId: string;
  type: string;
  version: number;
}

/** One line of an export (NDJSON): an event as readers see it (current shape, personal data opened or redacted). */
export interface ExportedEvent extends Omit<ImportedEvent, 'metadata'> {
  metadata: Record<string, unknown>;
  position: Checkpoint;
}

/** PostgreSQL has no year 0. */
const storableTime = isoTime.refine((v) => !v.startsWith('0000'), { message: 'must be in year 1 or later' });

/** What POST /api/audit/import checks on each event line before anything is written. */
export const ExportedEventLineSchema = z.object({
  streamId: z.string().min(1, 'is required').max(300),
  streamType: z.string().min(1, 'is required').max(100),
  version: z.number().int('must be a whole number').min(1, 'must be at least 1'),
  eventId: z.guid('must be a UUID'),
  type: z.string().min(1, 'is required').max(200),
  schemaVersion: z.number().int('must be a whole number').min(1).max(1_000_000).default(1),
  data: z.record(z.string(), z.unknown(), { message: 'must be an object' }),
  metadata: z.looseObject({
    commandId: z.string().min(1, 'is required').max(300),
    correlationId: z.string().min(1, 'is required').max(300),
    causationId: z.string().min(1, 'is required').max(300),
    actor: z.looseObject({ kind: z.string().min(1, 'is required').max(50), id: z.string().min(1, 'is required').max(300) }),
    occurredAt: isoTime,
  }),
  createdAt: storableTime,
  /** Positions are rewritten by the importing database. */
  position: z.unknown().optional(),
});

export const ExportChecksumLineSchema = z.object({
  checksum: z.object({
    algorithm: z.literal('sha256', { message: "must be 'sha256'" }),
    value: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'),
    events: z.number().int('must be a whole number').min(0, 'must not be negative'),
  }),
});

/** The last line of an export: sha256 over every event line (each with its trailing newline). */
export interface ExportChecksum {
  checksum: { algorithm: 'sha256'; value: string; events: number };
}

export interface ImportResult {
  events: number;
  streams: number;
  checksum: string;
}

export interface ForgetResult {
  userId: string;
  /** Subjects whose keys were deleted (the user id, and their email for data known only by email). */
  subjects: string[];
  /** The replay that rebuilds every read model without the forgotten data. */
  replayId: string;
}

export const AUDIT_MESSAGES = {
  auditorReadOnly: 'Auditors have read-only access: commands are refused.',
  importNotEmpty: 'Import needs an empty event store: this one already holds events.',
  importChecksumMissing: 'The import has no checksum line: it is incomplete or not a Waypost export.',
  importChecksumMismatch: 'The import checksum does not match its events: the file was changed or truncated.',
} as const;
