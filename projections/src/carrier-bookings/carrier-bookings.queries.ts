import type { Pool } from 'pg';
import type { CarrierBooking, Shipment } from '@waypost/contracts';
import { ownerParams, type OwnerScope } from '../owner-scope';

interface Row {
  shipment_id: string;
  tracking_number: string;
  status: CarrierBooking['status'];
  carrier_id: string | null;
  carrier_name: string | null;
  service_name: string | null;
  service_level: string | null;
  reference: string | null;
  sandbox: boolean;
  route: string[];
  estimated_delivery: Date | null;
  booked_at: Date | null;
  failure_reason: string | null;
  carrier_events: number;
  last_event: CarrierBooking['lastEvent'];
  provider: StoredProvider | null;
}

/** The provider column: CarrierBooked's provider (issue 27). */
type StoredProvider = { id: string; name: string; account: string; mode: 'test' | 'live'; shipmentRef: string; labelFormat: string };

/** One shipment's carrier booking, if the scope lets the reader see it (staff: any live one). */
export async function findCarrierBooking(pool: Pool, shipmentId: string, scope: OwnerScope): Promise<CarrierBooking | null> {
  const { rows } = await pool.query<Row>(
    `SELECT * FROM carrier_bookings WHERE shipment_id = $1 AND ($2::uuid IS NULL OR owner_id = $2::uuid) AND ($3::uuid[] IS NULL OR owner_id <> ALL($3::uuid[]))`,
    [shipmentId, ...ownerParams(scope)],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    shipmentId: r.shipment_id,
    trackingNumber: r.tracking_number,
    status: r.status,
    carrierId: r.carrier_id,
    carrierName: r.carrier_name,
    serviceName: r.service_name,
    serviceLevel: r.service_level,
    reference: r.reference,
    sandbox: r.sandbox,
    route: r.route,
    estimatedDelivery: r.estimated_delivery?.toISOString() ?? null,
    bookedAt: r.booked_at?.toISOString() ?? null,
    failureReason: r.failure_reason,
    carrierEvents: r.carrier_events,
    lastEvent: r.last_event,
    provider: r.provider ? { id: r.provider.id, name: r.provider.name, account: r.provider.account, mode: r.provider.mode } : null,
  };
}

export interface ShipmentLabelData {
  /** parcels: null on rows projected before issue 24 (until a rebuild): the label derives one from itemDetails. */
  shipment: Pick<Shipment, 'trackingNumber' | 'fromAddress' | 'toAddress' | 'itemDetails'> & { parcels: Shipment['parcels'] | null };
  /** null until a carrier has booked the shipment. */
  booking: {
    carrierName: string;
    serviceName: string;
    serviceLevel: string;
    reference: string;
    sandbox: boolean;
    route: string[];
    bookedAt: string;
    label: { sortCode: string; routingCode: string };
    /** Issue 27: the real provider that sold the label (its file is the label); null for the sandbox. */
    provider: StoredProvider | null;
  } | null;
}

/** What a shipment's PDF label shows (the shipments and carrier_bookings read models), if the scope lets the reader see it. */
export async function findShipmentLabel(pool: Pool, shipmentId: string, scope: OwnerScope): Promise<ShipmentLabelData | null> {
  const { rows } = await pool.query<{
    tracking_number: string;
    from_address: Shipment['fromAddress'];
    to_address: Shipment['toAddress'];
    item_details: Shipment['itemDetails'];
    parcels: Shipment['parcels'] | null;
    status: string | null;
    carrier_name: string | null;
    service_name: string | null;
    service_level: string | null;
    reference: string | null;
    sandbox: boolean | null;
    route: string[] | null;
    booked_at: Date | null;
    label: { sortCode: string; routingCode: string } | null;
    provider: StoredProvider | null;
  }>(
    `SELECT s.tracking_number, s.from_address, s.to_address, s.item_details, s.parcels, b.status, b.carrier_name, b.service_name, b.service_level,
            b.reference, b.sandbox, b.route, b.booked_at, b.label, b.provider
       FROM shipments s LEFT JOIN carrier_bookings b ON b.shipment_id = s.id
      WHERE s.id = $1 AND ($2::uuid IS NULL OR s.owner_id = $2::uuid) AND ($3::uuid[] IS NULL OR s.owner_id <> ALL($3::uuid[]))`,
    [shipmentId, ...ownerParams(scope)],
  );
  const r = rows[0];
  if (!r) return null;
  const booked = r.status === 'booked' && r.label && r.booked_at;
  return {
    shipment: { trackingNumber: r.tracking_number, fromAddress: r.from_address, toAddress: r.to_address, itemDetails: r.item_details, parcels: r.parcels },
    booking: booked
      ? {
          carrierName: r.carrier_name ?? '',
          serviceName: r.service_name ?? '',
          serviceLevel: r.service_level ?? '',
          reference: r.reference ?? '',
          sandbox: r.sandbox ?? false,
          route: r.route ?? [],
          bookedAt: r.booked_at!.toISOString(),
          label: r.label!,
          provider: r.provider ?? null,
        }
      : null,
  };
}
