import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { FALLBACK_INTELLIGENCE, type AutonomyIntelligence } from '@waypost/contracts';
import { decisionStats, listCrises, listQueue, type ProjectionRunner } from '@waypost/projections';
import { MetricsRegistry } from '../../admin/queries/metrics-registry';
import { CarrierNetworkQueries } from '../../carriers/queries/carrier-network.queries';
import { checkCompliance } from '../../compliance/queries/compliance-rules.queries';
import type { AppConfig } from '../../platform/config/config';
import { PROJECTION_RUNNER } from '../../platform/ops/ops.tokens';
import { APP_CONFIG, DB } from '../../platform/tokens';
import { AutonomyService } from '../autonomy.service';
import { ReadScopes } from '../../access/queries/read-scopes';
import { computeIntelligence, type Measurements, type TrendSample } from '../domain/intelligence';

// ── GET /api/autonomous/intelligence: health checks, the process's metrics, trends sampled every 30 s ──

const SAMPLE_MS = 30_000;

@Injectable()
export class IntelligenceService implements OnModuleDestroy {
  private readonly samples: TrendSample[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly metrics: MetricsRegistry,
    private readonly carriers: CarrierNetworkQueries,
    private readonly autonomy: AutonomyService,
    private readonly scopes: ReadScopes,
  ) {}

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async intelligence(): Promise<AutonomyIntelligence> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.sample().catch(() => undefined), SAMPLE_MS);
      this.timer.unref();
    }
    try {
      const m = await this.measure();
      const last = this.samples[this.samples.length - 1];
      if (!last || Date.now() - last.at > 10_000) await this.sample(m);
      const crises = await listCrises(this.pool, { activeOnly: true });
      const queue = await listQueue(this.pool, await this.scopes.testPrincipals());
      return {
        ...computeIntelligence(m, this.samples, new Date().toISOString()),
        automationPaused: this.autonomy.dispatcher.state.paused,
        activeCrises: crises,
        surgeQueue: queue,
      };
    } catch {
      return { ...FALLBACK_INTELLIGENCE, generatedAt: new Date().toISOString() };
    }
  }

  private async measure(): Promise<Measurements> {
    const dayStart = new Date();
    dayStart.setUTCHours(0, 0, 0, 0);
    // test-mode shipments stay out of the monitor's figures (as in every staff view)
    const testOwners = await this.scopes.testPrincipals();
    const [stats, today, overrides, crises, queue, forwarderLag] = await Promise.all([
      decisionStats(this.pool, new Date(Date.now() - 24 * 3600_000), testOwners).catch(() => null),
      decisionStats(this.pool, dayStart, testOwners)
        .then((s) => s.total)
        .catch(() => 0),
      this.pool
        .query<{ n: number }>("SELECT count(*)::int AS n FROM autonomy_overrides WHERE applied_at >= now() - interval '24 hours'")
        .then((r) => r.rows[0]?.n ?? 0)
        .catch(() => 0),
      listCrises(this.pool, { activeOnly: true }),
      listQueue(this.pool, testOwners),
      this.forwarderLag(),
    ]);
    const summary = this.metrics.window.summary(Date.now());
    return {
      openAiConfigured: Boolean(this.config.OPENAI_API_KEY),
      forwarder: { status: this.config.runForwarder ? this.carriers.forwarderStatus() : 'standby', lagEvents: forwarderLag },
      dispatcher: { status: this.config.runCarriers ? this.autonomy.dispatcher.status : 'standby' },
      carriersRunning: this.carriers.carriersRunning(),
      outages: crises.filter((c) => c.crisisType === 'carrier_outage' && c.carrierId).map((c) => c.carrierId!),
      paymentFailure: crises.some((c) => c.crisisType === 'payment_failure'),
      surge: crises.some((c) => c.crisisType === 'demand_surge'),
      complianceCanaryOk: this.complianceCanary(),
      requests: { count: summary.requests, errors: summary.errors, meanMs: summary.meanMs, p95Ms: summary.p95Ms, windowSeconds: this.metrics.window.seconds },
      decisions: stats ? { total: stats.total, human: stats.human, today, topCarriers: stats.byCarrier } : null,
      overrides,
      queued: queue.length,
    };
  }

  private async sample(given?: Measurements): Promise<void> {
    const m = given ?? (await this.measure());
    const lags = await this.runner.status().catch(() => []);
    const failures = await this.pool
      .query<{ failed: number; total: number }>(
        `SELECT count(*) FILTER (WHERE type = 'CarrierBookingFailed')::int AS failed, count(*)::int AS total
         FROM events WHERE type IN ('CarrierBooked', 'CarrierBookingFailed') AND created_at >= now() - interval '1 hour'`,
      )
      .then((r) => r.rows[0] ?? { failed: 0, total: 0 })
      .catch(() => ({ failed: 0, total: 0 }));
    const delays = await this.pool
      .query<{ delayed: number; total: number }>(
        `SELECT count(DISTINCT stream_id) FILTER (WHERE data->>'description' LIKE '%Delayed:%')::int AS delayed, count(DISTINCT stream_id)::int AS total
         FROM events WHERE type = 'TrackingEventRecorded' AND created_at >= now() - interval '1 hour'`,
      )
      .then((r) => r.rows[0] ?? { delayed: 0, total: 0 })
      .catch(() => ({ delayed: 0, total: 0 }));
    const r = m.requests;
    this.samples.push({
      at: Date.now(),
      projectionLag: Math.max(0, ...lags.map((p) => p.lagEvents)),
      forwarderLag: m.forwarder.lagEvents ?? 0,
      errorRate: r && r.count ? r.errors / r.count : 0,
      p95Ms: r?.p95Ms ?? 0,
      carrierFailureRate: failures.total ? failures.failed / failures.total : 0,
      carrierDelayRate: delays.total ? delays.delayed / delays.total : 0,
    });
    if (this.samples.length > 20) this.samples.shift();
  }

  private async forwarderLag(): Promise<number | null> {
    const { rows } = await this.pool.query<{ lag: number }>(
      `SELECT count(*)::int AS lag FROM events e, projection_checkpoints c
       WHERE c.name = 'forwarder' AND e.global_position > c.position`,
    );
    return rows[0]?.lag ?? null;
  }

  /** A known prohibited item must be refused and a harmless one allowed: the engine's rule tables are sane. */
  private complianceCanary(): boolean {
    try {
      const on = new Date().toISOString().slice(0, 10);
      const bad = checkCompliance({ itemCategory: 'Other', description: 'fireworks', fromCountry: 'DE', toCountry: 'US', declaredValue: 10, currency: 'USD' }, on);
      const ok = checkCompliance({ itemCategory: 'Books & Media', description: 'paperback novel', fromCountry: 'DE', toCountry: 'FR', declaredValue: 10, currency: 'USD' }, on);
      return !bad.allowed && ok.allowed;
    } catch {
      return false;
    }
  }
}
