import { CARRIERS, COUNTRIES, HUBS, HUB_BY_ID, type Carrier, type CarrierKind, type CountryCode, type Hub, type TransportMode } from '../../catalogue/queries/catalogue';
import { greatCircleKm } from '../../catalogue/queries/zones';

// ── Multi-modal hub graph: air, sea and road legs between the carriers' real hubs ──

export interface Leg {
  from: string;
  to: string;
  mode: TransportMode;
  carrierId: string;
  carrierName: string;
  distanceKm: number;
  hours: number;
  /** US cents per chargeable kg, plus the fixed part below. */
  centsPerKg: number;
  fixedCents: number;
  reliability: number;
  co2GramsPerKg: number;
}

export interface Place {
  id: string;
  name: string;
  country: CountryCode;
  lat: number;
  lon: number;
}

/** Fixed handling per leg (US cents) and a multiplier on the variable cost, by kind of carrier. */
const KIND_COST: Record<CarrierKind, { fixed: number; variable: number }> = {
  integrator: { fixed: 1500, variable: 1.0 },
  postal: { fixed: 600, variable: 0.55 },
  parcel: { fixed: 400, variable: 0.7 },
  freight: { fixed: 4000, variable: 0.35 },
  ecommerce: { fixed: 500, variable: 0.45 },
};

/** Per mode: cents per kg per 1,000 km, speed, terminal hours, share of the carrier's failure rate, CO2 g per kg-km. */
const MODE = {
  air: { centsPerKgPer1000Km: 120, kmh: 800, terminalHours: 8, failureShare: 0.35, co2: 0.6, detour: 1.05 },
  sea: { centsPerKgPer1000Km: 3, kmh: 33, terminalHours: 72, failureShare: 0.6, co2: 0.015, detour: 1.35 },
  road: { centsPerKgPer1000Km: 30, kmh: 45, terminalHours: 4, failureShare: 0.25, co2: 0.1, detour: 1.25 },
} as const;

const MAX_ROAD_KM = 3000; // a truck crosses the US or Europe in 3-5 days
const MAX_FIRST_MILE_KM = 900;

function leg(carrier: Carrier, mode: TransportMode, a: Place | Hub, aId: string, b: Place | Hub, bId: string): Leg {
  const m = MODE[mode];
  const distanceKm = Math.round(greatCircleKm(a, b) * m.detour);
  const cost = KIND_COST[carrier.kind];
  const seaFixed = mode === 'sea' ? 6000 : 0; // port and LCL handling
  return {
    from: aId,
    to: bId,
    mode,
    carrierId: carrier.id,
    carrierName: carrier.name,
    distanceKm,
    hours: Math.ceil(m.terminalHours + distanceKm / m.kmh),
    centsPerKg: (m.centsPerKgPer1000Km * distanceKm * cost.variable) / 1000,
    fixedCents: cost.fixed + seaFixed,
    reliability: 1 - (1 - carrier.reliability) * m.failureShare,
    co2GramsPerKg: m.co2 * distanceKm,
  };
}

const sameLandmass = (a: CountryCode, b: CountryCode): boolean => COUNTRIES[a].landmass === COUNTRIES[b].landmass;

export interface HubGraph {
  /** Outgoing legs per hub id. */
  out: ReadonlyMap<string, readonly Leg[]>;
  legCount: number;
}

export function buildHubGraph(carriers: readonly Carrier[] = CARRIERS): HubGraph {
  const out = new Map<string, Leg[]>();
  let legCount = 0;
  const add = (l: Leg): void => {
    const list = out.get(l.from) ?? [];
    list.push(l);
    out.set(l.from, list);
    legCount++;
  };
  for (const carrier of carriers) {
    const hubs = carrier.hubs.map((id) => HUB_BY_ID.get(id)).filter((h): h is Hub => h !== undefined);
    for (const a of hubs) {
      for (const b of hubs) {
        if (a.id === b.id) continue;
        const km = greatCircleKm(a, b);
        if (carrier.networkModes.includes('air') && a.modes.includes('air') && b.modes.includes('air') && km > 400) add(leg(carrier, 'air', a, a.id, b, b.id));
        if (carrier.networkModes.includes('sea') && a.modes.includes('sea') && b.modes.includes('sea') && !sameLandmass(a.country, b.country))
          add(leg(carrier, 'sea', a, a.id, b, b.id));
        if (carrier.networkModes.includes('road') && sameLandmass(a.country, b.country) && km <= MAX_ROAD_KM) add(leg(carrier, 'road', a, a.id, b, b.id));
      }
    }
  }
  return { out, legCount };
}

/** Pickup legs from a place to nearby hubs, and delivery legs from hubs to a place, by road. */
export function accessLegs(placeNode: Place, direction: 'pickup' | 'delivery', carriers: readonly Carrier[] = CARRIERS): Leg[] {
  const legs: Leg[] = [];
  for (const carrier of carriers) {
    for (const id of carrier.hubs) {
      const hub = HUB_BY_ID.get(id);
      if (!hub || !sameLandmass(hub.country, placeNode.country)) continue;
      if (greatCircleKm(hub, placeNode) > MAX_FIRST_MILE_KM) continue;
      legs.push(direction === 'pickup' ? leg(carrier, 'road', placeNode, placeNode.id, hub, hub.id) : leg(carrier, 'road', hub, hub.id, placeNode, placeNode.id));
    }
  }
  return legs;
}

export const hubName = (id: string): string => {
  const hub = HUB_BY_ID.get(id);
  return hub ? `${hub.city} (${hub.id})` : id;
};

export const ALL_HUBS = HUBS;
