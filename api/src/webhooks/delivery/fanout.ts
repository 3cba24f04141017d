import type { Pool, PoolClient } from 'pg';
import {
  START,
  WEBHOOK_ENDPOINT_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  compareCheckpoints,
  type EventStore,
  type StoredEvent,
  type WebhookEndpointDisabled,
  type WebhookEndpointEvent,
  type WebhookReplayRequested,
} from '@waypost/contracts';
import { CheckpointedProcessor, type PoisonPolicy } from '../../platform/background/checkpointed-processor';
import { evolveEndpoint, initialEndpoint, type EndpointState, type RegisteredEndpoint } from '../domain/endpoint';
import { SOURCE_EVENT_TYPES, ownerNamedBy, webhookPayload, webhookTypeOf } from '../domain/webhook-events';

// ── The webhook fan-out: the log -> each endpoint's delivery queue (checkpoint 'webhooks-fanout') ──
// In log order: folds the endpoints' streams into webhook_endpoint_state (with their secrets) and the owners of
// shipments and inquiries into webhook_stream_owners; each shipment or inquiry event then becomes one queued delivery
// per endpoint of its owner that subscribes to its type (webhook-id = the event id). Test and replay requests queue
// theirs too. Every insert is keyed (endpoint, webhook-id, replay), so handling a batch again (after a crash) queues
// nothing twice. Each delivery keeps the request id of the event it is made from (the waypost-request-id header).
// One live instance across processes (advisory lock); the sender delivers the queue.
// Never skips: an event it cannot queue holds the fan-out there (PoisonPolicy 'hold', retried with a doubling delay,
// shown by `held`), since passing over it would drop deliveries promised to integrators; it goes on once it can.

export const FANOUT_CHECKPOINT = 'webhooks-fanout';
const LIVE = '00000000-0000-0000-0000-000000000000';

export interface FanoutHooks {
  /** An endpoint was disabled (its retries ran out): tell its owner. Idempotent enough to be called twice. */
  endpointDisabled(event: StoredEvent & WebhookEndpointDisabled): Promise<void>;
}

type Active = RegisteredEndpoint;

export class WebhookFanout extends CheckpointedProcessor {
  protected readonly eventTypes = new Set<string>([...SOURCE_EVENT_TYPES, ...WEBHOOK_ENDPOINT_EVENT_TYPES]);
  /** A batch's queued deliveries and the checkpoint commit together (see the base class). */
  protected override readonly transactionalBatches = true;

  constructor(
    pool: Pool,
    store: EventStore,
    private readonly hooks: FanoutHooks,
    log: (m: string) => void,
    poison: Partial<Omit<PoisonPolicy, 'onPoison'>> = {},
  ) {
    super(pool, store, FANOUT_CHECKPOINT, log, { ...poison, onPoison: 'hold' });
  }

  /** Called after each batch has been queued and committed (the sender in this process looks at once). */
  onBatch: () => void = () => undefined;

  protected override batchCommitted(): void {
    this.onBatch();
  }

  /**
   * A batch in a few statements: split where an endpoint changes, or where an event names the owner of a stream that
   * already has an event in the part (so within a part every stream's owner is the one its first event leaves); per
   * part, the owners in one upsert, the subscribed endpoints in one read, the deliveries in one insert, in log order.
   */
  protected override async handleAll(client: PoolClient, events: StoredEvent[]): Promise<void> {
    let part: StoredEvent[] = [];
    const streams = new Set<string>();
    for (const event of events) {
      const endpointEvent = (WEBHOOK_ENDPOINT_EVENT_TYPES as string[]).includes(event.type);
      if (endpointEvent || (ownerNamedBy(event) && streams.has(event.streamId))) {
        await this.sourceEvents(client, part);
        part = [];
        streams.clear();
      }
      if (endpointEvent) {
        await this.endpointEvent(client, event as StoredEvent & WebhookEndpointEvent);
        continue;
      }
      part.push(event);
      streams.add(event.streamId);
    }
    await this.sourceEvents(client, part);
  }

  private async sourceEvents(client: PoolClient, events: StoredEvent[]): Promise<void> {
    const owners = new Map<string, string>();
    for (const event of events) {
      const owner = ownerNamedBy(event);
      if (owner) owners.set(event.streamId, owner);
    }
    if (owners.size > 0) {
      await client.query(
        `INSERT INTO webhook_stream_owners (stream_id, owner_id) SELECT * FROM unnest($1::text[], $2::uuid[])
         ON CONFLICT (stream_id) DO UPDATE SET owner_id = EXCLUDED.owner_id`,
        [[...owners.keys()], [...owners.values()]],
      );
    }
    const typed = events.flatMap((event) => {
      const type = webhookTypeOf(event);
      return type ? [{ event, type }] : [];
    });
    if (typed.length === 0) return;
    const { rows } = await client.query<{ stream_id: string; endpoint_id: string; state: Active }>(
      `SELECT o.stream_id, e.endpoint_id, e.state FROM webhook_stream_owners o JOIN webhook_endpoint_state e ON e.owner_id = o.owner_id
       WHERE o.stream_id = ANY($1::text[]) ORDER BY e.endpoint_id`,
      [[...new Set(typed.map((t) => t.event.streamId))]],
    );
    const endpointsOf = new Map<string, { endpoint_id: string; state: Active }[]>();
    for (const row of rows) endpointsOf.set(row.stream_id, [...(endpointsOf.get(row.stream_id) ?? []), row]);
    const queued: Queued[] = [];
    for (const { event, type } of typed) {
      for (const { endpoint_id, state } of endpointsOf.get(event.streamId) ?? []) {
        if (state.status === 'active' && state.enabled && state.eventTypes.includes(type)) queued.push({ endpointId: endpoint_id, type, event, replayId: null });
      }
    }
    await enqueueAll(client, queued);
  }

  protected async handle(client: PoolClient, event: StoredEvent): Promise<void> {
    if ((WEBHOOK_ENDPOINT_EVENT_TYPES as string[]).includes(event.type)) return this.endpointEvent(client, event as StoredEvent & WebhookEndpointEvent);
    const owner = ownerNamedBy(event);
    if (owner) {
      await client.query('INSERT INTO webhook_stream_owners (stream_id, owner_id) VALUES ($1, $2) ON CONFLICT (stream_id) DO UPDATE SET owner_id = EXCLUDED.owner_id', [
        event.streamId,
        owner,
      ]);
    }
    const type = webhookTypeOf(event);
    if (!type) return;
    const { rows } = await client.query<{ endpoint_id: string; state: Active }>(
      `SELECT e.endpoint_id, e.state FROM webhook_stream_owners o JOIN webhook_endpoint_state e ON e.owner_id = o.owner_id WHERE o.stream_id = $1 ORDER BY e.endpoint_id`,
      [event.streamId],
    );
    for (const { endpoint_id, state } of rows) {
      if (state.status === 'active' && state.enabled && state.eventTypes.includes(type)) await enqueue(client, endpoint_id, type, event, null);
    }
  }

  private async endpointEvent(client: PoolClient, event: StoredEvent & WebhookEndpointEvent): Promise<void> {
    const endpointId = event.data.endpointId;
    const { rows } = await client.query<{ state: EndpointState }>('SELECT state FROM webhook_endpoint_state WHERE endpoint_id = $1', [endpointId]);
    const before = rows[0]?.state ?? initialEndpoint();
    if (event.version <= before.version) return; // handled already (a batch again after a crash)
    const state = evolveEndpoint(before, event);
    if (state.status === 'none') return;
    await client.query(
      `INSERT INTO webhook_endpoint_state (endpoint_id, owner_id, state) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint_id) DO UPDATE SET state = EXCLUDED.state`,
      [endpointId, state.ownerId, JSON.stringify(state)],
    );
    switch (event.type) {
      case 'WebhookTestRequested':
        await enqueue(client, endpointId, WEBHOOK_TEST_EVENT, event, null);
        break;
      case 'WebhookReplayRequested':
        await this.replay(client, event, state.ownerId);
        break;
      case 'WebhookEndpointDeleted':
        await client.query(`UPDATE webhook_deliveries SET status = 'cancelled' WHERE endpoint_id = $1 AND status = 'pending'`, [endpointId]);
        break;
      case 'WebhookEndpointDisabled':
        await this.hooks.endpointDisabled(event);
        break;
    }
  }

  /**
   * Queues again what the endpoint received, or would have received, from a position or a time up to the request:
   * each event its owner's streams had while it subscribed to the event's type (as of that point of the log), and
   * its test events, in log order, with their original webhook-id.
   */
  private async replay(client: PoolClient, request: StoredEvent & WebhookReplayRequested, ownerId: string): Promise<void> {
    const { endpointId, fromPosition, fromDate } = request.data;
    const from = fromPosition !== null ? BigInt(fromPosition) : null;
    const since = fromDate !== null ? Date.parse(fromDate) : null;
    const types = [...SOURCE_EVENT_TYPES, ...WEBHOOK_ENDPOINT_EVENT_TYPES];
    let endpoint: EndpointState = initialEndpoint();
    const owners = new Map<string, string>();
    let started = false;
    let after = START;
    for (;;) {
      let batch: StoredEvent[];
      let next: typeof after | null;
      if (this.store.readAllOfTypes) {
        const read = await this.store.readAllOfTypes(types, { after, limit: 1000 });
        batch = read.events;
        next = read.scannedTo;
      } else {
        const all = await this.store.readAll({ after, limit: 1000 });
        batch = all.filter((e) => (types as string[]).includes(e.type));
        next = all.at(-1)?.position ?? null;
      }
      if (next === null) return;
      for (const event of batch) {
        if (compareCheckpoints(event.position, request.position) >= 0) return;
        // From the first event at or past the position (or time) on, everything after it in log order: the log is
        // ordered by (transaction, position), so a later event may carry a lower position.
        started ||= (from === null || BigInt(event.position.position) >= from) && (since === null || Date.parse(event.createdAt) >= since);
        const inRange = started;
        if (event.streamId === request.streamId) {
          endpoint = evolveEndpoint(endpoint, event as StoredEvent & WebhookEndpointEvent);
          if (event.type === 'WebhookTestRequested' && inRange) await enqueue(client, endpointId, WEBHOOK_TEST_EVENT, event, request.eventId);
          continue;
        }
        const named = ownerNamedBy(event);
        if (named) owners.set(event.streamId, named);
        const type = webhookTypeOf(event);
        if (!type || !inRange || endpoint.status !== 'active' || owners.get(event.streamId) !== ownerId || !endpoint.eventTypes.includes(type)) continue;
        await enqueue(client, endpointId, type, event, request.eventId);
      }
      if (compareCheckpoints(next, request.position) >= 0) return;
      after = next;
    }
  }
}

/** The request id an event's metadata carries (the HTTP request that led to it), when it is a safe header value. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const requestIdOf = (event: StoredEvent): string | null => {
  const id = (event.metadata as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' && SAFE_REQUEST_ID.test(id) ? id : null;
};

interface Queued {
  endpointId: string;
  type: string;
  event: StoredEvent;
  replayId: string | null;
}

const enqueue = (client: PoolClient, endpointId: string, type: string, event: StoredEvent, replayId: string | null): Promise<void> =>
  enqueueAll(client, [{ endpointId, type, event, replayId }]);

/** Queues deliveries in the order given (their ids follow it: the sender's order). */
async function enqueueAll(client: PoolClient, queued: Queued[]): Promise<void> {
  if (queued.length === 0) return;
  const column = <T>(of: (q: Queued) => T): T[] => queued.map(of);
  await client.query(
    `INSERT INTO webhook_deliveries (endpoint_id, webhook_id, replay_id, replay_key, event_type, position, body, request_id)
     SELECT endpoint_id, webhook_id, replay_id, replay_key, event_type, position, body, request_id
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])
         WITH ORDINALITY AS q(endpoint_id, webhook_id, replay_id, replay_key, event_type, position, body, request_id, n)
      ORDER BY n
     ON CONFLICT (endpoint_id, webhook_id, replay_key) DO NOTHING`,
    [
      column((q) => q.endpointId),
      column((q) => q.event.eventId),
      column((q) => q.replayId),
      column((q) => q.replayId ?? LIVE),
      column((q) => q.type),
      column((q) => q.event.position.position),
      column((q) => JSON.stringify(webhookPayload(q.type, q.event))),
      column((q) => requestIdOf(q.event)),
    ],
  );
}
