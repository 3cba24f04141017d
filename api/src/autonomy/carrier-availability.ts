// ── What the crisis protocols currently restrict, for the quoting engine and the dispatcher ──
// Process-local and refreshed by the autonomy service from the crisis read model (and at once by the crisis
// process manager in this process). Quoting consults it through quoteContext(); nothing else writes it.

export interface CarrierRestrictions {
  /** Carrier ids under an active carrier_outage: no quotes, no bookings. */
  suspendedCarriers: ReadonlySet<string>;
  /** Service levels not sold while a demand surge is active (capacity limits). */
  suspendedLevels: ReadonlySet<string>;
}

const NONE: CarrierRestrictions = { suspendedCarriers: new Set(), suspendedLevels: new Set() };
let current: CarrierRestrictions = NONE;

export const carrierRestrictions = (): CarrierRestrictions => current;

export function setCarrierRestrictions(next: { suspendedCarriers: Iterable<string>; surge: boolean }): void {
  current = { suspendedCarriers: new Set(next.suspendedCarriers), suspendedLevels: new Set(next.surge ? ['economy'] : []) };
}

export const clearCarrierRestrictions = (): void => {
  current = NONE;
};
