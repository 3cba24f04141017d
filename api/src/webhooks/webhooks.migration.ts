// ── Tables of the webhook deliverer (issue 25, item 2; migration ids 1100..1199) ──
// Not read models: the deliverer's own state, built from the log in log order by the fan-out (webhook_endpoint_state,
// webhook_stream_owners) and its delivery queue with the attempts made (webhook_deliveries, webhook_attempts). The
// endpoints' read model is the webhook-endpoints projection. Retries are scheduled here (next_attempt_at), so a
// restart keeps them.

export const WEBHOOKS_MIGRATIONS = [
  {
    id: 1100,
    name: 'webhooks: endpoint state, stream owners, delivery queue and attempts',
    sql: `
      CREATE TABLE IF NOT EXISTS webhook_endpoint_state (
        endpoint_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        state jsonb NOT NULL
      );
      CREATE INDEX IF NOT EXISTS webhook_endpoint_state_owner ON webhook_endpoint_state (owner_id);
      CREATE TABLE IF NOT EXISTS webhook_stream_owners (
        stream_id text PRIMARY KEY,
        owner_id uuid NOT NULL
      );
      CREATE TABLE IF NOT EXISTS webhook_deliveries (
        id bigserial PRIMARY KEY,
        endpoint_id uuid NOT NULL,
        webhook_id uuid NOT NULL,
        replay_id uuid,
        replay_key uuid NOT NULL,
        event_type text NOT NULL,
        position text,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        first_attempt_at timestamptz,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (endpoint_id, webhook_id, replay_key)
      );
      CREATE INDEX IF NOT EXISTS webhook_deliveries_pending ON webhook_deliveries (endpoint_id, id) WHERE status = 'pending';
      CREATE INDEX IF NOT EXISTS webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);
      CREATE TABLE IF NOT EXISTS webhook_attempts (
        id bigserial PRIMARY KEY,
        delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempted_at timestamptz NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        error text,
        next_retry_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS webhook_attempts_delivery ON webhook_attempts (delivery_id, id);
    `,
  },
  {
    id: 1101,
    name: 'webhooks: the originating request id of each delivery',
    sql: 'ALTER TABLE webhook_deliveries ADD COLUMN IF NOT EXISTS request_id text',
  },
];
