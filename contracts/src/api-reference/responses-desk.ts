import { z } from 'zod';
import type { AdminAnalytics } from '../admin';
import { ASSISTANT_TOOL_NAMES, SHIPPING_ELIGIBILITIES, type ChatResponse, type ItemAnalysisResult, type ItemRecognitionResult } from '../assistant';
import type { AuditStreamSummary, ImportResult } from '../audit';
import { OVERRIDE_ACTIONS, SHIPMENT_PREFERENCES, type ShippingPreferenceInput } from '../autonomy';
import { LABEL_FORMATS, LABEL_SIZES } from '../labels';
import type { DecisionView, NotificationView, OverrideView, QueuedShipment } from '../autonomy-views';
import { COMPLIANCE_CATEGORIES } from '../compliance';
import { INQUIRY_CATEGORIES, type AgentTrackingResult, type CrmDashboard, type CustomerProfile, type DepartmentMetrics } from '../crm';
import { InquirySummarySchema } from './responses';

// ── Answers of the dispatcher's lists, the service desk, the assistant and the audit log, field by field ──
// Each is typed against the contract's interface (z.ZodType<…>), so the compiler says when the two part; the authz
// matrix and the OpenAPI flow tests check real answers against them.

const Iso = z.string().meta({ description: 'ISO 8601 time.' });

export const AdminAnalyticsSchema: z.ZodType<AdminAnalytics> = z
  .object({
    days: z.array(
      z.object({
        date: z.string().meta({ description: 'The UTC day, YYYY-MM-DD.' }),
        shipments: z.number().int(),
        revenue: z.number().meta({ description: 'USD charged for the shipments created that day.' }),
        inquiries: z.number().int(),
      }),
    ),
    from: z.string(),
    to: z.string(),
  })
  .meta({ id: 'AdminAnalytics', description: 'One row per UTC day, oldest first.' });

// ── Autonomy: the dispatcher's decisions, its queue, overrides and notifications ──
export const DecisionViewSchema: z.ZodType<DecisionView> = z
  .object({
    id: z.string(),
    shipmentId: z.string(),
    trackingNumber: z.string(),
    type: z.string(),
    summary: z.string(),
    reason: z.string(),
    human: z.boolean().meta({ description: 'true: a person made it (an override).' }),
    carrierId: z.string().nullable(),
    decidedAt: Iso,
    estimatedDelivery: Iso.nullable().meta({ description: 'The delivery estimate of a carrier decision, else null.' }),
  })
  .meta({ id: 'Decision' });

export const QueuedShipmentSchema: z.ZodType<QueuedShipment> = z
  .object({
    shipmentId: z.string(),
    trackingNumber: z.string(),
    code: z.enum(['compliance', 'payment', 'surge', 'paused']),
    reason: z.string(),
    priority: z.number(),
    heldAt: Iso,
  })
  .meta({ id: 'QueuedShipment' });

export const OverrideViewSchema: z.ZodType<OverrideView> = z
  .object({
    id: z.string(),
    action: z.enum(OVERRIDE_ACTIONS),
    target: z.string().nullable(),
    carrier: z.string().nullable(),
    reason: z.string(),
    changed: z.string(),
    by: z.string(),
    appliedAt: Iso,
  })
  .meta({ id: 'Override' });

export const NotificationViewSchema: z.ZodType<NotificationView> = z
  .object({ id: z.string(), shipmentId: z.string(), trackingNumber: z.string(), title: z.string(), message: z.string(), createdAt: Iso })
  .meta({ id: 'Notification' });

/** PUT /api/preferences/shipping answers the parts it was given (the spec's `{ priority }` for a priority alone). */
export const ShippingPreferenceSavedSchema: z.ZodType<ShippingPreferenceInput> = z
  .object({
    priority: z.enum(SHIPMENT_PREFERENCES).optional(),
    labelFormat: z.enum(LABEL_FORMATS).optional(),
    labelSize: z.enum(LABEL_SIZES).optional(),
  })
  .meta({ id: 'ShippingPreferenceSaved' });

// ── Service desk ──
const DepartmentMetricsSchema: z.ZodType<DepartmentMetrics> = z.object({
  activeTickets: z.number().int(),
  averageResolution: z.number().meta({ description: 'Average minutes from opening to resolution (0 when none).' }),
  satisfaction: z.number().meta({ description: 'Average rating out of 5 (0 when none rated).' }),
  ratedTickets: z.number().int(),
});

export const CrmDashboardSchema: z.ZodType<CrmDashboard> = z
  .object({
    dashboard: z.object({
      totalCustomers: z.number().int(),
      activeInquiries: z.number().int(),
      averageResponseTime: z.number().meta({ description: 'Average minutes from opening to the first agent response.' }),
      urgentInquiries: z.number().int(),
      departmentMetrics: z.record(z.enum(INQUIRY_CATEGORIES), DepartmentMetricsSchema),
    }),
    recentInquiries: z.array(InquirySummarySchema),
  })
  .meta({ id: 'CrmDashboard' });

export const CustomerProfileSchema: z.ZodType<CustomerProfile> = z
  .object({
    id: z.string().nullable().meta({ description: 'The account id; null for a prospect (no account).' }),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    totalShipments: z.number().int(),
    totalSpent: z.number().meta({ description: 'USD charged for the customer’s shipments.' }),
    status: z.enum(['active', 'inactive', 'prospect']),
    inquiries: z.array(InquirySummarySchema),
    shipments: z.array(z.object({ id: z.string(), trackingNumber: z.string(), status: z.string(), createdAt: Iso })),
  })
  .meta({ id: 'CustomerProfile' });

export const AgentTrackingResultSchema: z.ZodType<AgentTrackingResult> = z
  .object({
    shipmentId: z.string(),
    currentStatus: z.string(),
    currentLocation: z.string(),
    carrier: z.string(),
    trackingNumber: z.string(),
    estimatedDelivery: z.string(),
    lastUpdated: z.string(),
  })
  .meta({ id: 'AgentTrackingResult' });

// ── Assistant ──
export const ChatResponseSchema: z.ZodType<ChatResponse> = z
  .object({
    response: z.string(),
    mode: z.enum(['openai', 'offline']).meta({ description: 'Which assistant answered: the configured model, or the offline one.' }),
    model: z.string().optional(),
    toolCalls: z.array(
      z.object({
        name: z.union([z.enum(ASSISTANT_TOOL_NAMES), z.string()]),
        arguments: z.record(z.string(), z.unknown()),
        ok: z.boolean().meta({ description: 'false when the tool refused.' }),
      }),
    ),
    fallbackReason: z.string().optional().meta({ description: 'Set when the model was configured but failed and the offline assistant answered.' }),
    conversationId: z.string().optional().meta({ description: 'Send it back with the next message; absent for read-only accounts.' }),
  })
  .meta({ id: 'ChatResponse' });

const Recognition = { mode: z.enum(['vision', 'offline']), model: z.string().optional() };

export const ItemRecognitionResultSchema: z.ZodType<ItemRecognitionResult> = z
  .object({
    description: z.string(),
    category: z.enum(COMPLIANCE_CATEGORIES),
    estimatedWeight: z.number().meta({ description: 'Kilograms.' }),
    estimatedDimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }).meta({ description: 'Centimetres.' }),
    confidence: z.number(),
    shippingEligibility: z.enum(SHIPPING_ELIGIBILITIES),
    hsCode: z.string(),
    restrictions: z.array(z.string()),
    ...Recognition,
  })
  .meta({ id: 'ItemRecognitionResult' });

export const ItemAnalysisResultSchema: z.ZodType<ItemAnalysisResult> = z
  .object({
    category: z.enum(COMPLIANCE_CATEGORIES),
    shippingClassification: z.string(),
    weight: z.object({ estimatedKg: z.number() }),
    dimensions: z.object({ estimatedLength: z.number(), estimatedWidth: z.number(), estimatedHeight: z.number() }).meta({ description: 'Centimetres.' }),
    confidenceScore: z.number(),
    restrictions: z.array(z.string()),
    hsCode: z.string(),
    shippingEligibility: z.enum(SHIPPING_ELIGIBILITIES),
    description: z.string(),
    ...Recognition,
  })
  .meta({ id: 'ItemAnalysisResult' });

// ── Audit log ──
const AuditStreamSummarySchema: z.ZodType<AuditStreamSummary> = z.object({ streamId: z.string(), type: z.string(), version: z.number().int() });

export const AuditStreamPageSchema: z.ZodType<{ streams: AuditStreamSummary[]; next: string | null }> = z
  .object({
    streams: z.array(AuditStreamSummarySchema),
    next: z.string().nullable().meta({ description: 'Send it back as `after` for the next page; null on the last.' }),
  })
  .meta({ id: 'AuditStreamPage' });

export const ImportResultSchema: z.ZodType<ImportResult> = z
  .object({ events: z.number().int(), streams: z.number().int(), checksum: z.string().meta({ description: 'The sha256 the import verified.' }) })
  .meta({ id: 'ImportResult' });

/** The OpenAPI 3.1 document itself: its top-level fields; the rest is the OpenAPI specification's own schema. */
export const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.string().regex(/^3\.1\./),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
    components: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'OpenApiDocument' });
