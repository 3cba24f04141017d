import type { Pool } from 'pg';
import {
  TRACKING_STATUS_OF_SCREEN,
  type BookingSummary,
  parcelFromItem,
  withTaxIdsHidden,
  type Customs,
  type DangerousGoodsFlag,
  type DutiesEstimate,
  type EstimateSource,
  type Parcel,
  type Shipment,
  type ShipmentAttention,
  type ShipmentReturnLink,
  type ShipmentStatus,
  type TrackingStatus,
} from '@waypost/contracts';
import { keysetConditions, keysetPage, type KeysetPage, type KeysetRequest } from '../keyset';
import { ownerParams, readsAsOwner, type OwnerScope } from '../owner-scope';

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
  /** Null on rows written before tracking statuses (their screen status says it). */
  tracking_status: TrackingStatus | null;
  /** Issue 24 (null on rows projected before it, until a rebuild: derived from item_details then). */
  parcels: Parcel[] | null;
  total_weight_grams: number | null;
  customs: Customs | null;
  duties_estimate: DutiesEstimate | null;
  /** Issue 24: null on rows projected before it, until a rebuild (the answer then has no `booking`). */
  booking: BookingSummary | null;
  /** Issue 26: the declared dangerous goods (null when none, and on rows projected before it). */
  dangerous_goods: DangerousGoodsFlag[] | null;
  /** Issue 28: the shipment this one returns, and this one's latest return (null when none, and on rows projected before it). */
  return_of: ShipmentReturnLink | null;
  returned_as: ShipmentReturnLink | null;
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
  trackingStatus: r.tracking_status ?? TRACKING_STATUS_OF_SCREEN[r.status],
  ...parcelsOfRow(r),
  customs: r.customs,
  dutiesEstimate: r.duties_estimate,
  ...(r.booking ? { booking: r.booking } : {}),
  ...(r.dangerous_goods ? { dangerousGoods: r.dangerous_goods } : {}),
  ...(r.return_of ? { returnOf: r.return_of } : {}),
  ...(r.returned_as ? { returnedAs: r.returned_as } : {}),
});

function parcelsOfRow(r: Pick<ShipmentRow, 'parcels' | 'total_weight_grams' | 'item_details'>): Pick<Shipment, 'parcels' | 'totalWeightKg'> {
  if (r.parcels && r.total_weight_grams !== null) return { parcels: r.parcels, totalWeightKg: r.total_weight_grams / 1000 };
  const parcel = parcelFromItem(r.item_details);
  return { parcels: [parcel], totalWeightKg: parcel.weightKg };
}

// A named statement (parsed and planned once per pooled connection) with its columns spelled out, so a later column
// added to the table cannot change the cached statement's result type.
const LIST_OF_OWNER = {
  name: 'shipments.list-of-owner.v7',
  text: `SELECT id, owner_id, tracking_number, status, from_address, to_address, item_details, estimated_delivery, created_at, updated_at, version,
                estimate_source, attention, tracking_status, parcels, total_weight_grams, customs, duties_estimate, booking, dangerous_goods, return_of, returned_as
           FROM shipments WHERE owner_id = $1 ORDER BY created_at DESC, tracking_number DESC LIMIT $2`,
};

export async function listShipmentsOfOwner(pool: Pool, ownerId: string, limit = 200): Promise<Shipment[]> {
  const { rows } = await pool.query<ShipmentRow>({ ...LIST_OF_OWNER, values: [ownerId, limit] });
  return rows.map(toShipment);
}

export interface ShipmentFilters {
  status?: ShipmentStatus;
  /** Created at or after (ISO 8601 date-time). */
  createdFrom?: string;
  /** Created before (ISO 8601 date-time). */
  createdTo?: string;
  originCountry?: string;
  destinationCountry?: string;
  /** The booked carrier's id (carrier_bookings). */
  carrier?: string;
}

/**
 * A keyset page of an owner's shipments, newest first over (created_at, tracking_number): both never change and
 * the pair is unique, so pages stay exact while shipments are created. The same order as listShipmentsOfOwner.
 */
export function pageShipmentsOfOwner(pool: Pool, ownerId: string, filters: ShipmentFilters, page: KeysetRequest): Promise<KeysetPage<Shipment>> {
  const { where, values, add } = keysetConditions();
  add((n) => `s.owner_id = ${n}`, ownerId);
  if (filters.status) add((n) => `s.status = ${n}`, filters.status);
  if (filters.createdFrom) add((n) => `s.created_at >= ${n}::timestamptz`, filters.createdFrom);
  if (filters.createdTo) add((n) => `s.created_at < ${n}::timestamptz`, filters.createdTo);
  if (filters.originCountry) add((n) => `lower(s.from_address->>'country') = lower(${n})`, filters.originCountry);
  if (filters.destinationCountry) add((n) => `lower(s.to_address->>'country') = lower(${n})`, filters.destinationCountry);
  if (filters.carrier) add((n) => `EXISTS (SELECT 1 FROM carrier_bookings b WHERE b.shipment_id = s.id AND lower(b.carrier_id) = lower(${n}))`, filters.carrier);
  return keysetPage<ShipmentRow, Shipment>(
    pool,
    {
      select: `s.id, s.owner_id, s.tracking_number, s.status, s.from_address, s.to_address, s.item_details, s.estimated_delivery, s.created_at,
               s.updated_at, s.version, s.estimate_source, s.attention, s.tracking_status, s.parcels, s.total_weight_grams, s.customs, s.duties_estimate,
               s.booking, s.dangerous_goods, s.return_of, s.returned_as`,
      from: 'shipments s',
      where,
      values,
      key: [
        { column: 's.created_at', type: 'timestamptz' },
        { column: 's.tracking_number', type: 'text' },
      ],
    },
    page,
    toShipment,
  );
}

/** One shipment, if the scope lets the reader see it (staff: any live one, its tax ids hidden unless it is theirs). */
export async function findShipment(pool: Pool, id: string, scope: OwnerScope): Promise<Shipment | null> {
  const { rows } = await pool.query<ShipmentRow>(
    `SELECT * FROM shipments WHERE id = $1 AND ($2::uuid IS NULL OR owner_id = $2::uuid) AND ($3::uuid[] IS NULL OR owner_id <> ALL($3::uuid[]))`,
    [id, ...ownerParams(scope)],
  );
  const row = rows[0];
  return row ? shipmentAsRead(toShipment(row), scope, row.owner_id) : null;
}

/** A shipment as the reader of `scope` may see it: what only its owner reads (customs tax ids) is hidden from others. */
export const shipmentAsRead = (shipment: Shipment, scope: OwnerScope, ownerId: string): Shipment =>
  shipment.customs && !readsAsOwner(scope, ownerId) ? { ...shipment, customs: withTaxIdsHidden(shipment.customs) } : shipment;
