import type { Pool } from 'pg';
import type { ManifestShipment, ManifestView } from '@waypost/contracts';

interface ManifestRow {
  id: string;
  carrier_id: string;
  carrier_name: string;
  ship_date: string;
  shipments: ManifestShipment[];
  shipment_count: number;
  parcel_count: number;
  weight_grams: number;
  created_at: Date;
}

const view = (r: ManifestRow): ManifestView => ({
  id: r.id,
  carrierId: r.carrier_id,
  carrierName: r.carrier_name,
  shipDate: r.ship_date,
  shipmentCount: r.shipment_count,
  parcelCount: r.parcel_count,
  weightGrams: r.weight_grams,
  shipments: r.shipments,
  createdAt: r.created_at.toISOString(),
  pdfHref: `/api/manifests/${r.id}/pdf`,
});

const COLUMNS = 'id, carrier_id, carrier_name, ship_date, shipments, shipment_count, parcel_count, weight_grams, created_at';

/** A shipper's manifests, newest first. */
export async function listManifests(pool: Pool, ownerId: string, limit = 200): Promise<ManifestView[]> {
  const { rows } = await pool.query<ManifestRow>(`SELECT ${COLUMNS} FROM manifests WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [ownerId, limit]);
  return rows.map(view);
}

/** One manifest of this shipper (null: none, or another shipper's). */
export async function findManifest(pool: Pool, ownerId: string, id: string): Promise<ManifestView | null> {
  const { rows } = await pool.query<ManifestRow>(`SELECT ${COLUMNS} FROM manifests WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
  return rows[0] ? view(rows[0]) : null;
}

interface CandidateRow {
  id: string;
  tracking_number: string;
  reference: string | null;
  to_city: string | null;
  to_country: string | null;
  parcel_count: number | null;
  total_weight_grams: number | null;
}

/**
 * The shipper's shipments a manifest of this carrier and day would list now: booked with the carrier that day (UTC),
 * label standing, not yet picked up, on no manifest of that day yet; oldest booking first. The shipment streams decide
 * for certain when the manifest is made (a void or another manifest may come first).
 */
export async function manifestCandidates(pool: Pool, ownerId: string, carrierId: string, shipDate: string, limit: number): Promise<ManifestShipment[]> {
  const { rows } = await pool.query<CandidateRow>(
    `SELECT s.id, s.tracking_number, s.booking->'carrier'->>'reference' AS reference,
            s.to_address->>'city' AS to_city, coalesce(s.to_address->>'countryCode', s.to_address->>'country') AS to_country,
            jsonb_array_length(coalesce(s.parcels, '[]'::jsonb)) AS parcel_count, s.total_weight_grams
     FROM shipments s
     WHERE s.owner_id = $1 AND s.status = 'pending' AND coalesce(s.tracking_status, 'pre_transit') = 'pre_transit'
       AND s.booking->'label'->>'status' = 'purchased'
       AND s.booking->'carrier'->>'carrierId' = $2 AND left(s.booking->'carrier'->>'bookedAt', 10) = $3
       AND NOT EXISTS (SELECT 1 FROM manifests m WHERE m.owner_id = s.owner_id AND m.carrier_id = $2 AND m.ship_date = $3
                       AND m.shipments @> jsonb_build_array(jsonb_build_object('shipmentId', s.id::text)))
     ORDER BY s.booking->'carrier'->>'bookedAt', s.id
     LIMIT $4`,
    [ownerId, carrierId, shipDate, limit],
  );
  return rows.map((r) => ({
    shipmentId: r.id,
    trackingNumber: r.tracking_number,
    reference: r.reference ?? '',
    toCity: r.to_city ?? '',
    toCountry: r.to_country ?? '',
    parcelCount: Math.max(1, r.parcel_count ?? 1),
    weightGrams: r.total_weight_grams ?? 0,
  }));
}
