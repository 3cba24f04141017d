import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AuditActor, AuditEvent, AuditStreamSummary, AuditStreamView, EventStore, StoredEvent, StreamAtQuery } from '@waypost/contracts';
import { UUID_PATTERN } from '@waypost/contracts';
import { DB, EVENT_STORE } from '../../platform/tokens';
import { streamFold } from '../stream-folds';
import { hideSecrets } from '../../platform/event-store/personal-data';

/** The stream part before the first dash names its type (`shipment-<uuid>`), when the streams table has none. */
export const streamTypeOf = (streamId: string) => streamId.split('-')[0] ?? streamId;

/** Which events of a history are visible at a point: up to a version, or recorded at or before a time. */
export function historyAt(events: StoredEvent[], at: StreamAtQuery): StoredEvent[] {
  if (at.version !== undefined) return events.filter((e) => e.version <= at.version!);
  if (at.asOf !== undefined) {
    const limit = Date.parse(at.asOf);
    return events.filter((e) => Date.parse(e.createdAt) <= limit);
  }
  return events;
}

@Injectable()
export class AuditHistoryQueries {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async streamAt(streamId: string, at: StreamAtQuery): Promise<AuditStreamView> {
    // credentials never reach an audit read: not in the events, nor in a state folded from them
    const history = (await this.store.readStream(streamId)).map((e) => hideSecrets(e));
    if (history.length === 0) throw new NotFoundException(`Stream ${streamId} has no events`);
    const streamType = await this.streamType(streamId);
    const visible = historyAt(history, at);
    const fold = streamFold(streamType);
    return {
      streamId,
      streamType,
      asOf: at.asOf ?? null,
      version: visible.length === 0 ? 0 : visible[visible.length - 1]!.version,
      currentVersion: history[history.length - 1]!.version,
      state: fold ? (visible.length === 0 ? null : fold(visible)) : null,
      events: await this.describe(visible),
    };
  }

  async listStreams(query: { prefix?: string; type?: string; after?: string; limit: number }): Promise<{ streams: AuditStreamSummary[]; next: string | null }> {
    const { rows } = await this.pool.query<AuditStreamSummary>(
      `SELECT stream_id AS "streamId", type, version FROM streams
        WHERE ($1::text IS NULL OR left(stream_id, length($1)) = $1) AND ($2::text IS NULL OR type = $2)
          AND ($3::text IS NULL OR stream_id > $3)
        ORDER BY stream_id LIMIT $4`,
      [query.prefix || null, query.type || null, query.after || null, query.limit],
    );
    return { streams: rows, next: rows.length === query.limit ? rows[rows.length - 1]!.streamId : null };
  }

  /** Each event with who caused it (a name where we know one) and the command chain that led to it. */
  async describe(events: StoredEvent[]): Promise<AuditEvent[]> {
    const names = await this.actorNames(events);
    return events.map((e) => {
      const m = e.metadata;
      const actor: AuditActor = { kind: m.actor?.kind ?? 'system', id: m.actor?.id ?? 'unknown', name: names.get(m.actor?.id ?? '') ?? m.actor?.id ?? 'unknown' };
      return {
        version: e.version,
        eventId: e.eventId,
        type: e.type,
        schemaVersion: e.schemaVersion,
        data: e.data,
        createdAt: e.createdAt,
        occurredAt: m.occurredAt ?? e.createdAt,
        position: e.position,
        actor,
        commandId: m.commandId,
        correlationId: m.correlationId,
        causationId: m.causationId,
        ...(typeof m.requestId === 'string' ? { requestId: m.requestId } : {}),
      };
    });
  }

  private async streamType(streamId: string): Promise<string> {
    const { rows } = await this.pool.query<{ type: string }>('SELECT type FROM streams WHERE stream_id = $1', [streamId]);
    return rows[0]?.type ?? streamTypeOf(streamId);
  }

  private async actorNames(events: StoredEvent[]): Promise<Map<string, string>> {
    const ids = [...new Set(events.map((e) => e.metadata.actor?.id).filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))];
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      `SELECT id::text, trim(first_name || ' ' || last_name) || ' <' || email || '>' AS name FROM users WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
