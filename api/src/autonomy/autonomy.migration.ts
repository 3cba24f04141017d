// ── Process-manager state of the autonomy dispatcher (issue 7: migration ids 700..799) ──
// Not read models: what the dispatcher itself needs to act (open bookings per carrier, the hold queue, its
// folded situation), written with its checkpoint. The API reads the autonomy_* read models instead.

export const AUTONOMY_MIGRATIONS = [
  {
    id: 700,
    name: 'autonomy dispatcher state',
    sql: `
      CREATE TABLE IF NOT EXISTS autonomy_open_bookings (
        shipment_id uuid PRIMARY KEY,
        carrier_id text NOT NULL,
        owner_id uuid NOT NULL,
        tracking_number text NOT NULL,
        booked_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS autonomy_open_bookings_carrier ON autonomy_open_bookings (carrier_id);
      CREATE TABLE IF NOT EXISTS autonomy_holds (
        shipment_id uuid PRIMARY KEY,
        code text NOT NULL,
        priority integer NOT NULL,
        crisis_id uuid,
        held_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS autonomy_holds_queue ON autonomy_holds (code, priority, held_at);
      CREATE TABLE IF NOT EXISTS autonomy_process_state (
        name text PRIMARY KEY,
        state jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: 701,
    name: "autonomy dispatcher: shippers' carrier preferences as of the log",
    sql: `CREATE TABLE IF NOT EXISTS autonomy_preferences (user_id uuid PRIMARY KEY, priority text NOT NULL);`,
  },
];
