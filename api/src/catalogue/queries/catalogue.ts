import { buildCarrier } from '../data/builder';
import { GLOBAL_CARRIERS } from '../data/carriers-global';
import { EUROPEAN_CARRIERS } from '../data/carriers-europe';
import { AMERICAS_ASIA_CARRIERS } from '../data/carriers-americas-asia';
import { WORLD_CARRIERS } from '../data/carriers-world';
import { CARRIER_EXCLUSIONS, UNSERVED_BY_CODE } from '../data/coverage-rules';
import type { Carrier, CountryCode, LaneRule } from '../data/types';

// ── The sandbox carrier catalogue: real carrier names, services, lanes, tariffs and hubs ──
// Shared by quoting (rates, route optimisation) and the sandbox carrier network.

export const CARRIERS: readonly Carrier[] = [...GLOBAL_CARRIERS, ...EUROPEAN_CARRIERS, ...AMERICAS_ASIA_CARRIERS, ...WORLD_CARRIERS].map(buildCarrier);

export const CARRIER_BY_ID: ReadonlyMap<string, Carrier> = new Map(CARRIERS.map((c) => [c.id, c]));

// ── Who serves a lane: each carrier's lane rules compiled once into sets, less its exclusions and the unserved territories ──

interface CompiledLanes {
  rules: { from: ReadonlySet<string> | 'ALL'; to: ReadonlySet<string> | 'ALL' }[];
  excluded: ReadonlySet<string>;
  /** Answers so far, by origin then destination (a quote asks every carrier; a lane's answer never changes). */
  served: Map<string, Map<string, boolean>>;
}
// at most this many remembered origins, and destinations per origin (there are 249 codes; a bound all the same)
const SERVED_MEMO = 1_000;

const compileRule = (r: LaneRule): CompiledLanes['rules'][number] => ({ from: r.from === 'ALL' ? 'ALL' : new Set(r.from), to: r.to === 'ALL' ? 'ALL' : new Set(r.to) });
const COMPILED = new WeakMap<Carrier, CompiledLanes>();
const compiled = (carrier: Carrier): CompiledLanes => {
  let c = COMPILED.get(carrier);
  if (!c) {
    c = { rules: carrier.lanes.map(compileRule), excluded: new Set(CARRIER_EXCLUSIONS.get(carrier.id) ?? []), served: new Map() };
    COMPILED.set(carrier, c);
  }
  return c;
};

/** Whether `carrier` runs origin -> destination: a lane rule matches, neither end is excluded or an unserved territory. O(rules) once per lane. */
export function carrierServes(carrier: Carrier, origin: CountryCode, destination: CountryCode): boolean {
  const c = compiled(carrier);
  return byLane(c.served, origin, destination, () => servesByRules(c, origin, destination));
}

/** A lane's answer, remembered by origin then destination (at most SERVED_MEMO of each; beyond, computed every time). */
function byLane<T>(memo: Map<string, Map<string, T>>, origin: CountryCode, destination: CountryCode, compute: () => T): T {
  let from = memo.get(origin);
  if (from === undefined) {
    if (memo.size >= SERVED_MEMO) return compute();
    memo.set(origin, (from = new Map()));
  }
  let answer = from.get(destination);
  if (answer === undefined) {
    answer = compute();
    if (from.size < SERVED_MEMO) from.set(destination, answer);
  }
  return answer;
}

function servesByRules(c: CompiledLanes, origin: CountryCode, destination: CountryCode): boolean {
  if (UNSERVED_BY_CODE.has(origin) || UNSERVED_BY_CODE.has(destination)) return false;
  if (c.excluded.has(origin) || c.excluded.has(destination)) return false;
  return c.rules.some((r) => (r.from === 'ALL' || r.from.has(origin)) && (r.to === 'ALL' || r.to.has(destination)));
}

// ── The carriers serving a lane, in catalogue order: computed once per lane (a quote walks only these) ──
const SERVING = new Map<string, Map<string, readonly Carrier[]>>();

/** The carriers that run origin -> destination, in catalogue order (the same answer as `carrierServes` per carrier). */
export function carriersServing(origin: CountryCode, destination: CountryCode): readonly Carrier[] {
  return byLane(SERVING, origin, destination, () => Object.freeze(CARRIERS.filter((c) => carrierServes(c, origin, destination))));
}

/** Why no carrier goes to or from a territory, when that is the case. */
export const unservedReason = (code: CountryCode): string | undefined => UNSERVED_BY_CODE.get(code);

export { COUNTRIES, COUNTRY_LIST, COUNTRY_BY_CODE, CURATED_COUNTRIES } from '../data/countries';
export { VAT_RATES, DEFAULT_VAT_BP, DEFAULT_TAX_NAME } from '../data/vat-rates';
export { UNSERVED_TERRITORIES, CARRIER_EXCLUSIONS } from '../data/coverage-rules';
export { CITIES } from '../data/cities';
export { HUBS, HUB_BY_ID } from '../data/hubs';
export { FUEL_SURCHARGES } from '../data/fuel-surcharges';
export { FX_REFERENCE_RATES } from '../data/fx-rates';
export { MINOR_DIGITS } from '../data/builder';
export * from '../data/types';
