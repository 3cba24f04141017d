import type { CountryCode } from './types';

// ── Where the network does not go, and why (each rule names its source) ─────────
// Lane rules in the carrier files say where a carrier goes ('ALL' = every ISO country); these two tables take away
// what the facts take away: territories no carrier serves at all, and countries a carrier has suspended or may
// not serve under sanctions. A lane touching an unserved territory is refused at quote and create time (422).

export interface Unserved {
  code: CountryCode;
  reason: string;
}

/**
 * Territories with no addresses any parcel or express carrier delivers to or collects from. Sources: the CIA World
 * Factbook entries of each territory (population, "communications" and "transportation" sections) and the DHL
 * Express, UPS and FedEx country/territory lists, none of which names them.
 */
export const UNSERVED_TERRITORIES: readonly Unserved[] = [
  { code: 'AQ', reason: 'Antarctica has no resident population or street addresses; mail reaches stations only through national Antarctic programmes' },
  { code: 'BV', reason: 'Bouvet Island is an uninhabited Norwegian nature reserve' },
  { code: 'HM', reason: 'Heard Island and McDonald Islands are uninhabited Australian external territories' },
  { code: 'UM', reason: 'the US Minor Outlying Islands have no civilian postal addresses; personnel mail goes through military post' },
  { code: 'TF', reason: 'the French Southern Territories have only research stations, supplied by ship a few times a year' },
  { code: 'GS', reason: 'South Georgia and the South Sandwich Islands have no permanent population; mail goes by the Falklands supply ship' },
  { code: 'IO', reason: 'the British Indian Ocean Territory is a restricted military base with no civilian carrier service' },
  { code: 'PN', reason: 'Pitcairn (about 40 residents) is reached only by supply ship every few months; no courier or EMS service' },
];

export const UNSERVED_BY_CODE: ReadonlyMap<CountryCode, string> = new Map(UNSERVED_TERRITORIES.map((u) => [u.code, u.reason]));

/** OFAC comprehensive embargo programmes still in force (31 CFR part 515 Cuba, 560 Iran, 510 North Korea). */
const US_EMBARGOED: CountryCode[] = ['CU', 'IR', 'KP'];
/**
 * Service suspended since 2022 and not resumed: DHL Group press release of 4 March 2022 (Russia and Belarus); UPS
 * statement of 3 March 2022 and FedEx statement of 2 March 2022 (Russia and Belarus); TNT is part of FedEx.
 */
const RU_BY: CountryCode[] = ['RU', 'BY'];
/** UN Security Council resolution 2397 (2017) and EU regulation 2017/1509: no transport of goods to North Korea. */
const UN_KP: CountryCode[] = ['KP'];
/**
 * The big forwarders left Russia in 2022 (Maersk 1 March 2022, Kuehne+Nagel and DSV March 2022, DB Schenker
 * sold its Russian unit in 2023) and ship nothing to North Korea under the UN/EU rules above.
 */
const FORWARDERS_OUT: CountryCode[] = [...RU_BY, ...UN_KP];

/** Countries a carrier does not serve in either direction, by carrier id (carriers not listed: no exclusions). */
export const CARRIER_EXCLUSIONS: ReadonlyMap<string, readonly CountryCode[]> = new Map<string, readonly CountryCode[]>([
  ['dhl-express', [...RU_BY, ...UN_KP]],
  ['ups', [...RU_BY, ...US_EMBARGOED]],
  ['fedex', [...RU_BY, ...US_EMBARGOED]],
  ['tnt', [...RU_BY, ...US_EMBARGOED]],
  ['usps', US_EMBARGOED],
  ['dhl-ecommerce', [...RU_BY, ...US_EMBARGOED]],
  ['aramex', UN_KP],
  ['db-schenker', FORWARDERS_OUT],
  ['kuehne-nagel', FORWARDERS_OUT],
  ['maersk', FORWARDERS_OUT],
  ['dsv', FORWARDERS_OUT],
  ['nippon-express', FORWARDERS_OUT],
]);
