import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { activeCrises, activeInquiryCounts, carrierPerformance, inquiriesPerDay, shipmentTotals, shipmentsPerDay, topRoutes, usersActiveSince } from '@waypost/projections';
import type { AdminAnalytics, AdminMetrics } from '@waypost/contracts';
import { DB } from '../../platform/tokens';
import { MetricsRegistry } from './metrics-registry';
import { ReadScopes } from '../../access/queries/read-scopes';
import { systemAlerts } from '../domain/system-alerts';

const DAY_MS = 86_400_000;
const dollars = (cents: number) => Math.round(cents) / 100;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Admin figures: read models, the users table and this process's own measurements. */
@Injectable()
export class AdminMetricsQueries {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly metrics: MetricsRegistry,
    private readonly scopes: ReadScopes,
  ) {}

  async metricsAt(now: Date): Promise<AdminMetrics> {
    const testOwners = await this.scopes.testPrincipals(); // test-mode data stays out of the dashboards
    const [totals, routes, carriers, activeIds, sessionIds, growth, inquiries, projections, crises] = await Promise.all([
      shipmentTotals(this.pool, now, testOwners),
      topRoutes(this.pool, 10, testOwners),
      carrierPerformance(this.pool, testOwners),
      usersActiveSince(this.pool, new Date(now.getTime() - 29 * DAY_MS), testOwners),
      this.pool.query<{ user_id: string }>('SELECT DISTINCT user_id FROM sessions WHERE expires_at > $1', [now]),
      this.pool.query<{ daily: string; weekly: string; monthly: string; total: string }>(
        `SELECT count(*) FILTER (WHERE created_at > $1)::text AS daily, count(*) FILTER (WHERE created_at > $2)::text AS weekly,
                count(*) FILTER (WHERE created_at > $3)::text AS monthly, count(*)::text AS total FROM users`,
        [new Date(now.getTime() - DAY_MS), new Date(now.getTime() - 7 * DAY_MS), new Date(now.getTime() - 30 * DAY_MS)],
      ),
      activeInquiryCounts(this.pool, testOwners),
      this.metrics.runner.status().catch(() => []),
      activeCrises(this.pool),
    ]);
    const window = this.metrics.window.summary(now.getTime());
    const lifetime = this.metrics.lifetime();
    const errorRate = window.requests ? (window.errors / window.requests) * 100 : 0;
    const pool = this.pool;
    const g = growth.rows[0]!;
    return {
      totalRevenue: dollars(totals.revenueCents),
      monthlyRevenue: dollars(totals.monthlyRevenueCents),
      previousMonthlyRevenue: dollars(totals.previousMonthlyRevenueCents),
      monthOverMonthGrowth:
        totals.previousMonthlyRevenueCents > 0
          ? Math.round(((totals.monthlyRevenueCents - totals.previousMonthlyRevenueCents) / totals.previousMonthlyRevenueCents) * 1000) / 10
          : null,
      totalUsers: Number(g.total),
      activeUsers: new Set([...activeIds, ...sessionIds.rows.map((r) => r.user_id)]).size,
      userGrowth: { daily: Number(g.daily), weekly: Number(g.weekly), monthly: Number(g.monthly) },
      totalShipments: totals.total,
      pendingShipments: totals.pending,
      completedShipments: totals.completed,
      cancelledShipments: totals.cancelled,
      platformHealth: {
        uptime: lifetime.total ? round2((1 - lifetime.serverErrors / lifetime.total) * 100) : null,
        responseTime: round2(window.meanMs),
        p95ResponseTime: window.p95Ms,
        errorRate: round2(errorRate),
        dbConnections: pool.totalCount,
        dbIdleConnections: pool.idleCount,
        dbWaitingClients: pool.waitingCount,
        requestsInWindow: window.requests,
        windowSeconds: this.metrics.window.seconds,
        processUptimeSeconds: Math.round((now.getTime() - this.metrics.startedAt) / 1000),
      },
      systemAlerts: systemAlerts({
        now: now.toISOString(),
        errorRatePercent: errorRate,
        requests: window.requests,
        p95Ms: window.p95Ms,
        dbWaiting: pool.waitingCount,
        dbConnections: pool.totalCount,
        dbMax: pool.options.max ?? 10,
        projections: projections.map((p) => ({ name: p.name, lagEvents: p.lagEvents, status: p.status })),
        urgentInquiries: inquiries.urgent,
        activeInquiries: inquiries.active,
        crises,
      }),
      topRoutes: routes.map((r) => ({ origin: r.origin, destination: r.destination, shipments: r.shipments, revenue: dollars(r.revenueCents) })),
      revenueBreakdown: { transactionFees: dollars(totals.transportCents), subscriptions: 0, valueAddedServices: dollars(totals.valueAddedCents) },
      averageShipmentValue: totals.charged ? round2(totals.revenueCents / totals.charged / 100) : 0,
      carrierPerformance: carriers.map((c) => ({
        carrier: c.carrier,
        shipments: c.shipments,
        delivered: c.delivered,
        onTimeRate: c.delivered ? Math.round((c.onTime / c.delivered) * 1000) / 1000 : null,
      })),
      currency: 'USD',
      generatedAt: now.toISOString(),
    };
  }

  /** The last `days` UTC days, oldest first, zero-filled. */
  async analyticsAt(now: Date, days = 30): Promise<AdminAnalytics> {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = new Date(today - (days - 1) * DAY_MS);
    const testOwners = await this.scopes.testPrincipals();
    const [shipments, inquiries] = await Promise.all([shipmentsPerDay(this.pool, from, testOwners), inquiriesPerDay(this.pool, from, testOwners)]);
    const series = Array.from({ length: days }, (_, i) => {
      const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const s = shipments.get(date);
      return { date, shipments: s?.shipments ?? 0, revenue: dollars(s?.revenueCents ?? 0), inquiries: inquiries.get(date) ?? 0 };
    });
    return { days: series, from: from.toISOString().slice(0, 10), to: new Date(today).toISOString().slice(0, 10) };
  }
}
