import type { CarrierOption, HoldCode, ShipmentCreated, ShipmentPreference } from '@waypost/contracts';

// ── The dispatcher's rules for one shipment (pure: the situation and time come in) ──
// Order: compliance hold, automation paused, payment failure, surge capacity, then the carrier by preference.

export interface DispatchSituation {
  /** Carrier ids the network runs (the candidates). */
  candidates: readonly string[];
  /** Carriers under an active outage. */
  suspended: ReadonlySet<string>;
  paused: boolean;
  paymentFailure: { crisisId: string } | null;
  surge: { crisisId: string; capacityPerMinute: number; releasedLastMinute: number } | null;
}

export type Dispatch =
  | { kind: 'select'; choice: CarrierOption; alternatives: CarrierOption[]; reason: string }
  | { kind: 'hold'; code: HoldCode; reason: string; rule: string; crisisId: string | null; priority: number }
  | { kind: 'unserved'; reason: string };

type Shipment = ShipmentCreated['data'];

/** What the dispatcher asks other contexts, passed in: the carriers' lane options and the compliance engine's verdict. */
export interface DispatchPorts {
  /** Every service quote for the shipment among `carrierIds`, less `excluded` (and less `levels`). */
  laneOptions(shipment: Shipment, carrierIds: readonly string[], excluded: ReadonlySet<string>, levels?: ReadonlySet<string>): CarrierOption[];
  /** The compliance engine's hold for the shipment, or null when it allows it (or has no rule data). */
  complianceHold(shipment: Shipment): { reason: string; rule: string } | null;
}

const LEVEL_PRIORITY: Record<string, number> = { overnight: 0, express: 0, standard: 1, economy: 2 };

const BY_PREFERENCE: Record<ShipmentPreference, (a: CarrierOption, b: CarrierOption) => number> = {
  cost: (a, b) => a.price.amountMinor - b.price.amountMinor || a.transitDays - b.transitDays,
  speed: (a, b) => a.transitDays - b.transitDays || a.price.amountMinor - b.price.amountMinor,
  reliability: (a, b) => b.reliability - a.reliability || a.price.amountMinor - b.price.amountMinor,
};

const PREFERENCE_REASON: Record<ShipmentPreference, string> = {
  cost: 'lowest price',
  speed: 'fastest transit',
  reliability: 'most reliable service',
};

/** The best option by preference; alternatives are the next best of other carriers (up to 3). */
export function choose(options: CarrierOption[], preference: ShipmentPreference): { choice: CarrierOption; alternatives: CarrierOption[] } | null {
  const sorted = [...options].sort((a, b) => BY_PREFERENCE[preference](a, b) || (a.carrierId + a.serviceId < b.carrierId + b.serviceId ? -1 : 1));
  const [choice] = sorted;
  if (!choice) return null;
  const seen = new Set([choice.carrierId]);
  const alternatives: CarrierOption[] = [];
  for (const o of sorted) {
    if (alternatives.length >= 3) break;
    if (seen.has(o.carrierId)) continue;
    seen.add(o.carrierId);
    alternatives.push(o);
  }
  return { choice, alternatives };
}

const money = (o: CarrierOption) => `${(o.price.amountMinor / 100).toFixed(2)} ${o.price.currency}`;

export function selectionReason(choice: CarrierOption, preference: ShipmentPreference, optionCount: number, excluded: ReadonlySet<string>): string {
  const out = excluded.size ? `; excluded: ${[...excluded].sort().join(', ')}` : '';
  const name = choice.serviceName.startsWith(choice.carrierName) ? choice.serviceName : `${choice.carrierName} ${choice.serviceName}`;
  return `${name}: ${PREFERENCE_REASON[preference]} (${money(choice)}, ${choice.transitDays} days) of ${optionCount} options by the shipper's preference '${preference}'${out}`;
}

export function decideDispatch(shipment: Shipment, s: DispatchSituation, preference: ShipmentPreference, ports: DispatchPorts, options: { ignoreHolds?: boolean } = {}): Dispatch {
  const offered = ports.laneOptions(shipment, s.candidates, s.suspended, s.surge ? new Set(['economy']) : undefined);
  const picked = choose(offered, preference);
  const priority = picked ? (LEVEL_PRIORITY[picked.choice.serviceLevel] ?? 1) + (preference === 'speed' ? -1 : 0) : 9;
  if (!options.ignoreHolds) {
    const compliance = ports.complianceHold(shipment);
    if (compliance) return { kind: 'hold', code: 'compliance', ...compliance, crisisId: null, priority };
    if (s.paused)
      return { kind: 'hold', code: 'paused', reason: 'Automation is paused: waiting for a person to decide', rule: 'override pause_automation', crisisId: null, priority };
    if (s.paymentFailure) {
      return {
        kind: 'hold',
        code: 'payment',
        reason: 'Payment processing is failing: queued until payments recover',
        rule: 'payment_failure protocol: shipments that need payment are held',
        crisisId: s.paymentFailure.crisisId,
        priority,
      };
    }
    if (s.surge && s.surge.releasedLastMinute >= s.surge.capacityPerMinute) {
      return {
        kind: 'hold',
        code: 'surge',
        reason: `Demand surge: capacity of ${s.surge.capacityPerMinute} bookings per minute reached; queued (express first)`,
        rule: `demand_surge protocol: releases per minute >= ${s.surge.capacityPerMinute}`,
        crisisId: s.surge.crisisId,
        priority,
      };
    }
  }
  if (!picked)
    return { kind: 'unserved', reason: `No available carrier serves ${shipment.fromAddress.country} → ${shipment.toAddress.country} for ${shipment.itemDetails.weight} kg` };
  return { kind: 'select', ...picked, reason: selectionReason(picked.choice, preference, offered.length, s.suspended) };
}

/** A new carrier for a shipment whose carrier failed or went down: the best of the others. */
export function decideRebooking(
  shipment: Shipment,
  s: DispatchSituation,
  avoid: ReadonlySet<string>,
  preference: ShipmentPreference,
  ports: DispatchPorts,
): Extract<Dispatch, { kind: 'select' | 'unserved' }> {
  const excluded = new Set([...s.suspended, ...avoid]);
  const offered = ports.laneOptions(shipment, s.candidates, excluded);
  const picked = choose(offered, preference);
  if (!picked) return { kind: 'unserved', reason: `No alternative carrier serves this lane (excluded: ${[...excluded].sort().join(', ')})` };
  return { kind: 'select', ...picked, reason: `Re-booked on ${selectionReason(picked.choice, preference, offered.length, excluded)}` };
}
