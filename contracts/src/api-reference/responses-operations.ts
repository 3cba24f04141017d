import { z } from 'zod';
import type { OutboxMail } from '../access';
import type { AdminMetrics } from '../admin';
import type { AuditStreamView, ForgetResult, ReplayProgressView } from '../audit';
import { CRISIS_SEVERITIES, CRISIS_TYPES } from '../autonomy';
import type { AutonomyIntelligence, CrisisView } from '../autonomy-views';
import type { EarlyAccessEntry } from '../early-access';
import type { StoredEvent } from '../event-store';
import { QueuedShipmentSchema } from './responses-desk';

// ── Answers of the operators', admins' and auditors' routes, field by field ──
// Each is typed against the contract's interface (z.ZodType<…>), so the compiler says when the two part; the authz
// matrix and the OpenAPI flow tests check real answers against them.

const Iso = z.string().meta({ description: 'ISO 8601 time.' });
const CheckpointSchema = z.object({ txid: z.string(), position: z.string() }).meta({ id: 'Checkpoint', description: 'A point in the global log.' });

export const StoredEventSchema: z.ZodType<StoredEvent> = z
  .object({
    streamId: z.string(),
    version: z.number().int(),
    eventId: z.string(),
    type: z.string(),
    schemaVersion: z.number().int(),
    data: z.unknown(),
    metadata: z.looseObject({
      commandId: z.string(),
      correlationId: z.string(),
      causationId: z.string(),
      actor: z.object({ kind: z.enum(['user', 'agent', 'admin', 'carrier', 'system']), id: z.string() }),
      occurredAt: Iso,
    }),
    createdAt: Iso,
    position: CheckpointSchema,
  })
  .meta({ id: 'StoredEvent' });

export const RebuildProgressSchema = z
  .object({
    state: z.enum(['running', 'done', 'failed']),
    processed: z.number().int(),
    total: z.number().int(),
    startedAt: Iso,
    finishedAt: Iso.optional(),
    error: z.string().optional(),
  })
  .meta({ id: 'RebuildProgress' });
export const RebuildStartedSchema = RebuildProgressSchema.extend({ name: z.string() }).meta({ id: 'RebuildStarted' });

const Percent = z.number();
export const AdminMetricsSchema: z.ZodType<AdminMetrics> = z
  .object({
    totalRevenue: z.number(),
    monthlyRevenue: z.number(),
    previousMonthlyRevenue: z.number(),
    monthOverMonthGrowth: Percent.nullable(),
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    userGrowth: z.object({ daily: z.number().int(), weekly: z.number().int(), monthly: z.number().int() }),
    totalShipments: z.number().int(),
    pendingShipments: z.number().int(),
    completedShipments: z.number().int(),
    cancelledShipments: z.number().int(),
    platformHealth: z.object({
      uptime: Percent.nullable(),
      responseTime: z.number(),
      p95ResponseTime: z.number(),
      errorRate: Percent,
      dbConnections: z.number().int(),
      dbIdleConnections: z.number().int(),
      dbWaitingClients: z.number().int(),
      requestsInWindow: z.number().int(),
      windowSeconds: z.number(),
      processUptimeSeconds: z.number(),
    }),
    systemAlerts: z.array(z.object({ id: z.string(), message: z.string(), timestamp: Iso, type: z.enum(['error', 'warning', 'info']), rule: z.string() })),
    topRoutes: z.array(z.object({ origin: z.string(), destination: z.string(), shipments: z.number().int(), revenue: z.number() })),
    revenueBreakdown: z.object({ transactionFees: z.number(), subscriptions: z.number(), valueAddedServices: z.number() }),
    averageShipmentValue: z.number(),
    carrierPerformance: z.array(z.object({ carrier: z.string(), shipments: z.number().int(), delivered: z.number().int(), onTimeRate: z.number().nullable() })),
    currency: z.literal('USD'),
    generatedAt: Iso,
  })
  .meta({ id: 'AdminMetrics' });

export const CrisisViewSchema: z.ZodType<CrisisView> = z
  .object({
    id: z.string(),
    crisisType: z.enum(CRISIS_TYPES),
    severity: z.enum(CRISIS_SEVERITIES),
    carrierId: z.string().nullable(),
    status: z.enum(['active', 'resolved']),
    trigger: z.string(),
    reason: z.string(),
    activatedAt: Iso,
    activatedBy: z.string(),
    resolvedAt: Iso.nullable(),
    resolvedBy: z.string().nullable(),
    affectedShipments: z.number().int(),
    activations: z.number().int(),
  })
  .meta({ id: 'Crisis' });

export const CrisisDeclaredSchema = z
  .object({ crisis: CrisisViewSchema, alreadyActive: z.boolean().meta({ description: 'true: this protocol was active already (nothing new recorded).' }) })
  .meta({ id: 'CrisisDeclared' });
export const CrisisResolvedSchema = z.object({ id: z.string(), status: z.literal('resolved') }).meta({ id: 'CrisisResolved' });
export const OverrideAppliedSchema = z.object({ overrideId: z.string(), action: z.string(), changed: z.string() }).meta({ id: 'OverrideApplied' });

export const AutonomyIntelligenceSchema: z.ZodType<AutonomyIntelligence> = z
  .object({
    autonomyLevel: z.number(),
    decisionsMadeToday: z.number().int(),
    systemHealth: z.object({
      overallStatus: z.string(),
      subsystems: z.object({ aiEngine: z.string(), carriers: z.string(), payments: z.string(), compliance: z.string() }),
      performanceMetrics: z.object({ responseTime: z.number(), successRate: z.number(), errorRate: z.number(), throughput: z.number() }),
      predictiveAlerts: z.array(z.string()),
    }),
    learningProgress: z.number(),
    predictiveInsights: z.array(z.string()),
    contingencyReadiness: z.number(),
    automationPaused: z.boolean().optional(),
    activeCrises: z.array(CrisisViewSchema).optional(),
    surgeQueue: z.array(QueuedShipmentSchema).optional(),
    protocols: z.array(z.object({ crisisType: z.enum(CRISIS_TYPES), ready: z.boolean(), detail: z.string() })).optional(),
    generatedAt: Iso.optional(),
  })
  .meta({ id: 'AutonomyIntelligence' });

export const ReplayProgressSchema: z.ZodType<ReplayProgressView> = z
  .object({
    id: z.string(),
    projections: z.array(z.string()),
    verify: z.boolean(),
    state: z.enum(['waiting', 'running', 'verifying', 'swapping', 'done', 'failed']),
    processed: z.number().int(),
    total: z.number().int(),
    startedAt: Iso,
    finishedAt: Iso.optional(),
    eventsPerSecond: z.number().optional(),
    checkpoint: CheckpointSchema.optional(),
    verification: z
      .array(
        z.object({ table: z.string(), liveRows: z.number().int(), rebuiltRows: z.number().int(), liveChecksum: z.string(), rebuiltChecksum: z.string(), matches: z.boolean() }),
      )
      .optional(),
    verified: z.boolean().optional(),
    error: z.string().optional(),
    timings: z
      .object({
        readWait: z.number(),
        fold: z.number(),
        loadWait: z.number(),
        late: z.number(),
        keys: z.number(),
        indexes: z.number(),
        verify: z.number(),
        swap: z.number(),
        perProjection: z.record(z.string(), z.number()),
        lateEvents: z.record(z.string(), z.number()),
      })
      .optional()
      .meta({ description: 'Milliseconds spent in each phase (and folding each read model); late events per read model.' }),
  })
  .meta({ id: 'ReplayProgress' });

export const ForgetResultSchema: z.ZodType<ForgetResult> = z
  .object({ userId: z.string(), subjects: z.array(z.string()), replayId: z.string().meta({ description: 'The replay that rebuilds the read models without the data.' }) })
  .meta({ id: 'ForgetResult' });

export const OutboxMailSchema: z.ZodType<OutboxMail> = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string().nullable().meta({ description: 'The text (links included) while it is kept: always in the embedded default; with SMTP until sent.' }),
    kind: z.string(),
    createdAt: Iso,
    sentAt: Iso.nullable(),
    status: z.enum(['outbox', 'sent', 'failed']),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' });

export const EarlyAccessEntrySchema: z.ZodType<EarlyAccessEntry> = z
  .object({ id: z.string(), email: z.string(), company: z.string(), message: z.string(), requestedAt: Iso })
  .meta({ id: 'EarlyAccessEntry' });

export const AuditStreamSchema: z.ZodType<AuditStreamView> = z
  .object({
    streamId: z.string(),
    streamType: z.string(),
    asOf: Iso.nullable().meta({ description: 'What the query asked for.' }),
    version: z.number().int(),
    currentVersion: z.number().int().meta({ description: 'The version of the whole history.' }),
    state: z.unknown().meta({ description: "Folded with the stream type's own evolve; null when no fold is registered for the type." }),
    events: z.array(
      z.object({
        version: z.number().int(),
        eventId: z.string(),
        type: z.string(),
        schemaVersion: z.number().int(),
        data: z.unknown(),
        createdAt: Iso,
        occurredAt: Iso,
        position: CheckpointSchema,
        actor: z.object({ kind: z.enum(['user', 'agent', 'admin', 'carrier', 'system']), id: z.string(), name: z.string() }),
        commandId: z.string(),
        correlationId: z.string(),
        causationId: z.string(),
        requestId: z.string().optional().meta({ description: 'The HTTP request (X-Request-Id) that carried the command, when one did.' }),
      }),
    ),
  })
  .meta({ id: 'AuditStream' });
