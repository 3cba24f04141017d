// ── Compliance events: an explicit override of a customer VAT number the registry could not confirm ──
// One stream per override: vat-number-override-<overrideId>. Reverse charge (and any B2B zero-rating) needs a
// confirmed number; without one it needs this recorded override, naming who decided and why.

export const VAT_OVERRIDE_STREAM_TYPE = 'vat-number-override';
export const vatOverrideStreamId = (overrideId: string): string => `${VAT_OVERRIDE_STREAM_TYPE}-${overrideId}`;

/** What the tax answer says about the customer's VAT number. */
export type CustomerVatNumberStatus = 'confirmed' | 'unconfirmed' | 'overridden' | 'invalid';

export interface VatNumberOverrideRecorded {
  type: 'VatNumberOverrideRecorded';
  data: {
    overrideId: string;
    vatNumber: string;
    country: string;
    /** what the registry answered: 'unknown' (unreachable or no public registry) */
    registryStatus: 'unknown';
    registryDetail?: string;
    reason: string;
    /** the supply the override was given for */
    supply: { serviceType: string; originCountry: string; destinationCountry: string; amount: number; currency: string; transactionDate: string };
    overriddenBy: string;
    overriddenAt: string;
  };
}
export type VatOverrideEvent = VatNumberOverrideRecorded;
export const VAT_OVERRIDE_EVENT_TYPES: VatOverrideEvent['type'][] = ['VatNumberOverrideRecorded'];
