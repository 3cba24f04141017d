// ── What quoting must not sell now: the port through which the crisis protocols restrict quotes ──
// Quoting asks; the autonomy context answers (it binds QUOTE_RESTRICTIONS to its crisis state). Without a binding
// nothing is restricted.

export interface QuoteRestrictions {
  /** Carrier ids under an active carrier_outage: no quotes, no bookings. */
  suspendedCarriers: ReadonlySet<string>;
  /** Service levels not sold while a demand surge is active (capacity limits). */
  suspendedLevels: ReadonlySet<string>;
}

export interface QuoteRestrictionsSource {
  current(): QuoteRestrictions;
}

/** Injection token of the QuoteRestrictionsSource (bound by the autonomy module). */
export const QUOTE_RESTRICTIONS = Symbol('QUOTE_RESTRICTIONS');

export const NO_RESTRICTIONS: QuoteRestrictions = { suspendedCarriers: new Set(), suspendedLevels: new Set() };
