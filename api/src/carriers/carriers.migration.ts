// ── Tables of the carrier workers (issue 3, migration ids 300..399) ─────────────
// carrier_processed_events: each consumer's de-duplication by event id.
// carrier_tracking_schedule: when to ask a booked shipment's carrier for news (the journey itself is derived
// from the shipment's event history each time; this is only an index of what is due).

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
];
