// ── Admin metrics and analytics (spec sections 3, 7, 9) ──────────────────────

/**
 * What a shipment was charged, in US cents. No pricing event exists yet (carrier booking and payment come with
 * other issues), so "charged" is this documented function of the shipment as created, evaluated by the admin
 * read model when the shipment is created (so it never changes afterwards):
 *   billable kg  = max(actual kg, L x W x H cm / 5000), rounded up to the next 0.5 kg
 *   transport    = domestic: $8.00 + $1.20 per billable kg;  international: $18.00 + $4.50 per billable kg
 *   value-added  = declared-value cover: 1 % of the declared value above $100 (0 below)
 *   charged      = transport + value-added; a cancelled shipment is not counted as revenue.
 * Domestic = same country (trimmed, case-insensitive) on both addresses.
 */
export interface ShipmentCharge {
  transportCents: number;
  valueAddedCents: number;
  totalCents: number;
}

export function chargeForShipment(input: {
  fromCountry: string;
  toCountry: string;
  weightKg: number;
  dimensions?: { length: number; width: number; height: number } | undefined;
  declaredValue: number;
}): ShipmentCharge {
  const volumetric = input.dimensions ? (input.dimensions.length * input.dimensions.width * input.dimensions.height) / 5000 : 0;
  const billableKg = Math.ceil(Math.max(input.weightKg, volumetric) * 2 - 1e-9) / 2;
  const domestic = input.fromCountry.trim().toLowerCase() === input.toCountry.trim().toLowerCase();
  const transportCents = domestic ? 800 + Math.round(120 * billableKg) : 1800 + Math.round(450 * billableKg);
  const valueAddedCents = Math.max(0, Math.round((input.declaredValue * 100 - 10_000) / 100));
  return { transportCents, valueAddedCents, totalCents: transportCents + valueAddedCents };
}

export interface SystemAlert {
  id: string;
  message: string;
  timestamp: string;
  type: 'error' | 'warning' | 'info';
  /** The rule that fired, for example `projection_lag > 100 events`. */
  rule: string;
}

/** GET /api/admin/metrics. Money in USD (dollars, 2 decimals). */
export interface AdminMetrics {
  totalRevenue: number;
  /** Revenue of shipments created in the last 30 days. */
  monthlyRevenue: number;
  /** Revenue of shipments created 30 to 60 days ago. */
  previousMonthlyRevenue: number;
  /**
   * Month over month: (monthlyRevenue - previousMonthlyRevenue) / previousMonthlyRevenue in percent, one decimal;
   * null while the month before has no revenue (a young platform): the screen says "No data yet".
   */
  monthOverMonthGrowth: number | null;
  /** Accounts in all (any role). */
  totalUsers: number;
  /** Users who acted (appended an event) in the last 30 days or hold an unexpired session. */
  activeUsers: number;
  /** New accounts in the last 1, 7 and 30 days. */
  userGrowth: { daily: number; weekly: number; monthly: number };
  totalShipments: number;
  /** Not yet delivered and not cancelled (pending, in transit, customs). */
  pendingShipments: number;
  /** Delivered. */
  completedShipments: number;
  cancelledShipments: number;
  platformHealth: {
    /** Percent of responses since the process started that were not 5xx (null before any traffic; the screen then says "No data yet"). */
    uptime: number | null;
    /** Mean response time in ms over the window. */
    responseTime: number;
    p95ResponseTime: number;
    /** Percent of responses in the window with status >= 500. */
    errorRate: number;
    /** Open PostgreSQL connections in the pool. */
    dbConnections: number;
    dbIdleConnections: number;
    dbWaitingClients: number;
    requestsInWindow: number;
    windowSeconds: number;
    processUptimeSeconds: number;
  };
  systemAlerts: SystemAlert[];
  topRoutes: { origin: string; destination: string; shipments: number; revenue: number }[];
  revenueBreakdown: { transactionFees: number; subscriptions: number; valueAddedServices: number };
  /** Revenue per charged (non-cancelled) shipment. */
  averageShipmentValue: number;
  /** onTimeRate = delivered by the promised date / delivered (0-1; null when none delivered). */
  carrierPerformance: { carrier: string; shipments: number; delivered: number; onTimeRate: number | null }[];
  currency: 'USD';
  generatedAt: string;
}

/** GET /api/admin/analytics: one row per UTC day, oldest first. */
export interface AdminAnalytics {
  days: { date: string; shipments: number; revenue: number; inquiries: number }[];
  from: string;
  to: string;
}

/**
 * Constants of spec section 9. The spec's fixed figures (uptime 99.9 by default, revenue bars 70/20/10, growth
 * +24.5%) described a placeholder: the dashboard computes all three from data and says NO_DATA_YET without any.
 */
export const ADMIN_CONSTANTS = {
  currency: 'USD',
  alertsInBanner: 3,
  alertsInSystemTab: 5,
  topRoutesShown: 5,
  carriersShown: 4,
  metricsRefreshMs: 30_000,
  analyticsRefreshMs: 60_000,
  crmRefreshMs: 30_000,
} as const;

/** What a figure says while there is nothing to compute it from. */
export const NO_DATA_YET = 'No data yet';

/** Carrier name used while a shipment has no carrier booking yet. */
export const UNASSIGNED_CARRIER = 'Unassigned';
