import { z } from 'zod';
import { PageQuerySchema } from './pagination';
import { queryInteger } from './http';
import type { CrisisSeverity, CrisisType, HoldCode, OverrideAction } from './autonomy';

// ── Autonomous operations, what is read: the monitor's intelligence and the views of crises, decisions, holds,
// overrides and notifications (the commands and events are in autonomy.ts) ──

export type SubsystemStatus = 'operational' | 'optimal' | 'degraded' | 'offline' | 'critical';

/** Spec section 3 (Autonomy intelligence), plus what the monitor shows beside it. */
export interface AutonomyIntelligence {
  autonomyLevel: number;
  decisionsMadeToday: number;
  systemHealth: {
    overallStatus: SubsystemStatus | string;
    subsystems: { aiEngine: string; carriers: string; payments: string; compliance: string };
    performanceMetrics: { responseTime: number; successRate: number; errorRate: number; throughput: number };
    predictiveAlerts: string[];
  };
  learningProgress: number;
  predictiveInsights: string[];
  contingencyReadiness: number;
  automationPaused?: boolean;
  activeCrises?: CrisisView[];
  surgeQueue?: QueuedShipment[];
  protocols?: { crisisType: CrisisType; ready: boolean; detail: string }[];
  generatedAt?: string;
}

/** What the monitor shows when the intelligence cannot be read (spec section 4). */
export const FALLBACK_INTELLIGENCE: AutonomyIntelligence = {
  autonomyLevel: 0,
  decisionsMadeToday: 0,
  systemHealth: {
    overallStatus: 'critical',
    subsystems: { aiEngine: 'offline', carriers: 'offline', payments: 'offline', compliance: 'offline' },
    performanceMetrics: { responseTime: 0, successRate: 0, errorRate: 1, throughput: 0 },
    predictiveAlerts: [],
  },
  learningProgress: 0,
  predictiveInsights: [],
  contingencyReadiness: 0,
};

export interface CrisisView {
  id: string;
  crisisType: CrisisType;
  severity: CrisisSeverity;
  carrierId: string | null;
  status: 'active' | 'resolved';
  trigger: string;
  reason: string;
  activatedAt: string;
  activatedBy: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  affectedShipments: number;
  activations: number;
}

export interface DecisionView {
  id: string;
  shipmentId: string;
  trackingNumber: string;
  type: string;
  summary: string;
  reason: string;
  human: boolean;
  carrierId: string | null;
  decidedAt: string;
  /** The delivery estimate of a carrier decision (selected or re-booked), else null. */
  estimatedDelivery: string | null;
}

export interface QueuedShipment {
  shipmentId: string;
  trackingNumber: string;
  code: HoldCode;
  reason: string;
  priority: number;
  heldAt: string;
}

export interface OverrideView {
  id: string;
  action: OverrideAction;
  target: string | null;
  carrier: string | null;
  reason: string;
  changed: string;
  by: string;
  appliedAt: string;
}

export interface NotificationView {
  id: string;
  shipmentId: string;
  trackingNumber: string;
  title: string;
  message: string;
  createdAt: string;
}

/** Status colours (spec section 4): operational/optimal green, degraded yellow, offline/critical red, else grey. */
export function statusColour(status: string | undefined | null): 'green' | 'yellow' | 'red' | 'grey' {
  switch (status) {
    case 'operational':
    case 'optimal':
      return 'green';
    case 'degraded':
      return 'yellow';
    case 'offline':
    case 'critical':
      return 'red';
    default:
      return 'grey';
  }
}

export const AUTONOMY_MESSAGES = {
  overrideSuccess: { title: 'Override Successful', description: 'The human override was applied.' },
  overrideFailed: { title: 'Override Failed', description: 'Failed to process human override. Please try again.' },
  crisisActivated: { title: 'Crisis Response Activated' },
  monitoringUnavailable: {
    title: 'System Monitoring Unavailable',
    description: 'Unable to connect to autonomous monitoring systems. Please check system status.',
  },
} as const;

/** GET /api/autonomous/decisions?limit=&human=&paged=&cursor= */
export const DecisionListQuerySchema = PageQuerySchema.extend({
  limit: queryInteger(1, 200).default(50),
  human: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .optional()
    .meta({ description: 'true: only decisions a person made (overrides); false: only the system’s.' }),
});

/** GET /api/autonomous/overrides and GET /api/notifications: 50 rows unless `limit` says otherwise. */
export const RecentListQuerySchema = PageQuerySchema.extend({ limit: queryInteger(1, 200).default(50) });
