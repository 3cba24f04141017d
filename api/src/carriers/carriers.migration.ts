// ── Tables of the carrier workers (issue 3, migration ids 300..399) ─────────────
// carrier_processed_events: each consumer's de-duplication by event id.
// carrier_tracking_schedule: when to ask a booked shipment's carrier for news (the journey itself is derived
// from the shipment's event history each time; this is only an index of what is due).
// provider_*: the real providers' purchases, parcels, labels and webhook deliveries (workers/provider-parcels.ts);
// a parcel whose void the provider settles later keeps its refund id and when to ask again (refund_check_at).

export const CARRIER_MIGRATIONS = [
  {
    id: 300,
    name: 'carriers: processed events, tracking schedule',
    sql: `
      CREATE TABLE IF NOT EXISTS carrier_processed_events (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        event_type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      );
      CREATE TABLE IF NOT EXISTS carrier_tracking_schedule (
        shipment_id uuid PRIMARY KEY,
        carrier_id text NOT NULL,
        due_at timestamptz NOT NULL,
        steps_done integer NOT NULL DEFAULT 0,
        done boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS carrier_tracking_schedule_due ON carrier_tracking_schedule (due_at) WHERE NOT done;
    `,
  },
  {
    id: 301,
    name: 'carriers: real providers (issue 27): purchases journal, parcels, labels, webhook deliveries',
    sql: `
      CREATE TABLE IF NOT EXISTS provider_purchases (
        idempotency_key text PRIMARY KEY,
        provider_key text NOT NULL,
        shipment_id uuid NOT NULL,
        state text NOT NULL CHECK (state IN ('started', 'bought')),
        attempts integer NOT NULL DEFAULT 1,
        result jsonb,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE TABLE IF NOT EXISTS provider_parcels (
        provider_key text NOT NULL,
        tracking_number text NOT NULL,
        shipment_id uuid NOT NULL,
        carrier_code text NOT NULL,
        provider_shipment_id text NOT NULL,
        next_check_at timestamptz NOT NULL,
        done boolean NOT NULL DEFAULT false,
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider_key, tracking_number)
      );
      CREATE INDEX IF NOT EXISTS provider_parcels_due ON provider_parcels (next_check_at) WHERE NOT done;
      CREATE INDEX IF NOT EXISTS provider_parcels_shipment ON provider_parcels (shipment_id);
      CREATE TABLE IF NOT EXISTS provider_labels (
        shipment_id uuid NOT NULL,
        provider_key text NOT NULL,
        provider_shipment_id text NOT NULL,
        format text NOT NULL,
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (shipment_id, provider_shipment_id)
      );
      CREATE TABLE IF NOT EXISTS provider_webhook_deliveries (
        provider_key text NOT NULL,
        provider_event_id text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider_key, provider_event_id)
      );
    `,
  },
  {
    id: 305,
    name: 'carriers: refunds of voided provider labels that the provider settles later (issue 27)',
    sql: `
      ALTER TABLE provider_parcels ADD COLUMN IF NOT EXISTS refund_id text;
      ALTER TABLE provider_parcels ADD COLUMN IF NOT EXISTS refund_check_at timestamptz;
      CREATE INDEX IF NOT EXISTS provider_parcels_refunds_due ON provider_parcels (refund_check_at) WHERE refund_check_at IS NOT NULL;
    `,
  },
];
