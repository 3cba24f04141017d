import { UUID_PATTERN, type ManifestEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, uuidKey, type BulkColumn, type Projection } from '../projection';

// ── Read model: end-of-day manifests per shipper (issue 28 item 6) ──────────
// One row per manifest with its list as it was closed; the list is what the PDF draws.

const COLUMNS: BulkColumn[] = (
  [
    ['id', 'uuid'],
    ['owner_id', 'uuid'],
    ['carrier_id', 'text'],
    ['carrier_name', 'text'],
    ['ship_date', 'text'],
    ['shipments', 'jsonb'],
    ['shipment_count', 'integer'],
    ['parcel_count', 'integer'],
    ['weight_grams', 'integer'],
    ['created_at', 'timestamptz'],
  ] as const
).map(([name, type]) => ({ name, type }));

export const manifestsProjection: Projection<'manifests'> = {
  name: 'manifests',
  tables: ['manifests'],
  eventTypes: ['ManifestCreated'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.manifests} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      carrier_id text NOT NULL,
      carrier_name text NOT NULL,
      ship_date text NOT NULL,
      shipments jsonb NOT NULL,
      shipment_count integer NOT NULL,
      parcel_count integer NOT NULL,
      weight_grams integer NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.manifests}_owner ON ${t.manifests} (owner_id, created_at DESC);
    CREATE INDEX IF NOT EXISTS ${t.manifests}_day ON ${t.manifests} (owner_id, carrier_id, ship_date);`,
  fold: {
    kind: 'rows',
    columns: { manifests: COLUMNS },
    keys: { manifests: ['id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & ManifestEvent;
      const d = event.data;
      // a manifest id or owner that is not a uuid was never written by the API: nothing to show
      if (event.type !== 'ManifestCreated' || !UUID_PATTERN.test(String(d?.manifestId)) || !UUID_PATTERN.test(String(d.ownerId)) || !Array.isArray(d.shipments)) return true;
      const key = uuidKey(event.data.manifestId);
      const row = rows.get('manifests', key);
      if (row === WRITTEN) return false;
      if (row) return true;
      rows.add('manifests', key, {
        id: key,
        owner_id: d.ownerId,
        carrier_id: d.carrierId,
        carrier_name: d.carrierName,
        ship_date: d.shipDate,
        shipments: d.shipments,
        shipment_count: d.shipments.length,
        parcel_count: d.shipments.reduce((n, s) => n + s.parcelCount, 0),
        weight_grams: d.shipments.reduce((n, s) => n + s.weightGrams, 0),
        created_at: d.createdAt,
      });
      return true;
    },
  },
};
