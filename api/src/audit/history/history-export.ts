import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { ExportChecksum, ExportedEvent, ExportQuery } from '@waypost/contracts';
import { LOG_HORIZON, toStoredEvent, type PostgresEventStore } from '../../platform/event-store/postgres-event-store';
import { hideSecrets } from '../../platform/event-store/personal-data';

// ── Export: the global log as NDJSON, page by page (constant memory), ending with a checksum line ──
// Keyset pagination over (transaction_id, global_position) below the log horizon taken at the start: a consistent
// cut of the log that never includes a transaction still in flight. Events are written as readers see them, except
// credentials (webhook signing secrets), which read '[encrypted]': an imported endpoint needs a new secret (rotate).

const PAGE = 1000;

export async function* exportHistory(pool: Pool, store: PostgresEventStore, query: ExportQuery): AsyncGenerator<string> {
  const { rows: bound } = await pool.query<{ horizon: string }>(`SELECT ${LOG_HORIZON}::text AS horizon`);
  const horizon = bound[0]!.horizon;
  const types = query.type
    ? query.type
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : null;
  const hash = createHash('sha256');
  let count = 0;
  let after = { txid: '0', position: '0' };
  for (;;) {
    const { rows } = await pool.query(
      `SELECT e.global_position::text, e.transaction_id::text, e.stream_id, e.version, e.event_id, e.type, e.schema_version,
              e.data, e.metadata, e.created_at, coalesce(s.type, split_part(e.stream_id, '-', 1)) AS stream_type
         FROM events e LEFT JOIN streams s ON s.stream_id = e.stream_id
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.transaction_id < $3::xid8
          AND ($4::timestamptz IS NULL OR e.created_at >= $4) AND ($5::timestamptz IS NULL OR e.created_at < $5)
          AND ($6::text[] IS NULL OR e.type = ANY($6)) AND ($7::text IS NULL OR left(e.stream_id, length($7)) = $7)
        ORDER BY e.transaction_id, e.global_position LIMIT $8`,
      [after.txid, after.position, horizon, query.from ?? null, query.to ?? null, types, query.prefix || null, PAGE],
    );
    if (rows.length === 0) break;
    const streamTypes = rows.map((r: { stream_type: string }) => r.stream_type);
    const events = (await store.decode(rows.map(toStoredEvent))).map((e) => hideSecrets(e, store.personalData.registry));
    let chunk = '';
    events.forEach((e, i) => {
      const line: ExportedEvent = {
        streamId: e.streamId,
        streamType: streamTypes[i]!,
        version: e.version,
        eventId: e.eventId,
        type: e.type,
        schemaVersion: e.schemaVersion,
        data: e.data,
        metadata: e.metadata as unknown as Record<string, unknown>,
        createdAt: e.createdAt,
        position: e.position,
      };
      chunk += `${JSON.stringify(line)}\n`;
    });
    hash.update(chunk);
    count += events.length;
    after = events[events.length - 1]!.position;
    yield chunk;
  }
  const checksum: ExportChecksum = { checksum: { algorithm: 'sha256', value: hash.digest('hex'), events: count } };
  yield `${JSON.stringify(checksum)}\n`;
}
