import { buildCarrier } from './builder';
import { GLOBAL_CARRIERS } from './carriers-global';
import { EUROPEAN_CARRIERS } from './carriers-europe';
import { AMERICAS_ASIA_CARRIERS } from './carriers-americas-asia';
import type { Carrier } from './types';

// ── The sandbox carrier catalogue: real carrier names, services, lanes, tariffs and hubs ──
// Shared by quoting (rates, route optimisation) and the sandbox carrier network.

export const CARRIERS: readonly Carrier[] = [...GLOBAL_CARRIERS, ...EUROPEAN_CARRIERS, ...AMERICAS_ASIA_CARRIERS].map(buildCarrier);

export const CARRIER_BY_ID: ReadonlyMap<string, Carrier> = new Map(CARRIERS.map((c) => [c.id, c]));

export { COUNTRIES, COUNTRY_LIST } from './countries';
export { CITIES } from './cities';
export { HUBS, HUB_BY_ID } from './hubs';
export { FUEL_SURCHARGES } from './fuel-surcharges';
export { FX_REFERENCE_RATES } from './fx-rates';
export { MINOR_DIGITS } from './builder';
export * from './types';
