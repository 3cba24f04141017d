import type { Pool } from 'pg';
import type { CarrierBooking } from '@waypost/contracts';

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
}

/** One shipment's carrier booking; `ownerId` null = any owner (staff). */
export async function findCarrierBooking(pool: Pool, shipmentId: string, ownerId: string | null): Promise<CarrierBooking | null> {
  const { rows } = await pool.query<Row>(
    `SELECT * FROM carrier_bookings WHERE shipment_id = $1 AND ($2::uuid IS NULL OR owner_id = $2::uuid)`,
    [shipmentId, ownerId],
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
  };
}
