import type { ItemData, OptimizeRouteResponse, ResolvedLocation, ShippingPriority } from '@waypost/contracts';
import { resolvePlace, type ResolvedPlace } from '../../catalogue/queries/places';
import { buildHubGraph, type HubGraph } from '../domain/hub-graph';
import { describeLeg, searchRoutes } from '../domain/route-search';
import { volumetricGrams } from '../domain/rate-engine';
import { UnservedPlaceError } from './instant-quote.query';

// ── POST /api/ai/optimize-route: label-setting search over the carriers' hub graph ──

export interface OptimizeRouteInput {
  origin: string;
  destination: string;
  itemData?: ItemData | null;
  preferences: { priority: ShippingPriority; maxDays?: number };
}

let graph: HubGraph | undefined;
/** The hub graph is static catalogue data: built once, on first use. */
export const hubGraph = (): HubGraph => (graph ??= buildHubGraph());

/** Reads weight and size from an item analysis (weight.estimatedKg, dimensions.estimatedLength, ...) or plain fields (validated by the contract). */
export function itemMeasures(item: ItemData | null | undefined): { weightKg: number; cm: [number, number, number]; assumed: boolean } {
  const weight = item?.weight;
  const weightKg = (typeof weight === 'number' ? weight : weight?.estimatedKg) ?? item?.estimatedWeight;
  const dims = item?.dimensions;
  const est = item?.estimatedDimensions;
  const l = dims?.estimatedLength ?? dims?.length ?? est?.length;
  const w = dims?.estimatedWidth ?? dims?.width ?? est?.width;
  const h = dims?.estimatedHeight ?? dims?.height ?? est?.height;
  return { weightKg: weightKg ?? 1, cm: [l ?? 30, w ?? 20, h ?? 15], assumed: weightKg === undefined };
}

const located = (p: ResolvedPlace): ResolvedLocation => ({ input: p.input, city: p.city, country: p.country, countryName: p.countryName, resolvedBy: p.resolvedBy });

export function optimizeRoute(input: OptimizeRouteInput): OptimizeRouteResponse {
  const assumptions: string[] = [];
  const from = resolvePlace(input.origin);
  if (!from.ok) throw new UnservedPlaceError(`origin: ${from.reason}`);
  const to = resolvePlace(input.destination);
  if (!to.ok) throw new UnservedPlaceError(`destination: ${to.reason}`);
  if (from.note) assumptions.push(`Origin: ${from.note}`);
  if (to.note) assumptions.push(`Destination: ${to.note}`);

  const item = itemMeasures(input.itemData);
  if (item.assumed) assumptions.push('No item weight given; planned for 1 kg in a 30x20x15 cm box.');
  const [l, w, h] = item.cm;
  const volumetricKg = volumetricGrams({ lengthMm: l * 10, widthMm: w * 10, heightMm: h * 10 }, { system: 'metric', divisor: 5000 }) / 1000;
  const chargeableKg = Math.max(item.weightKg, volumetricKg);

  const result = searchRoutes(hubGraph(), {
    origin: { id: 'ORIGIN', name: from.place.city, country: from.place.country, lat: from.place.lat, lon: from.place.lon },
    destination: { id: 'DEST', name: to.place.city, country: to.place.country, lat: to.place.lat, lon: to.place.lon },
    chargeableKg,
    priority: input.preferences.priority,
    maxDays: input.preferences.maxDays,
  });
  if (result.routes.length === 0 && input.preferences.maxDays !== undefined) {
    assumptions.push(`No route arrives within ${input.preferences.maxDays} days; remove or raise maxDays to see slower routes.`);
  }
  const nameOf = (node: string, fallback: string): string => (node === 'ORIGIN' ? from.place.city : node === 'DEST' ? to.place.city : fallback);
  return {
    routes: result.routes.map((r, i) => ({
      id: r.id,
      carriers: r.carriers,
      estimatedDays: r.estimatedDays,
      totalCost: r.costCents / 100,
      currency: 'USD',
      reliability: r.reliability,
      co2Kg: r.co2Kg,
      legs: r.legs.map((leg) => {
        const d = describeLeg(leg, chargeableKg);
        return { from: nameOf(leg.from, d.from), to: nameOf(leg.to, d.to), mode: d.mode, carrier: d.carrier, distanceKm: d.distanceKm, hours: d.hours, cost: d.costCents / 100 };
      }),
      recommended: i === 0,
    })),
    origin: located(from.place),
    destination: located(to.place),
    chargeableWeightKg: Math.round(chargeableKg * 1000) / 1000,
    search: { algorithm: 'multi-criteria label-setting (Pareto on cost, hours, reliability), max 5 legs', labelsExplored: result.labelsExplored, paretoFront: result.paretoFront },
    assumptions,
  };
}
