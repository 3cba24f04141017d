import { UUID_PATTERN, type PickupEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, uuidKey, type BulkColumn, type Projection } from '../projection';

// ── Read model: carrier pickups per shipper (issue 28 item 3) ───────────────
// One row per pickup as it stands: its current window, location and the carrier's answer to its current revision.

const COLUMNS: BulkColumn[] = (
  [
    ['id', 'uuid'],
    ['owner_id', 'uuid'],
    ['carrier_id', 'text'],
    ['carrier_name', 'text'],
    ['status', 'text'],
    ['shipments', 'jsonb'],
    ['pickup_date', 'text'],
    ['earliest', 'text'],
    ['latest', 'text'],
    ['location', 'jsonb'],
    ['parcel_count', 'integer'],
    ['instructions', 'text'],
    ['revision', 'integer'],
    ['confirmation_number', 'text'],
    ['refusal', 'text'],
    ['sandbox', 'boolean'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ] as const
).map(([name, type]) => ({ name, type }));

export const pickupsProjection: Projection<'pickups'> = {
  name: 'pickups',
  tables: ['pickups'],
  eventTypes: ['PickupRequested', 'PickupChanged', 'PickupConfirmed', 'PickupRefused', 'PickupCancelled'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.pickups} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      carrier_id text NOT NULL,
      carrier_name text NOT NULL,
      status text NOT NULL,
      shipments jsonb NOT NULL,
      pickup_date text NOT NULL,
      earliest text NOT NULL,
      latest text NOT NULL,
      location jsonb NOT NULL,
      parcel_count integer NOT NULL,
      instructions text NOT NULL,
      revision integer NOT NULL,
      confirmation_number text,
      refusal text,
      sandbox boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.pickups}_owner ON ${t.pickups} (owner_id, created_at DESC);`,
  fold: {
    kind: 'rows',
    columns: { pickups: COLUMNS },
    keys: { pickups: ['id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & PickupEvent;
      const d = event.data;
      // a pickup id or owner that is not a uuid was never written by the API: nothing to show
      if (!UUID_PATTERN.test(String(d?.pickupId)) || !UUID_PATTERN.test(String(d.ownerId))) return true;
      const key = uuidKey(d.pickupId);
      const row = rows.get('pickups', key);
      if (row === WRITTEN) return false;
      if (event.type === 'PickupRequested') {
        const r = event.data;
        if (!row && Array.isArray(r.shipments))
          rows.add('pickups', key, {
            id: key,
            owner_id: uuidKey(r.ownerId),
            carrier_id: r.carrierId,
            carrier_name: r.carrierName,
            status: 'requested',
            shipments: r.shipments,
            pickup_date: r.date,
            earliest: r.earliest,
            latest: r.latest,
            location: r.location,
            parcel_count: r.parcelCount,
            instructions: r.instructions,
            revision: r.revision,
            confirmation_number: null,
            refusal: null,
            sandbox: false,
            created_at: r.requestedAt,
            updated_at: r.requestedAt,
          });
        return true;
      }
      if (!row || row.owner_id !== uuidKey(d.ownerId)) return true;
      switch (event.type) {
        case 'PickupChanged': {
          const c = event.data;
          Object.assign(row, { status: 'requested', pickup_date: c.date, earliest: c.earliest, latest: c.latest, location: c.location, parcel_count: c.parcelCount });
          Object.assign(row, { instructions: c.instructions, revision: c.revision, confirmation_number: null, refusal: null, updated_at: c.changedAt });
          return true;
        }
        case 'PickupConfirmed':
          if (row.revision === event.data.revision && row.status === 'requested')
            Object.assign(row, { status: 'confirmed', confirmation_number: event.data.confirmationNumber, sandbox: event.data.sandbox, updated_at: event.data.confirmedAt });
          return true;
        case 'PickupRefused':
          if (row.revision === event.data.revision && row.status === 'requested')
            Object.assign(row, { status: 'refused', refusal: event.data.reason, updated_at: event.data.refusedAt });
          return true;
        case 'PickupCancelled':
          Object.assign(row, { status: 'cancelled', updated_at: event.data.cancelledAt });
          return true;
        default:
          return true;
      }
    },
  },
};
