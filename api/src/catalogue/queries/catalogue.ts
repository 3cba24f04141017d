import { buildCarrier } from '../data/builder';
import { GLOBAL_CARRIERS } from '../data/carriers-global';
import { EUROPEAN_CARRIERS } from '../data/carriers-europe';
import { AMERICAS_ASIA_CARRIERS } from '../data/carriers-americas-asia';
import type { Carrier } from '../data/types';

// ── The sandbox carrier catalogue: real carrier names, services, lanes, tariffs and hubs ──
// Shared by quoting (rates, route optimisation) and the sandbox carrier network.

export const CARRIERS: readonly Carrier[] = [...GLOBAL_CARRIERS, ...EUROPEAN_CARRIERS, ...AMERICAS_ASIA_CARRIERS].map(buildCarrier);

export const CARRIER_BY_ID: ReadonlyMap<string, Carrier> = new Map(CARRIERS.map((c) => [c.id, c]));

export { COUNTRIES, COUNTRY_LIST } from '../data/countries';
export { CITIES } from '../data/cities';
export { HUBS, HUB_BY_ID } from '../data/hubs';
export { FUEL_SURCHARGES } from '../data/fuel-surcharges';
export { FX_REFERENCE_RATES } from '../data/fx-rates';
export { MINOR_DIGITS } from '../data/builder';
export * from '../data/types';
