import { z } from 'zod';
import { deliveryEstimate } from './shipments';
import { LABEL_FORMATS, LABEL_SIZES, type LabelFormat, type LabelSize } from './labels';

// ── Autonomous operations (spec sections 2, 3, 4, 7, 8): decisions, overrides, crisis protocols ──
// (commands and events here; what the monitor reads is in autonomy-views.ts)

export const CRISIS_TYPES = ['carrier_outage', 'payment_failure', 'demand_surge'] as const;
export type CrisisType = (typeof CRISIS_TYPES)[number];
export const CRISIS_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type CrisisSeverity = (typeof CRISIS_SEVERITIES)[number];
/** The severity each protocol is activated with from the monitor (spec section 7). */
export const CRISIS_DEFAULT_SEVERITY: Record<CrisisType, CrisisSeverity> = {
  carrier_outage: 'high',
  payment_failure: 'critical',
  demand_surge: 'medium',
};
export const CRISIS_LABELS: Record<CrisisType, string> = {
  carrier_outage: 'Carrier outage',
  payment_failure: 'Payment failure',
  demand_surge: 'Demand surge',
};
/** Shipments released per minute while a demand surge is active (unless the activation says otherwise). */
export const DEFAULT_SURGE_CAPACITY_PER_MINUTE = 20;

export const ActivateCrisisSchema = z
  .object({
    crisisType: z.enum(CRISIS_TYPES),
    severity: z.enum(CRISIS_SEVERITIES).optional(),
    context: z.object({ trigger: z.string().trim().min(1).max(100).default('manual_activation') }).default({ trigger: 'manual_activation' }),
    /** carrier_outage: the carrier id (for example `dhl-express`) or a name the catalogue knows (`dhl`). */
    carrier: z.string().trim().min(1).max(60).optional(),
    reason: z.string().trim().max(500).optional(),
    /** demand_surge: how many queued shipments are released per minute. */
    capacityPerMinute: z.number().int().min(1).max(10_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.crisisType === 'carrier_outage' && !v.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'is required for a carrier outage' });
  });
export type ActivateCrisisRequest = z.input<typeof ActivateCrisisSchema>;

export const ResolveCrisisSchema = z.object({ reason: z.string().trim().max(500).optional() }).default({});

export const SHIPMENT_PREFERENCES = ['cost', 'speed', 'reliability'] as const;
/**
 * PUT /api/preferences/shipping: how the dispatcher chooses a carrier for the shipper's new shipments (default cost),
 * and the label format and size the shipper's labels download in (default pdf, 4x6). Any of the three; at least one.
 */
export const ShippingPreferenceSchema = z
  .object({
    priority: z.enum(SHIPMENT_PREFERENCES).optional(),
    labelFormat: z.enum(LABEL_FORMATS).optional(),
    labelSize: z.enum(LABEL_SIZES).optional(),
  })
  .refine((p) => p.priority !== undefined || p.labelFormat !== undefined || p.labelSize !== undefined, {
    path: ['priority'],
    message: 'is required unless labelFormat or labelSize is given',
  });
export type ShippingPreferenceInput = z.infer<typeof ShippingPreferenceSchema>;
/** GET /api/preferences/shipping: the saved values, defaults where nothing was set; setAt is the last change (null before any). */
export const ShippingPreferenceViewSchema = z
  .object({
    priority: z.string().meta({ description: 'cost, speed or reliability' }),
    setAt: z.string().nullable(),
    labelFormat: z.enum(LABEL_FORMATS),
    labelSize: z.enum(LABEL_SIZES),
  })
  .meta({ id: 'ShippingPreference' });

export const OVERRIDE_ACTIONS = ['pause_automation', 'resume_automation', 'force_carrier', 'release_hold', 'cancel_decision'] as const;
export type OverrideAction = (typeof OVERRIDE_ACTIONS)[number];

/**
 * Human override. `target` is a shipment id (or tracking number) for force_carrier, release_hold and
 * cancel_decision; `carrier` names the carrier for force_carrier.
 */
export const HumanOverrideSchema = z
  .object({
    action: z.enum(OVERRIDE_ACTIONS),
    target: z.string().trim().min(1).max(100).optional(),
    carrier: z.string().trim().min(1).max(60).optional(),
    reason: z.string().trim().min(3, 'must say why (at least 3 characters)').max(500),
  })
  .superRefine((v, ctx) => {
    if (['force_carrier', 'release_hold', 'cancel_decision'].includes(v.action) && !v.target) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: `is required for ${v.action}` });
    }
    if (v.action === 'force_carrier' && !v.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'is required for force_carrier' });
  });
export type HumanOverrideRequest = z.input<typeof HumanOverrideSchema>;

// ── Events ───────────────────────────────────────────────────────────────────
// crisis-<uuid>: one stream per crisis key (type + carrier), so a second activation finds the first.
// dispatch-<shipmentId>: every decision taken about one shipment.
// override-<uuid>: the human overrides, one stream (it also holds whether automation is paused).

export const crisisStreamId = (crisisId: string): string => `crisis-${crisisId}`;
export const dispatchStreamId = (shipmentId: string): string => `dispatch-${shipmentId}`;
export const OVERRIDE_STREAM_ID = 'override-5b0f3c6e-1d2a-4c8e-9f47-0a6b2d9e7c31';

export type DecisionActor = { kind: 'system' | 'admin'; id: string; email?: string };

export interface CarrierOption {
  carrierId: string;
  carrierName: string;
  serviceId: string;
  serviceName: string;
  serviceLevel: string;
  price: { amountMinor: number; currency: string };
  transitDays: number;
  reliability: number;
  /** Issue 27: who answered this option; absent means the embedded sandbox network (older events say nothing). */
  provider?: RateProvider;
}

/** Who answered a rate (issue 27): a real shipping provider's account, or the embedded sandbox network. */
export interface RateProvider {
  /** 'sandbox', or the provider: karrio, easypost, shippo, dhl-direct, ups-direct, fedex-direct. */
  id: string;
  /** Shown to people: 'EasyPost', 'Waypost sandbox'. */
  name: string;
  /** Which of the provider's accounts ('default': the one configured from the environment). */
  account: string;
  /** `test`: the provider's test environment (no real label is bought); `live`: real labels; `sandbox`: ours. */
  mode: 'sandbox' | 'test' | 'live';
  /** The provider's references a purchase names (absent for the sandbox). */
  refs?: { rateRef: string; shipmentRef?: string; carrierCode: string; serviceCode: string };
}

/** The sandbox network as a rate's provider. */
export const SANDBOX_PROVIDER: RateProvider = { id: 'sandbox', name: 'Waypost sandbox', account: 'sandbox', mode: 'sandbox' };

export type CrisisActivated = {
  type: 'CrisisActivated';
  data: {
    crisisId: string;
    crisisType: CrisisType;
    severity: CrisisSeverity;
    carrierId: string | null;
    trigger: string;
    reason: string;
    capacityPerMinute: number | null;
    activatedAt: string;
    activatedBy: string;
  };
};
export type CrisisResolved = {
  type: 'CrisisResolved';
  data: { crisisId: string; crisisType: CrisisType; carrierId: string | null; reason: string; resolvedAt: string; resolvedBy: string };
};
export type CrisisEvent = CrisisActivated | CrisisResolved;

export type HoldCode = 'compliance' | 'payment' | 'surge' | 'paused';
export type ShipmentPreference = (typeof SHIPMENT_PREFERENCES)[number];
export const preferenceStreamId = (userId: string): string => `preference-${userId}`;

export type ShippingPreferenceSet = {
  type: 'ShippingPreferenceSet';
  data: { userId: string; priority: ShipmentPreference; setAt: string };
};
/** The shipper's label default (issue 24), on the same preference stream; both values, as they stand after the change. */
export type LabelPreferenceSet = {
  type: 'LabelPreferenceSet';
  data: { userId: string; labelFormat: LabelFormat; labelSize: LabelSize; setAt: string };
};

export type CarrierSelected = {
  type: 'CarrierSelected';
  data: {
    shipmentId: string;
    trackingNumber: string;
    ownerId: string;
    choice: CarrierOption;
    preference: ShipmentPreference;
    reason: string;
    alternatives: CarrierOption[];
    /** True when a person chose (force_carrier); automatic decisions say false. */
    human: boolean;
    decidedAt: string;
    /** decidedAt + choice.transitDays (issue 22; older decisions lack it: decisionEstimate computes the same). */
    estimatedDelivery?: string;
  };
};
export type ShipmentRebooked = {
  type: 'ShipmentRebooked';
  data: {
    shipmentId: string;
    trackingNumber: string;
    ownerId: string;
    fromCarrierId: string | null;
    choice: CarrierOption;
    reason: string;
    alternatives: CarrierOption[];
    crisisId: string | null;
    human: boolean;
    decidedAt: string;
    /** decidedAt + choice.transitDays (issue 22; older decisions lack it: decisionEstimate computes the same). */
    estimatedDelivery?: string;
  };
};

/** The delivery estimate a decision stands for. */
export const decisionEstimate = (d: { decidedAt: string; choice: { transitDays: number }; estimatedDelivery?: string }): string =>
  d.estimatedDelivery ?? deliveryEstimate(d.decidedAt, d.choice.transitDays);
export type ShipmentHeld = {
  type: 'ShipmentHeld';
  data: { shipmentId: string; trackingNumber: string; ownerId: string; code: HoldCode; reason: string; rule: string; crisisId: string | null; priority: number; heldAt: string };
};
export type HoldReleased = {
  type: 'HoldReleased';
  data: { shipmentId: string; code: HoldCode; reason: string; human: boolean; releasedAt: string };
};
export type DecisionCancelled = {
  type: 'DecisionCancelled';
  data: { shipmentId: string; cancelled: string; reason: string; cancelledAt: string };
};
export type ShipperNotified = {
  type: 'ShipperNotified';
  data: { notificationId: string; userId: string; shipmentId: string; trackingNumber: string; title: string; message: string; crisisId: string | null; notifiedAt: string };
};
export type DispatchEvent = CarrierSelected | ShipmentRebooked | ShipmentHeld | HoldReleased | DecisionCancelled | ShipperNotified;
/** Decisions the dispatcher takes on its own (autonomyLevel counts these against human ones). */
export const DECISION_EVENT_TYPES = ['CarrierSelected', 'ShipmentRebooked', 'ShipmentHeld', 'HoldReleased', 'DecisionCancelled'] as const;

export type HumanOverrideApplied = {
  type: 'HumanOverrideApplied';
  data: {
    overrideId: string;
    action: OverrideAction;
    target: string | null;
    carrier: string | null;
    reason: string;
    changed: string;
    by: { id: string; email: string };
    appliedAt: string;
  };
};
