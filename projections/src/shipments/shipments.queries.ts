import type { Pool } from 'pg';
import type { EstimateSource, Shipment, ShipmentAttention } from '@waypost/contracts';

export interface ShipmentRow {
  id: string;
  owner_id: string;
  tracking_number: string;
  status: Shipment['status'];
  from_address: Shipment['fromAddress'];
  to_address: Shipment['toAddress'];
  item_details: Shipment['itemDetails'];
  estimated_delivery: Date;
  created_at: Date;
  updated_at: Date;
  version: number;
  estimate_source: EstimateSource;
  attention: ShipmentAttention | null;
}

export const toShipment = (r: ShipmentRow): Shipment => ({
  id: r.id,
  trackingNumber: r.tracking_number,
  status: r.status,
  fromAddress: r.from_address,
  toAddress: r.to_address,
  itemDetails: r.item_details,
  estimatedDelivery: r.estimated_delivery.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  version: r.version,
  estimateSource: r.estimate_source,
  attention: r.attention,
});

// A named statement (parsed and planned once per pooled connection) with its columns spelled out, so a later column
// added to the table cannot change the cached statement's result type.
const LIST_OF_OWNER = {
  name: 'shipments.list-of-owner.v2',
  text: `SELECT id, owner_id, tracking_number, status, from_address, to_address, item_details, estimated_delivery, created_at, updated_at, version,
                estimate_source, attention
           FROM shipments WHERE owner_id = $1 ORDER BY created_at DESC, tracking_number DESC LIMIT $2`,
};

export async function listShipmentsOfOwner(pool: Pool, ownerId: string, limit = 200): Promise<Shipment[]> {
  const { rows } = await pool.query<ShipmentRow>({ ...LIST_OF_OWNER, values: [ownerId, limit] });
  return rows.map(toShipment);
}

/** One shipment; ownerId = null lets staff read any shipment. */
export async function findShipment(pool: Pool, id: string, ownerId: string | null): Promise<Shipment | null> {
  const { rows } = await pool.query<ShipmentRow>('SELECT * FROM shipments WHERE id = $1 AND ($2::uuid IS NULL OR owner_id = $2)', [id, ownerId]);
  return rows[0] ? toShipment(rows[0]) : null;
}
