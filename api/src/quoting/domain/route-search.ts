import type { ShippingPriority } from '@waypost/contracts';
import { accessLegs, hubName, type HubGraph, type Leg, type Place } from './hub-graph';
import { crossesCustoms } from '../../catalogue/queries/zones';

// ── Multi-criteria label-setting search with a Pareto filter on cost, time and reliability ──
// A label is a partial route (cost, hours, reliability). At each node only labels that no other label dominates
// survive; the Pareto front at the destination is then ranked by the shipper's priority and maxDays.

export interface RouteRequest {
  origin: Place;
  destination: Place;
  chargeableKg: number;
  priority: ShippingPriority;
  maxDays?: number;
}

export interface FoundRoute {
  id: string;
  legs: Leg[];
  carriers: string[];
  costCents: number;
  hours: number;
  estimatedDays: number;
  reliability: number;
  co2Kg: number;
}

export interface RouteSearchResult {
  routes: FoundRoute[];
  labelsExplored: number;
  paretoFront: number;
  fastestDays?: number;
}

interface Label {
  node: string;
  cost: number;
  hours: number;
  reliability: number;
  legs: Leg[];
  visited: ReadonlySet<string>;
}

const MAX_LEGS = 5;
const LABELS_PER_NODE = 10;
const TRANSFER = { hours: 12, cents: 500, reliability: 0.99 };
const CUSTOMS = { hours: 24, cents: 1500, reliability: 0.99 };

const dominates = (a: Label, b: Label): boolean =>
  a.cost <= b.cost && a.hours <= b.hours && a.reliability >= b.reliability && (a.cost < b.cost || a.hours < b.hours || a.reliability > b.reliability);

function primaryKey(priority: ShippingPriority): (l: Label) => number {
  if (priority === 'speed') return (l) => l.hours * 1e6 + l.cost;
  if (priority === 'reliability') return (l) => -l.reliability * 1e9 + l.cost;
  return (l) => l.cost * 1e3 + l.hours;
}

/** A small binary heap keyed by a number. */
class Heap<T> {
  private items: { key: number; value: T }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(key: number, value: T): void {
    const a = this.items;
    a.push({ key, value });
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]!.key <= a[i]!.key) break;
      [a[p], a[i]] = [a[i]!, a[p]!];
      i = p;
    }
  }
  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l]!.key < a[m]!.key) m = l;
        if (r < a.length && a[r]!.key < a[m]!.key) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top?.value;
  }
}

export function rankRoutes(routes: FoundRoute[], priority: ShippingPriority): FoundRoute[] {
  const byId = (a: FoundRoute, b: FoundRoute): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const cmp: Record<ShippingPriority, (a: FoundRoute, b: FoundRoute) => number> = {
    cost: (a, b) => a.costCents - b.costCents || a.hours - b.hours || b.reliability - a.reliability || byId(a, b),
    speed: (a, b) => a.hours - b.hours || a.costCents - b.costCents || b.reliability - a.reliability || byId(a, b),
    reliability: (a, b) => b.reliability - a.reliability || a.costCents - b.costCents || a.hours - b.hours || byId(a, b),
  };
  return [...routes].sort(cmp[priority]);
}

export function searchRoutes(graph: HubGraph, req: RouteRequest, limit = 5): RouteSearchResult {
  const kg = Math.max(0.1, req.chargeableKg);
  const customs = crossesCustoms(req.origin.country, req.destination.country);
  const fixedHours = customs ? CUSTOMS.hours : 0;
  const maxHours = req.maxDays !== undefined ? req.maxDays * 24 - fixedHours : Infinity;
  const pickup = accessLegs(req.origin, 'pickup');
  const delivery = new Map<string, Leg[]>();
  for (const l of accessLegs(req.destination, 'delivery')) delivery.set(l.from, [...(delivery.get(l.from) ?? []), l]);
  const outgoing = (node: string): readonly Leg[] => {
    if (node === req.origin.id) return pickup;
    const hubLegs = graph.out.get(node) ?? [];
    const last = delivery.get(node);
    return last ? [...hubLegs, ...last] : hubLegs;
  };

  const key = primaryKey(req.priority);
  const atNode = new Map<string, Label[]>();
  const front: Label[] = [];
  const heap = new Heap<Label>();
  const start: Label = { node: req.origin.id, cost: 0, hours: 0, reliability: 1, legs: [], visited: new Set([req.origin.id]) };
  heap.push(key(start), start);
  let explored = 0;

  while (heap.size > 0) {
    const label = heap.pop()!;
    explored++;
    if (label.node === req.destination.id) continue;
    if (label.legs.length >= MAX_LEGS) continue;
    for (const l of outgoing(label.node)) {
      if (label.visited.has(l.to)) continue;
      const prev = label.legs[label.legs.length - 1];
      const transfer = prev !== undefined && prev.carrierId !== l.carrierId;
      const next: Label = {
        node: l.to,
        cost: label.cost + Math.round(l.fixedCents + l.centsPerKg * kg) + (transfer ? TRANSFER.cents : 0),
        hours: label.hours + l.hours + (transfer ? TRANSFER.hours : 0),
        reliability: label.reliability * l.reliability * (transfer ? TRANSFER.reliability : 1),
        legs: [...label.legs, l],
        visited: new Set([...label.visited, l.to]),
      };
      if (next.hours > maxHours) continue;
      if (front.some((f) => dominates(f, next) || (f.cost === next.cost && f.hours === next.hours && f.reliability === next.reliability))) continue;
      const here = atNode.get(next.node) ?? [];
      if (here.some((h) => dominates(h, next) || (h.cost === next.cost && h.hours === next.hours && h.reliability === next.reliability))) continue;
      const kept = here.filter((h) => !dominates(next, h));
      kept.push(next);
      kept.sort((a, b) => key(a) - key(b));
      atNode.set(next.node, kept.slice(0, LABELS_PER_NODE));
      if (!kept.slice(0, LABELS_PER_NODE).includes(next)) continue;
      if (next.node === req.destination.id) {
        for (let i = front.length - 1; i >= 0; i--) if (dominates(next, front[i]!)) front.splice(i, 1);
        front.push(next);
      } else {
        heap.push(key(next), next);
      }
    }
  }

  const routes = front.map((label) => toRoute(label, kg, customs));
  // Routes that differ only in who drives the last road leg are one choice for the shipper: keep the best.
  const seen = new Set<string>();
  const ranked = rankRoutes(routes, req.priority)
    .filter((r) => {
      const path = r.legs.map((l) => `${l.from}>${l.to}:${l.mode}`).join('|');
      if (seen.has(path)) return false;
      seen.add(path);
      return true;
    })
    .slice(0, limit);
  return { routes: ranked, labelsExplored: explored, paretoFront: front.length };
}

function toRoute(label: Label, kg: number, customs: boolean): FoundRoute {
  const carriers: string[] = [];
  for (const l of label.legs) if (carriers[carriers.length - 1] !== l.carrierName) carriers.push(l.carrierName);
  const hours = label.hours + (customs ? CUSTOMS.hours : 0);
  const id = label.legs.map((l) => `${l.carrierId}:${l.from}>${l.to}:${l.mode}`).join('|');
  return {
    id,
    legs: label.legs,
    carriers,
    costCents: label.cost + (customs ? CUSTOMS.cents : 0),
    hours,
    estimatedDays: Math.max(1, Math.ceil(hours / 24)),
    reliability: Math.round(label.reliability * (customs ? CUSTOMS.reliability : 1) * 1000) / 1000,
    co2Kg: Math.round(label.legs.reduce((s, l) => s + l.co2GramsPerKg * kg, 0)) / 1000,
  };
}

export const describeLeg = (l: Leg, kg: number): { from: string; to: string; mode: Leg['mode']; carrier: string; distanceKm: number; hours: number; costCents: number } => ({
  from: hubName(l.from),
  to: hubName(l.to),
  mode: l.mode,
  carrier: l.carrierName,
  distanceKm: l.distanceKm,
  hours: l.hours,
  costCents: Math.round(l.fixedCents + l.centsPerKg * kg),
});
