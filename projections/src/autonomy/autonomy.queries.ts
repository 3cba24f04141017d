import type { Pool } from 'pg';
import type { CrisisView, DecisionView, NotificationView, OverrideView, QueuedShipment } from '@waypost/contracts';

// ── Queries over the autonomy read models ────────────────────────────────────

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export async function listCrises(pool: Pool, options: { activeOnly?: boolean } = {}): Promise<CrisisView[]> {
  const { rows } = await pool.query(
    `SELECT * FROM autonomy_crises ${options.activeOnly ? "WHERE status = 'active'" : ''} ORDER BY (status = 'active') DESC, activated_at DESC LIMIT 100`,
  );
  return rows.map((r) => ({
    id: r.id,
    crisisType: r.crisis_type,
    severity: r.severity,
    carrierId: r.carrier_id,
    status: r.status,
    trigger: r.trigger,
    reason: r.reason,
    activatedAt: r.activated_at.toISOString(),
    activatedBy: r.activated_by,
    resolvedAt: iso(r.resolved_at),
    resolvedBy: r.resolved_by,
    affectedShipments: r.affected_shipments,
    activations: r.activations,
  }));
}

export async function listDecisions(pool: Pool, limit = 50): Promise<DecisionView[]> {
  const { rows } = await pool.query(`SELECT * FROM autonomy_decisions ORDER BY decided_at DESC, id LIMIT $1`, [limit]);
  return rows.map((r) => ({
    id: r.id,
    shipmentId: r.shipment_id,
    trackingNumber: r.tracking_number,
    type: r.type,
    summary: r.summary,
    reason: r.reason,
    human: r.human,
    carrierId: r.carrier_id,
    decidedAt: r.decided_at.toISOString(),
    estimatedDelivery: r.estimated_delivery?.toISOString() ?? null,
  }));
}

/** Decisions since `since`: how many, how many by a person; carriers chosen most often. */
export async function decisionStats(pool: Pool, since: Date): Promise<{ total: number; human: number; byCarrier: { carrierId: string; n: number }[] }> {
  const [totals, carriers] = await Promise.all([
    pool.query<{ total: number; human: number }>(`SELECT count(*)::int AS total, count(*) FILTER (WHERE human)::int AS human FROM autonomy_decisions WHERE decided_at >= $1`, [
      since,
    ]),
    pool.query<{ carrier_id: string; n: number }>(
      `SELECT carrier_id, count(*)::int AS n FROM autonomy_decisions WHERE decided_at >= $1 AND carrier_id IS NOT NULL GROUP BY carrier_id ORDER BY n DESC, carrier_id LIMIT 3`,
      [since],
    ),
  ]);
  return { total: totals.rows[0]?.total ?? 0, human: totals.rows[0]?.human ?? 0, byCarrier: carriers.rows.map((r) => ({ carrierId: r.carrier_id, n: r.n })) };
}

export async function listQueue(pool: Pool): Promise<QueuedShipment[]> {
  const { rows } = await pool.query(`SELECT * FROM autonomy_queue ORDER BY code, priority, held_at LIMIT 200`);
  return rows.map((r) => ({ shipmentId: r.shipment_id, trackingNumber: r.tracking_number, code: r.code, reason: r.reason, priority: r.priority, heldAt: r.held_at.toISOString() }));
}

export async function listOverrides(pool: Pool, limit = 50): Promise<OverrideView[]> {
  const { rows } = await pool.query(`SELECT * FROM autonomy_overrides ORDER BY applied_at DESC LIMIT $1`, [limit]);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    target: r.target,
    carrier: r.carrier,
    reason: r.reason,
    changed: r.changed,
    by: r.by_email,
    appliedAt: r.applied_at.toISOString(),
  }));
}

export async function listNotifications(pool: Pool, userId: string): Promise<NotificationView[]> {
  const { rows } = await pool.query(`SELECT * FROM autonomy_notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50`, [userId]);
  return rows.map((r) => ({ id: r.id, shipmentId: r.shipment_id, trackingNumber: r.tracking_number, title: r.title, message: r.message, createdAt: r.created_at.toISOString() }));
}

export async function findShippingPreference(pool: Pool, userId: string): Promise<{ priority: string; setAt: string | null }> {
  const { rows } = await pool.query('SELECT priority, set_at FROM autonomy_shipping_preferences WHERE user_id = $1', [userId]);
  return rows[0] ? { priority: rows[0].priority, setAt: rows[0].set_at.toISOString() } : { priority: 'cost', setAt: null };
}
