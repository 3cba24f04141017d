import type { Pool } from 'pg';
import { keysetConditions, keysetPage, type KeysetPage, type KeysetRequest } from '../keyset';
import {
  DEFAULT_LABEL_FORMAT,
  DEFAULT_LABEL_SIZE,
  type CrisisView,
  type DecisionView,
  type LabelFormat,
  type LabelSize,
  type NotificationView,
  type OverrideView,
  type QueuedShipment,
} from '@waypost/contracts';

// ── Queries over the autonomy read models ────────────────────────────────────

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the autonomy tables' rows are read untyped
type AnyRow = any;

const toCrisis = (r: AnyRow): CrisisView => ({
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
});

const toDecision = (r: AnyRow): DecisionView => ({
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
});

const toQueued = (r: AnyRow): QueuedShipment => ({
  shipmentId: r.shipment_id,
  trackingNumber: r.tracking_number,
  code: r.code,
  reason: r.reason,
  priority: r.priority,
  heldAt: r.held_at.toISOString(),
});

const toOverride = (r: AnyRow): OverrideView => ({
  id: r.id,
  action: r.action,
  target: r.target,
  carrier: r.carrier,
  reason: r.reason,
  changed: r.changed,
  by: r.by_email,
  appliedAt: r.applied_at.toISOString(),
});

const toNotification = (r: AnyRow): NotificationView => ({
  id: r.id,
  shipmentId: r.shipment_id,
  trackingNumber: r.tracking_number,
  title: r.title,
  message: r.message,
  createdAt: r.created_at.toISOString(),
});

/** Active crises first, then newest (the operators' view; at most 100). */
export async function listCrises(pool: Pool, options: { activeOnly?: boolean } = {}): Promise<CrisisView[]> {
  const { rows } = await pool.query(
    `SELECT * FROM autonomy_crises ${options.activeOnly ? "WHERE status = 'active'" : ''} ORDER BY (status = 'active') DESC, activated_at DESC LIMIT 100`,
  );
  return rows.map(toCrisis);
}

/** Crises newest first over (activated_at, id); `status` filters. */
export function pageCrises(pool: Pool, filter: { status?: string }, page: KeysetRequest): Promise<KeysetPage<CrisisView>> {
  const where = filter.status ? ['status = $1'] : [];
  const key = [
    { column: 'activated_at', type: 'timestamptz' as const },
    { column: 'id', type: 'uuid' as const },
  ];
  return keysetPage(pool, { select: '*', from: 'autonomy_crises', where, values: filter.status ? [filter.status] : [], key }, page, toCrisis);
}

/**
 * Rows of `table` about shipments none of the owners in the uuid[] parameter `n` owns (staff views leave the shipments
 * of test-mode principals out; the owner is the shipments read model's).
 */
const notOfOwners = (table: string) => (n: string) => `NOT EXISTS (SELECT 1 FROM shipments s WHERE s.id = ${table}.shipment_id AND s.owner_id = ANY(${n}::uuid[]))`;
const notOfOwnersIn = (table: string, exceptOwners: readonly string[] | undefined) => (exceptOwners?.length ? notOfOwners(table) : null);

export async function listDecisions(pool: Pool, limit = 50): Promise<DecisionView[]> {
  return (await pageDecisions(pool, {}, { limit, after: null })).items;
}

/**
 * Decisions newest first over (decided_at, id); `human` filters a person's decisions from the system's;
 * `exceptOwners` leaves the decisions on those owners' shipments out.
 */
export function pageDecisions(pool: Pool, filter: { human?: boolean; exceptOwners?: readonly string[] }, page: KeysetRequest): Promise<KeysetPage<DecisionView>> {
  const { where, values, add } = keysetConditions();
  if (filter.human !== undefined) add((n) => `human = ${n}`, filter.human);
  const except = notOfOwnersIn('autonomy_decisions', filter.exceptOwners);
  if (except) add(except, [...filter.exceptOwners!]);
  const key = [
    { column: 'decided_at', type: 'timestamptz' as const },
    { column: 'id', type: 'uuid' as const },
  ];
  return keysetPage(pool, { select: '*', from: 'autonomy_decisions', where, values, key }, page, toDecision);
}

/** Decisions since `since`: how many, how many by a person; carriers chosen most often (less `exceptOwners`' shipments). */
export async function decisionStats(
  pool: Pool,
  since: Date,
  exceptOwners: readonly string[] = [],
): Promise<{ total: number; human: number; byCarrier: { carrierId: string; n: number }[] }> {
  const live = `decided_at >= $1 AND ${notOfOwners('autonomy_decisions')('$2')}`;
  const values = [since, [...exceptOwners]];
  const [totals, carriers] = await Promise.all([
    pool.query<{ total: number; human: number }>(`SELECT count(*)::int AS total, count(*) FILTER (WHERE human)::int AS human FROM autonomy_decisions WHERE ${live}`, values),
    pool.query<{ carrier_id: string; n: number }>(
      `SELECT carrier_id, count(*)::int AS n FROM autonomy_decisions WHERE ${live} AND carrier_id IS NOT NULL GROUP BY carrier_id ORDER BY n DESC, carrier_id LIMIT 3`,
      values,
    ),
  ]);
  return { total: totals.rows[0]?.total ?? 0, human: totals.rows[0]?.human ?? 0, byCarrier: carriers.rows.map((r) => ({ carrierId: r.carrier_id, n: r.n })) };
}

/** The hold queue as the operators work it: by code, priority and age (at most 200), less `exceptOwners`' shipments. */
export async function listQueue(pool: Pool, exceptOwners: readonly string[] = []): Promise<QueuedShipment[]> {
  const { rows } = await pool.query(`SELECT * FROM autonomy_queue WHERE ${notOfOwners('autonomy_queue')('$1')} ORDER BY code, priority, held_at LIMIT 200`, [[...exceptOwners]]);
  return rows.map(toQueued);
}

/** The hold queue newest hold first over (held_at, shipment_id); a shipment held again moves to its new time. */
export function pageQueue(pool: Pool, filter: { code?: string; exceptOwners?: readonly string[] }, page: KeysetRequest): Promise<KeysetPage<QueuedShipment>> {
  const { where, values, add } = keysetConditions();
  if (filter.code) add((n) => `code = ${n}`, filter.code);
  const except = notOfOwnersIn('autonomy_queue', filter.exceptOwners);
  if (except) add(except, [...filter.exceptOwners!]);
  const key = [
    { column: 'held_at', type: 'timestamptz' as const },
    { column: 'shipment_id', type: 'uuid' as const },
  ];
  return keysetPage(pool, { select: '*', from: 'autonomy_queue', where, values, key }, page, toQueued);
}

export async function listOverrides(pool: Pool, limit = 50): Promise<OverrideView[]> {
  return (await pageOverrides(pool, { limit, after: null })).items;
}

/** Overrides newest first over (applied_at, id). */
export function pageOverrides(pool: Pool, page: KeysetRequest): Promise<KeysetPage<OverrideView>> {
  const key = [
    { column: 'applied_at', type: 'timestamptz' as const },
    { column: 'id', type: 'uuid' as const },
  ];
  return keysetPage(pool, { select: '*', from: 'autonomy_overrides', where: [], values: [], key }, page, toOverride);
}

export async function listNotifications(pool: Pool, userId: string): Promise<NotificationView[]> {
  return (await pageNotifications(pool, userId, { limit: 50, after: null })).items;
}

/** A user's notifications newest first over (created_at, id); only theirs. */
export function pageNotifications(pool: Pool, userId: string, page: KeysetRequest): Promise<KeysetPage<NotificationView>> {
  const key = [
    { column: 'created_at', type: 'timestamptz' as const },
    { column: 'id', type: 'uuid' as const },
  ];
  return keysetPage(pool, { select: '*', from: 'autonomy_notifications', where: ['user_id = $1'], values: [userId], key }, page, toNotification);
}

/** The shipper's saved label default; pdf 4x6 until one is set. */
export async function findLabelPreference(pool: Pool, userId: string): Promise<{ labelFormat: LabelFormat; labelSize: LabelSize }> {
  const { rows } = await pool.query<{ label_format: LabelFormat | null; label_size: LabelSize | null }>(
    'SELECT label_format, label_size FROM autonomy_shipping_preferences WHERE user_id = $1',
    [userId],
  );
  return { labelFormat: rows[0]?.label_format ?? DEFAULT_LABEL_FORMAT, labelSize: rows[0]?.label_size ?? DEFAULT_LABEL_SIZE };
}

/** The carrier priority (cost by default) and the label default (pdf 4x6); setAt is the last change of either, null before any. */
export async function findShippingPreference(pool: Pool, userId: string): Promise<{ priority: string; setAt: string | null; labelFormat: LabelFormat; labelSize: LabelSize }> {
  const { rows } = await pool.query('SELECT priority, set_at, label_format, label_size FROM autonomy_shipping_preferences WHERE user_id = $1', [userId]);
  const r = rows[0];
  return {
    priority: r ? r.priority : 'cost',
    setAt: r ? r.set_at.toISOString() : null,
    labelFormat: r?.label_format ?? DEFAULT_LABEL_FORMAT,
    labelSize: r?.label_size ?? DEFAULT_LABEL_SIZE,
  };
}
