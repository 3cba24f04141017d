import type { SystemAlert } from '@waypost/contracts';

// ── Alert rules over health measurements (pure) ──────────────────────────────

export interface HealthReadings {
  now: string;
  errorRatePercent: number;
  requests: number;
  p95Ms: number;
  dbWaiting: number;
  dbConnections: number;
  dbMax: number;
  projections: { name: string; lagEvents: number; status: string }[];
  urgentInquiries: number;
  activeInquiries: number;
  /** Crisis protocols of the autonomy context that are active now. */
  crises: { crisisId: string; crisisType: string; severity: string; carrierId: string | null; activatedAt: string }[];
}

export const ALERT_THRESHOLDS = { errorRatePercent: 1, p95Ms: 500, projectionLag: 100, minRequests: 20 } as const;

/** Errors first, then warnings, then information. */
export function systemAlerts(r: HealthReadings): SystemAlert[] {
  const alerts: SystemAlert[] = [];
  const add = (id: string, type: SystemAlert['type'], rule: string, message: string, at = r.now) => alerts.push({ id, type, rule, message, timestamp: at });
  for (const c of r.crises) {
    const label = c.crisisType.replace(/_/g, ' ');
    add(
      `crisis:${c.crisisId}`,
      c.severity === 'critical' || c.severity === 'high' ? 'error' : 'warning',
      'crisis protocol active',
      `Crisis protocol ${label}${c.carrierId ? ` (${c.carrierId})` : ''} is active, severity ${c.severity}.`,
      c.activatedAt,
    );
  }
  for (const p of r.projections) {
    if (p.status === 'failed' || p.status === 'error')
      add(`projection-failed:${p.name}`, 'error', `projection status = ${p.status}`, `Read model ${p.name} has stopped (${p.status}).`);
    else if (p.lagEvents > ALERT_THRESHOLDS.projectionLag)
      add(`projection-lag:${p.name}`, 'warning', `projection lag > ${ALERT_THRESHOLDS.projectionLag} events`, `Read model ${p.name} is ${p.lagEvents} events behind.`);
  }
  if (r.requests >= ALERT_THRESHOLDS.minRequests && r.errorRatePercent > ALERT_THRESHOLDS.errorRatePercent)
    add(
      'http-error-rate',
      'error',
      `5xx rate > ${ALERT_THRESHOLDS.errorRatePercent}%`,
      `${r.errorRatePercent.toFixed(2)}% of requests failed with a server error in the last 5 minutes.`,
    );
  if (r.requests >= ALERT_THRESHOLDS.minRequests && r.p95Ms > ALERT_THRESHOLDS.p95Ms)
    add('http-latency', 'warning', `p95 latency > ${ALERT_THRESHOLDS.p95Ms} ms`, `Slow responses: p95 is about ${r.p95Ms} ms over the last 5 minutes.`);
  if (r.dbWaiting > 0)
    add('db-pool-waiting', 'warning', 'clients waiting for a database connection > 0', `${r.dbWaiting} requests are waiting for one of ${r.dbMax} database connections.`);
  if (r.urgentInquiries > 0)
    add(
      'urgent-inquiries',
      'warning',
      'active urgent inquiries > 0',
      `${r.urgentInquiries} urgent ${r.urgentInquiries === 1 ? 'inquiry is' : 'inquiries are'} waiting at the desk.`,
    );
  if (alerts.length === 0) add('all-clear', 'info', 'no rule fired', 'All systems operational.');
  const order = { error: 0, warning: 1, info: 2 } as const;
  return alerts.sort((a, b) => order[a.type] - order[b.type]);
}
