import { FALLBACK_INTELLIGENCE, type AutonomyIntelligence, type CrisisType } from '@waypost/contracts';

// ── Autonomy intelligence from measurements (pure: the measurements come in) ──

export interface Measurements {
  openAiConfigured: boolean;
  forwarder: { status: 'stopped' | 'standby' | 'live' | 'error'; lagEvents: number | null };
  dispatcher: { status: 'stopped' | 'standby' | 'live' | 'error' };
  carriersRunning: number;
  outages: string[];
  paymentFailure: boolean;
  surge: boolean;
  complianceCanaryOk: boolean;
  requests: { count: number; errors: number; meanMs: number; p95Ms: number; windowSeconds: number } | null;
  decisions: { total: number; human: number; today: number; topCarriers: { carrierId: string; n: number }[] } | null;
  overrides: number;
  queued: number;
}

/** One sample of the trend series the predictive alerts look at. */
export interface TrendSample {
  at: number;
  projectionLag: number;
  forwarderLag: number;
  errorRate: number;
  p95Ms: number;
  carrierFailureRate: number;
  /** Share of shipments with carrier news in the last hour that reported a delay. */
  carrierDelayRate: number;
}

const worst = (statuses: string[]): string => {
  if (statuses.some((s) => s === 'critical')) return 'critical';
  if (statuses.some((s) => s === 'offline' || s === 'degraded')) return 'degraded';
  return statuses.every((s) => s === 'optimal') ? 'optimal' : 'operational';
};

const rising = (xs: number[]): boolean => xs.length >= 3 && xs.every((x, i) => i === 0 || x > xs[i - 1]!);

/** Alert strings, each naming the rule that fired. */
export function predictiveAlerts(samples: TrendSample[], m: Pick<Measurements, 'queued' | 'outages'>): string[] {
  const last = samples.slice(-3);
  const now = samples[samples.length - 1];
  const alerts: string[] = [];
  if (now && rising(last.map((s) => s.projectionLag)) && now.projectionLag > 100) {
    alerts.push(`Read models falling behind: projection lag ${now.projectionLag} events and rising (rule: projection_lag rising over 3 samples and > 100)`);
  }
  if (now && rising(last.map((s) => s.forwarderLag)) && now.forwarderLag > 100) {
    alerts.push(`Carrier fan-out falling behind: ${now.forwarderLag} events not yet forwarded (rule: forwarder_lag rising over 3 samples and > 100)`);
  }
  if (now && now.carrierFailureRate > 0.05) {
    alerts.push(`Carrier booking failures at ${(now.carrierFailureRate * 100).toFixed(1)}% in the last hour (rule: carrier_failure_rate > 5%)`);
  }
  if (now && rising(last.map((s) => s.carrierDelayRate)) && now.carrierDelayRate > 0.1) {
    alerts.push(
      `Carrier delays rising: ${(now.carrierDelayRate * 100).toFixed(1)}% of shipments delayed in the last hour (rule: carrier_delay_rate rising over 3 samples and > 10%)`,
    );
  }
  if (now && now.errorRate > 0.05) alerts.push(`API error rate ${(now.errorRate * 100).toFixed(1)}% (rule: http_5xx_rate > 5% over 5 min)`);
  if (now && now.p95Ms > 1000) alerts.push(`Slow responses: p95 ${Math.round(now.p95Ms)} ms (rule: http_p95 > 1000 ms over 5 min)`);
  if (m.queued > 0) alerts.push(`${m.queued} shipment(s) queued by holds (rule: hold_queue > 0)`);
  for (const c of m.outages) alerts.push(`Carrier outage: ${c} takes no quotes or bookings (rule: carrier_outage active)`);
  return alerts;
}

export function computeIntelligence(m: Measurements, samples: TrendSample[], nowIso: string): AutonomyIntelligence {
  const aiEngine = m.openAiConfigured ? 'optimal' : 'operational';
  const carriers =
    m.carriersRunning === 0 || m.forwarder.status === 'stopped'
      ? 'offline'
      : m.forwarder.status === 'error'
        ? 'critical'
        : m.outages.length > 0 || (m.forwarder.lagEvents ?? 0) > 1000
          ? 'degraded'
          : 'operational';
  const payments = m.paymentFailure ? 'critical' : 'operational';
  const compliance = m.complianceCanaryOk ? 'operational' : 'critical';
  const subsystems = { aiEngine, carriers, payments, compliance };
  const r = m.requests;
  const performanceMetrics =
    r && r.count > 0
      ? {
          responseTime: Math.round(r.meanMs * 10) / 10,
          successRate: Math.round((1 - r.errors / r.count) * 10_000) / 10_000,
          errorRate: Math.round((r.errors / r.count) * 10_000) / 10_000,
          throughput: Math.round((r.count / r.windowSeconds) * 100) / 100,
        }
      : FALLBACK_INTELLIGENCE.systemHealth.performanceMetrics;
  const d = m.decisions;
  const autonomyLevel = d && d.total > 0 ? Math.round(((d.total - d.human) / d.total) * 1000) / 1000 : 0;
  // Learning: confidence grows with decisions observed (100 = full sample) and shrinks with human corrections.
  const learningProgress = d && d.total > 0 ? Math.round(Math.min(1, d.total / 100) * (1 - Math.min(1, m.overrides / d.total)) * 1000) / 1000 : 0;
  const protocols = protocolReadiness(m);
  const insights: string[] = [];
  if (d?.topCarriers[0]) insights.push(`Most chosen carrier in the last 24 h: ${d.topCarriers[0].carrierId} (${d.topCarriers[0].n} decisions)`);
  if (d && d.total > 0) insights.push(`${d.total - d.human} of ${d.total} decisions in the last 24 h were taken without a person`);
  if (m.surge) insights.push(`Demand surge rules active: economy services paused, ${m.queued} shipment(s) waiting, express first`);
  return {
    autonomyLevel,
    decisionsMadeToday: d?.today ?? 0,
    systemHealth: { overallStatus: worst(Object.values(subsystems)), subsystems, performanceMetrics, predictiveAlerts: predictiveAlerts(samples, m) },
    learningProgress,
    predictiveInsights: insights,
    contingencyReadiness: Math.round((protocols.filter((p) => p.ready).length / protocols.length) * 1000) / 1000,
    protocols,
    generatedAt: nowIso,
  };
}

/**
 * A protocol is ready when it could take on a new crisis now: the dispatcher runs, the carrier network it re-books
 * and releases through is reachable (forwarder running, carriers up), and it is not already engaged with its own
 * crisis. So readiness falls when the system is in trouble instead of reading 100 % beside a critical status.
 */
export function protocolReadiness(m: Measurements): { crisisType: CrisisType; ready: boolean; detail: string }[] {
  const dispatcherUp = m.dispatcher.status === 'live' || m.dispatcher.status === 'standby';
  const carriersReachable = m.carriersRunning > 0 && (m.forwarder.status === 'live' || m.forwarder.status === 'standby');
  const available = m.carriersRunning - m.outages.length;
  const blocker = !dispatcherUp ? 'dispatcher not running' : !carriersReachable ? 'carrier network unreachable' : null;
  return [
    {
      crisisType: 'carrier_outage',
      ready: !blocker && available >= 2,
      detail: blocker ?? (available >= 2 ? `${available} carriers available to re-book on` : `only ${Math.max(0, available)} carrier(s) left to re-book on`),
    },
    {
      crisisType: 'payment_failure',
      ready: !blocker && !m.paymentFailure,
      detail: blocker ?? (m.paymentFailure ? 'engaged: payments are failing, shipments held' : 'hold queue ready'),
    },
    {
      crisisType: 'demand_surge',
      ready: !blocker && !m.surge,
      detail: blocker ?? (m.surge ? `engaged: surge rules active, ${m.queued} shipment(s) waiting` : 'surge queue and capacity limits ready'),
    },
  ];
}
