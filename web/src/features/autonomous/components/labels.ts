import { AUTONOMY_MESSAGES, CRISIS_LABELS, type CrisisSeverity, type CrisisType, type OverrideAction } from '@waypost/contracts';
import { errorReason } from '@/lib/api-client';
import { humanizeId } from '@/lib/format';

// ── What the monitor says instead of identifiers: protocols, severities, carriers, holds, overrides ──

export const crisisLabel = (type: string): string => (Object.hasOwn(CRISIS_LABELS, type) ? CRISIS_LABELS[type as CrisisType] : humanizeId(type));

const SEVERITY_LABELS: Record<CrisisSeverity, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };
export const severityLabel = (severity: string): string => (Object.hasOwn(SEVERITY_LABELS, severity) ? SEVERITY_LABELS[severity as CrisisSeverity] : humanizeId(severity));

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

const HOLD_LABELS = new Map<string, string>([
  ['paused', 'Automation paused'],
  ['payment', 'Payment failure'],
  ['surge', 'Demand surge'],
  ['compliance', 'Compliance check'],
]);
export const holdLabel = (code: string): string => HOLD_LABELS.get(code) ?? humanizeId(code);

export const OVERRIDE_ACTION_LABELS: Record<OverrideAction, string> = {
  pause_automation: 'Pause automation',
  resume_automation: 'Resume automation',
  force_carrier: 'Force a carrier',
  release_hold: 'Release a hold',
  cancel_decision: 'Cancel an automatic decision',
};

/** One override in words: 'Forced UPS on 2PG-2024-000001'. */
export function describeOverride(o: { action: OverrideAction; target?: string | null; carrier?: string | null }): string {
  const on = o.target ? ` on ${o.target}` : '';
  switch (o.action) {
    case 'pause_automation':
      return 'Paused automation';
    case 'resume_automation':
      return 'Resumed automation';
    case 'force_carrier':
      return `Forced ${o.carrier ? carrierName(o.carrier) : 'a carrier'}${on}`;
    case 'release_hold':
      return `Released the hold${on}`;
    case 'cancel_decision':
      return `Cancelled the automatic decision${on}`;
    default: {
      const unknown: never = o.action;
      return humanizeId(String(unknown));
    }
  }
}

/** The spec's override failure message, then why (spec section 8: the reason may follow it). */
export function overrideFailure(reason?: string | Error): { title: string; description: string } {
  const why = reason instanceof Error ? errorReason(reason) : reason;
  const { title, description } = AUTONOMY_MESSAGES.overrideFailed;
  return { title, description: why ? `${description} ${why.endsWith('.') ? why : `${why}.`}` : description };
}
