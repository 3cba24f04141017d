import type { Pool } from 'pg';
import type { PickupCandidate, PickupShipment, PickupStatus, PickupView, StoredAddress } from '@waypost/contracts';

interface PickupRow {
  id: string;
  carrier_id: string;
  carrier_name: string;
  status: PickupStatus;
  shipments: PickupShipment[];
  pickup_date: string;
  earliest: string;
  latest: string;
  location: Record<string, unknown>;
  parcel_count: number;
  instructions: string;
  revision: number;
  confirmation_number: string | null;
  refusal: string | null;
  sandbox: boolean;
  created_at: Date;
  updated_at: Date;
}

const view = (r: PickupRow): PickupView => ({
  id: r.id,
  carrierId: r.carrier_id,
  carrierName: r.carrier_name,
  status: r.status,
  shipments: r.shipments,
  date: r.pickup_date,
  earliest: r.earliest,
  latest: r.latest,
  location: r.location,
  parcelCount: r.parcel_count,
  instructions: r.instructions,
  revision: r.revision,
  confirmationNumber: r.confirmation_number,
  refusal: r.refusal,
  sandbox: r.sandbox,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** A shipper's pickups, newest first. */
export async function listPickups(pool: Pool, ownerId: string, limit = 200): Promise<PickupView[]> {
  const { rows } = await pool.query<PickupRow>('SELECT * FROM pickups WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2', [ownerId, limit]);
  return rows.map(view);
}

/** One pickup of this shipper (null: none, or another shipper's). */
export async function findPickup(pool: Pool, ownerId: string, id: string): Promise<PickupView | null> {
  const { rows } = await pool.query<PickupRow>('SELECT * FROM pickups WHERE id = $1 AND owner_id = $2', [id, ownerId]);
  return rows[0] ? view(rows[0]) : null;
}

interface CandidateRow {
  id: string;
  tracking_number: string;
  from_address: StoredAddress;
  to_city: string | null;
  to_country: string | null;
  parcel_count: number | null;
}

/** A shipment a pickup can collect, with its sender address (the pickup's default location). */
export type PickupCandidateRow = PickupCandidate & { fromAddress: StoredAddress };

/**
 * The shipper's shipments a pickup of this carrier can collect now (all of them, or those of `ids`): booked with the
 * carrier in the sandbox network, label standing, not yet picked up, on no pickup that is requested or confirmed;
 * oldest booking first.
 */
export async function pickupCandidates(pool: Pool, ownerId: string, carrierId: string, ids: readonly string[] | null, limit: number): Promise<PickupCandidateRow[]> {
  const { rows } = await pool.query<CandidateRow>(
    `SELECT s.id, s.tracking_number, s.from_address,
            s.to_address->>'city' AS to_city, coalesce(s.to_address->>'countryCode', s.to_address->>'country') AS to_country,
            jsonb_array_length(coalesce(s.parcels, '[]'::jsonb)) AS parcel_count
     FROM shipments s
     WHERE s.owner_id = $1 AND s.status = 'pending' AND coalesce(s.tracking_status, 'pre_transit') = 'pre_transit'
       AND s.booking->'label'->>'status' = 'purchased' AND (s.booking->'carrier'->>'sandbox')::boolean IS TRUE
       AND s.booking->'carrier'->>'carrierId' = $2 AND ($3::uuid[] IS NULL OR s.id = ANY($3::uuid[]))
       AND NOT EXISTS (SELECT 1 FROM pickups p WHERE p.owner_id = s.owner_id AND p.status IN ('requested', 'confirmed')
                       AND p.shipments @> jsonb_build_array(jsonb_build_object('shipmentId', s.id::text)))
     ORDER BY s.booking->'carrier'->>'bookedAt', s.id
     LIMIT $4`,
    [ownerId, carrierId, ids, limit],
  );
  return rows.map((r) => ({
    shipmentId: r.id,
    trackingNumber: r.tracking_number,
    parcelCount: Math.max(1, r.parcel_count ?? 1),
    toCity: r.to_city ?? '',
    toCountry: r.to_country ?? '',
    fromCity: r.from_address?.city ?? '',
    fromAddress: r.from_address,
  }));
}
