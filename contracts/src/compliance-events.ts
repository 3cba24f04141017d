import { z } from 'zod';

// ── Customer VAT numbers: confirmed, unconfirmed, overridden; the override event ──
// One stream per override: vat-number-override-<overrideId>. Reverse charge (and any B2B zero-rating) needs a
// confirmed number; without one it needs this recorded override, naming who decided and why.

export const VAT_OVERRIDE_STREAM_TYPE = 'vat-number-override';
export const vatOverrideStreamId = (overrideId: string): string => `${VAT_OVERRIDE_STREAM_TYPE}-${overrideId}`;

/** POST /api/vat/validate: confirmed = the registry knows the number; unconfirmed = shape and check digits right, the registry could not say. */
export type VatNumberStatus = 'confirmed' | 'unconfirmed' | 'invalid';
/** The registry's format rule applied to a number (VatValidationResult.rule); checkScheme names the check digits computed. */
export interface VatNumberRule {
  shape: string;
  source: string;
  effectiveFrom: string;
}

/** What the tax answer says about the customer's VAT number. */
export type CustomerVatNumberStatus = 'confirmed' | 'unconfirmed' | 'overridden' | 'invalid';
/** TaxCalculationResult.customerVatNumber: the number as the answer used it (overrideId when overridden). */
export interface CustomerVatNumber {
  vatNumber: string;
  country: string;
  status: CustomerVatNumberStatus;
  note: string;
  overrideId?: string;
}

/** POST /api/tax/calculate vatNumberOverride: treat an unconfirmed number as a business customer's (signed-in users; recorded as an event). */
export const VatNumberOverrideSchema = z.strictObject({
  reason: z.string({ error: 'must be a string' }).trim().min(10, 'must be at least 10 characters').max(500, 'must be at most 500 characters'),
});

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
