import { createHash } from 'node:crypto';
import { UnprocessableEntityException } from '@nestjs/common';
import { WrongExpectedVersionError, type ActorKind, type EventMetadata, type EventStore, type ExpectedVersion, type NewEvent, type StoredEvent } from '@waypost/contracts';
import { eventIdFor, newCommandId, uuidV5 } from './ids';
import { noteWrite } from '../read-your-writes/recent-writes';

// ── What every command carries: its id (retries reuse it), who sent it, when ─

export interface CommandContext {
  commandId: string;
  correlationId: string;
  actor: { kind: ActorKind; id: string };
  now: string;
  /** Hash of the request that carried the command (to refuse an Idempotency-Key reused for another request). */
  requestHash?: string;
  /** The HTTP request that carried the command, or that started the chain it follows (X-Request-Id). */
  requestId?: string;
}

/** A command's context; a route that sends it passes its request's id (@RequestId()), which its events then carry. */
export function commandContext(options: {
  actor: CommandContext['actor'];
  idempotencyKey?: string;
  correlationId?: string;
  body?: unknown;
  now?: Date;
  requestId?: string;
}): CommandContext {
  const commandId = options.idempotencyKey ? uuidV5(`${options.actor.id}/${options.idempotencyKey}`) : newCommandId();
  const requestId = options.requestId;
  return {
    commandId,
    correlationId: options.correlationId ?? commandId,
    actor: options.actor,
    now: (options.now ?? new Date()).toISOString(),
    ...(options.body !== undefined ? { requestHash: createHash('sha256').update(JSON.stringify(options.body)).digest('hex') } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** The request id an event's metadata carries, for a command that follows from it (a worker's, the dispatcher's). */
export function requestIdOfCause(cause: { metadata: Record<string, unknown> }): { requestId?: string } {
  return typeof cause.metadata.requestId === 'string' ? { requestId: cause.metadata.requestId } : {};
}

export function toNewEvents<E extends { type: string; data: unknown }>(ctx: CommandContext, events: E[]): NewEvent[] {
  const requestId = ctx.requestId;
  const metadata: EventMetadata = {
    commandId: ctx.commandId,
    correlationId: ctx.correlationId,
    causationId: ctx.commandId,
    actor: ctx.actor,
    occurredAt: ctx.now,
    ...(ctx.requestHash ? { requestHash: ctx.requestHash } : {}),
    ...(requestId ? { requestId } : {}),
  };
  return events.map((e, i) => ({ eventId: eventIdFor(ctx.commandId, i), type: e.type, data: e.data, metadata }));
}

/** A retried command (same Idempotency-Key) whose request differs from the first one: HTTP 422. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** How often a command without an expected version is decided again after another writer moved the stream. */
export const COMMUTING_RETRIES = 30;

/**
 * Load → fold → decide → append with the expected version. Returns the stored history and what was appended.
 *
 * Without an `expectedVersion` the caller did not decide on a version it saw: the command is decided on the
 * stream as it is, so when another writer appends first it is loaded, folded and decided again (a reply beside
 * another reply, a tracking event beside a booking), up to COMMUTING_RETRIES times. With one, a changed stream is
 * the caller's conflict (409).
 *
 * A retry of a command that was applied already (same command id) answers with what it did then: its events, and
 * the history and version as they were right after it.
 */
export async function handleStreamCommand<S extends { version: number }, E extends { type: string; data: unknown }>(options: {
  store: EventStore;
  streamId: string;
  streamType: string;
  ctx: CommandContext;
  fold: (events: StoredEvent[]) => S;
  decide: (state: S) => E[];
  expectedVersion?: number;
  /** Skip reading when the stream cannot exist yet (creates). */
  isNew?: boolean;
}): Promise<{ events: E[]; nextVersion: number; duplicate: boolean; history: StoredEvent[] }> {
  const commutes = options.expectedVersion === undefined && !options.isNew;
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await decideAndAppend(options);
      // Appended by a concurrent request with the same command id: answer as its replay.
      if (result.duplicate && !result.replayed && !options.isNew && attempt < COMMUTING_RETRIES) continue;
      const { replayed: _replayed, ...answer } = result;
      return answer;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || !commutes || attempt >= COMMUTING_RETRIES) throw error;
      // a short random pause spreads writers that keep colliding on one stream
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, 2 * (attempt + 1))));
    }
  }
}

async function decideAndAppend<S extends { version: number }, E extends { type: string; data: unknown }>(options: {
  store: EventStore;
  streamId: string;
  streamType: string;
  ctx: CommandContext;
  fold: (events: StoredEvent[]) => S;
  decide: (state: S) => E[];
  expectedVersion?: number;
  isNew?: boolean;
}): Promise<{ events: E[]; nextVersion: number; duplicate: boolean; history: StoredEvent[]; replayed?: boolean }> {
  const history = options.isNew ? [] : await options.store.readStream(options.streamId);
  const earlier = history.filter((e) => e.metadata.commandId === options.ctx.commandId);
  if (earlier.length > 0) {
    // A retry of a command that was already applied: answer with what it did then (and where it is in the log).
    const first = earlier[0]!.metadata.requestHash;
    if (options.ctx.requestHash && first && first !== options.ctx.requestHash) throw new IdempotencyKeyReusedError();
    noteEarlierWrites(earlier);
    const after = earlier[earlier.length - 1]!.version;
    return { events: earlier as unknown as E[], nextVersion: after, duplicate: true, history: history.filter((e) => e.version <= after), replayed: true };
  }
  const state = options.fold(history);
  // The caller saw another version: that is a conflict, whatever the command would decide on the newer state.
  if (options.expectedVersion !== undefined && state.version > 0 && state.version !== options.expectedVersion) {
    throw new WrongExpectedVersionError(options.streamId, options.expectedVersion, state.version);
  }
  const events = options.decide(state);
  // Deciding nothing is an answer too (an active crisis activated again, a decision already taken): nothing appended.
  if (events.length === 0) return { events, nextVersion: state.version, duplicate: false, history };
  const expected: ExpectedVersion = options.expectedVersion ?? (state.version === 0 ? 'no_stream' : state.version);
  const result = await options.store.append(options.streamId, options.streamType, expected, toNewEvents(options.ctx, events));
  return { events, nextVersion: result.nextVersion, duplicate: result.duplicate, history };
}

/** A retried command's events, stored by its first try: its client's next read waits for them as for a fresh append. */
export function noteEarlierWrites(earlier: readonly StoredEvent[]): void {
  const last = earlier[earlier.length - 1];
  if (last) noteWrite(last.position, earlier);
}

/**
 * The first event of a stream that a retried create (same Idempotency-Key) made: its answer is built from it. The
 * key must be the same actor's, for the same request; otherwise HTTP 422.
 */
export async function firstEventOfRetry(store: EventStore, streamId: string, ctx: CommandContext): Promise<StoredEvent> {
  const [first] = await store.readStream(streamId, { toVersion: 1 });
  if (!first || first.metadata.actor.id !== ctx.actor.id) throw new UnprocessableEntityException('Idempotency-Key belongs to another request');
  if (ctx.requestHash && first.metadata.requestHash && first.metadata.requestHash !== ctx.requestHash) {
    throw new UnprocessableEntityException('This Idempotency-Key was already used for a different request');
  }
  return first;
}
