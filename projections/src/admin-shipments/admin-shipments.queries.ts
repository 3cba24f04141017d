import type { Pool } from 'pg';

// ── Queries of the admin shipments read model (money in cents; callers format) ──

const DAY_MS = 86_400_000;

export interface ShipmentTotals {
  total: number;
  pending: number;
  completed: number;
  cancelled: number;
  charged: number;
  revenueCents: number;
  monthlyRevenueCents: number;
  /** Revenue of shipments created 30 to 60 days ago (the month before the last 30 days). */
  previousMonthlyRevenueCents: number;
  transportCents: number;
  valueAddedCents: number;
}

/** `exceptOwners`: owners left out (staff views: test-mode principals). */
export async function shipmentTotals(pool: Pool, now: Date, exceptOwners: readonly string[] = []): Promise<ShipmentTotals> {
  const { rows } = await pool.query<Record<keyof ShipmentTotals, string>>(
    `SELECT count(*)::text AS total,
            count(*) FILTER (WHERE status IN ('pending', 'in_transit', 'customs'))::text AS pending,
            count(*) FILTER (WHERE status = 'delivered')::text AS completed,
            count(*) FILTER (WHERE status = 'cancelled')::text AS cancelled,
            count(*) FILTER (WHERE status <> 'cancelled')::text AS charged,
            coalesce(sum(charged_cents) FILTER (WHERE status <> 'cancelled'), 0)::text AS "revenueCents",
            coalesce(sum(charged_cents) FILTER (WHERE status <> 'cancelled' AND created_at > $1), 0)::text AS "monthlyRevenueCents",
            coalesce(sum(charged_cents) FILTER (WHERE status <> 'cancelled' AND created_at > $2 AND created_at <= $1), 0)::text AS "previousMonthlyRevenueCents",
            coalesce(sum(transport_cents) FILTER (WHERE status <> 'cancelled'), 0)::text AS "transportCents",
            coalesce(sum(value_added_cents) FILTER (WHERE status <> 'cancelled'), 0)::text AS "valueAddedCents"
       FROM admin_shipments WHERE owner_id <> ALL($3::uuid[])`,
    [new Date(now.getTime() - 30 * DAY_MS), new Date(now.getTime() - 60 * DAY_MS), exceptOwners],
  );
  const r = rows[0]!;
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as unknown as ShipmentTotals;
}

/** Country-to-country lanes by shipments, then revenue (cancelled shipments excluded). */
export async function topRoutes(
  pool: Pool,
  limit: number,
  exceptOwners: readonly string[] = [],
): Promise<{ origin: string; destination: string; shipments: number; revenueCents: number }[]> {
  const { rows } = await pool.query<{ origin: string; destination: string; shipments: string; revenue: string }>(
    `SELECT origin_country AS origin, destination_country AS destination, count(*)::text AS shipments, sum(charged_cents)::text AS revenue
       FROM admin_shipments WHERE status <> 'cancelled' AND owner_id <> ALL($2::uuid[])
      GROUP BY 1, 2 ORDER BY count(*) DESC, sum(charged_cents) DESC, 1, 2 LIMIT $1`,
    [limit, exceptOwners],
  );
  return rows.map((r) => ({ origin: r.origin, destination: r.destination, shipments: Number(r.shipments), revenueCents: Number(r.revenue) }));
}

/** Per carrier: shipments, delivered, and delivered by the promised date. */
export async function carrierPerformance(pool: Pool, exceptOwners: readonly string[] = []): Promise<{ carrier: string; shipments: number; delivered: number; onTime: number }[]> {
  const { rows } = await pool.query<{ carrier: string; shipments: string; delivered: string; on_time: string }>(
    `SELECT carrier, count(*)::text AS shipments,
            count(*) FILTER (WHERE status = 'delivered')::text AS delivered,
            count(*) FILTER (WHERE status = 'delivered' AND delivered_at <= estimated_delivery)::text AS on_time
       FROM admin_shipments WHERE status <> 'cancelled' AND owner_id <> ALL($1::uuid[]) GROUP BY carrier ORDER BY count(*) DESC, carrier`,
    [exceptOwners],
  );
  return rows.map((r) => ({ carrier: r.carrier, shipments: Number(r.shipments), delivered: Number(r.delivered), onTime: Number(r.on_time) }));
}

/** Shipments created and revenue charged per UTC day from `from`. */
export async function shipmentsPerDay(pool: Pool, from: Date, exceptOwners: readonly string[] = []): Promise<Map<string, { shipments: number; revenueCents: number }>> {
  const { rows } = await pool.query<{ day: string; n: string; revenue: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::text AS n,
            coalesce(sum(charged_cents) FILTER (WHERE status <> 'cancelled'), 0)::text AS revenue
       FROM admin_shipments WHERE created_at >= $1 AND owner_id <> ALL($2::uuid[]) GROUP BY 1`,
    [from, exceptOwners],
  );
  return new Map(rows.map((r) => [r.day, { shipments: Number(r.n), revenueCents: Number(r.revenue) }]));
}

/** A customer's shipments and what they were charged. */
export async function customerShipmentTotals(pool: Pool, ownerId: string): Promise<{ shipments: number; spentCents: number; lastAt: Date | null }> {
  const { rows } = await pool.query<{ n: string; spent: string; last_at: Date | null }>(
    `SELECT count(*)::text AS n, coalesce(sum(charged_cents) FILTER (WHERE status <> 'cancelled'), 0)::text AS spent, max(created_at) AS last_at
       FROM admin_shipments WHERE owner_id = $1`,
    [ownerId],
  );
  return { shipments: Number(rows[0]?.n ?? 0), spentCents: Number(rows[0]?.spent ?? 0), lastAt: rows[0]?.last_at ?? null };
}

/** Where a shipment is and who carries it (agent-side tracking). */
export async function shipmentOperations(
  pool: Pool,
  id: string,
): Promise<{ ownerId: string; status: string; carrier: string; lastLocation: string; updatedAt: Date; estimatedDelivery: Date } | null> {
  const { rows } = await pool.query<{ owner_id: string; status: string; carrier: string; last_location: string; updated_at: Date; estimated_delivery: Date }>(
    'SELECT owner_id, status, carrier, last_location, updated_at, estimated_delivery FROM admin_shipments WHERE id = $1',
    [id],
  );
  const r = rows[0];
  return r ? { ownerId: r.owner_id, status: r.status, carrier: r.carrier, lastLocation: r.last_location, updatedAt: r.updated_at, estimatedDelivery: r.estimated_delivery } : null;
}
