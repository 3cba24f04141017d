import type { TFunction } from 'i18next';
import type { CrisisSeverity, CrisisType, OverrideAction, SubsystemStatus } from '@waypost/contracts';
import { errorReason } from '@/lib/api-client';
import { humanizeId } from '@/lib/format';

// ── What the monitor says instead of identifiers: protocols, severities, carriers, holds, overrides ──
// Each helper takes the `t` of the component that shows the words (useTranslation('autonomous')).

type T = TFunction<'autonomous'>;

const CRISIS_LABEL_KEYS = {
  carrier_outage: 'labels.crisisTypes.carrierOutage',
  payment_failure: 'labels.crisisTypes.paymentFailure',
  demand_surge: 'labels.crisisTypes.demandSurge',
} as const satisfies Record<CrisisType, string>;
export const crisisLabel = (t: T, type: string): string => (Object.hasOwn(CRISIS_LABEL_KEYS, type) ? t(CRISIS_LABEL_KEYS[type as CrisisType]) : humanizeId(type));

/** A crisis with its carrier, if any: 'Carrier outage · GLS' (`parentheses`: 'Carrier outage (GLS)'). */
export function crisisName(t: T, crisis: { crisisType: string; carrierId?: string | null }, { parentheses = false } = {}): string {
  const protocol = crisisLabel(t, crisis.crisisType);
  if (!crisis.carrierId) return protocol;
  const carrier = carrierName(crisis.carrierId);
  return parentheses ? t('labels.crisisWithCarrierInParentheses', { crisis: protocol, carrier }) : t('labels.crisisWithCarrier', { crisis: protocol, carrier });
}

const SEVERITY_LABEL_KEYS = {
  low: 'labels.severities.low',
  medium: 'labels.severities.medium',
  high: 'labels.severities.high',
  critical: 'labels.severities.critical',
} as const satisfies Record<CrisisSeverity, string>;
export const severityLabel = (t: T, severity: string): string =>
  Object.hasOwn(SEVERITY_LABEL_KEYS, severity) ? t(SEVERITY_LABEL_KEYS[severity as CrisisSeverity]) : humanizeId(severity);

/** Carriers offered for an outage: ids of the sandbox catalogue with the names people know them by. */
export const OUTAGE_CARRIERS = [
  { id: 'dhl-express', name: 'DHL Express' },
  { id: 'ups', name: 'UPS' },
  { id: 'fedex', name: 'FedEx' },
  { id: 'usps', name: 'USPS' },
  { id: 'royal-mail', name: 'Royal Mail' },
  { id: 'dpd', name: 'DPD' },
  { id: 'gls', name: 'GLS' },
  { id: 'postnl', name: 'PostNL' },
] as const;
const CARRIER_NAMES = new Map<string, string>(OUTAGE_CARRIERS.map((c) => [c.id, c.name]));
export const carrierName = (id: string): string => CARRIER_NAMES.get(id.toLowerCase()) ?? (id.length <= 4 ? id.toUpperCase() : humanizeId(id));

const HOLD_LABEL_KEYS = {
  paused: 'labels.holds.paused',
  payment: 'labels.holds.payment',
  surge: 'labels.holds.surge',
  compliance: 'labels.holds.compliance',
} as const;
export const holdLabel = (t: T, code: string): string => (Object.hasOwn(HOLD_LABEL_KEYS, code) ? t(HOLD_LABEL_KEYS[code as keyof typeof HOLD_LABEL_KEYS]) : humanizeId(code));

export const OVERRIDE_ACTION_LABEL_KEYS = {
  pause_automation: 'labels.overrideActions.pauseAutomation',
  resume_automation: 'labels.overrideActions.resumeAutomation',
  force_carrier: 'labels.overrideActions.forceCarrier',
  release_hold: 'labels.overrideActions.releaseHold',
  cancel_decision: 'labels.overrideActions.cancelDecision',
} as const satisfies Record<OverrideAction, string>;

/** One override in words: 'Forced UPS on 2PG-2024-000001'. */
export function describeOverride(t: T, o: { action: OverrideAction; target?: string | null; carrier?: string | null }): string {
  const target = o.target || undefined;
  switch (o.action) {
    case 'pause_automation':
      return t('labels.overridesDone.pausedAutomation');
    case 'resume_automation':
      return t('labels.overridesDone.resumedAutomation');
    case 'force_carrier': {
      if (!o.carrier) return target ? t('labels.overridesDone.forcedSomeCarrierOn', { target }) : t('labels.overridesDone.forcedSomeCarrier');
      const carrier = carrierName(o.carrier);
      return target ? t('labels.overridesDone.forcedCarrierOn', { carrier, target }) : t('labels.overridesDone.forcedCarrier', { carrier });
    }
    case 'release_hold':
      return target ? t('labels.overridesDone.releasedHoldOn', { target }) : t('labels.overridesDone.releasedHold');
    case 'cancel_decision':
      return target ? t('labels.overridesDone.cancelledDecisionOn', { target }) : t('labels.overridesDone.cancelledDecision');
    default: {
      const unknown: never = o.action;
      return humanizeId(String(unknown));
    }
  }
}

/** The spec's override failure message, then why (spec section 8: the reason may follow it). */
export function overrideFailure(t: T, reason?: string | Error): { title: string; description: string } {
  const why = reason instanceof Error ? errorReason(reason) : reason;
  return {
    title: t('override.failed.title'),
    description: why ? t('override.failed.descriptionWithReason', { reason: why.endsWith('.') ? why : `${why}.` }) : t('override.failed.description'),
  };
}

const STATUS_KEYS = {
  operational: 'statusBadge.statuses.operational',
  optimal: 'statusBadge.statuses.optimal',
  degraded: 'statusBadge.statuses.degraded',
  offline: 'statusBadge.statuses.offline',
  critical: 'statusBadge.statuses.critical',
} as const satisfies Record<SubsystemStatus, string>;
/** A subsystem's status in words; a status the monitor does not know stays as the API sent it. */
export const statusLabel = (t: T, status: string | undefined): string =>
  status === undefined ? t('statusBadge.statuses.unknown') : Object.hasOwn(STATUS_KEYS, status) ? t(STATUS_KEYS[status as SubsystemStatus]) : status;
