import { z } from 'zod';
import type { AddressCheck, PartyAddress } from '../provider';
import { ProviderError } from '../provider';
import { UPS } from './ups.tracking';

// ── UPS Address Validation – Street Level (XAV, v2): POST /api/addressvalidation/v2/3 (validation and classification) ──
// XAV checks street addresses in the United States and Puerto Rico only; for any other country the adapter refuses
// rather than calling an address valid that nobody checked.

export const XAV_COUNTRIES = new Set(['US', 'PR']);

export function xavRequest(a: PartyAddress): Record<string, unknown> {
  if (!XAV_COUNTRIES.has(a.country.toUpperCase()))
    throw new ProviderError(UPS, 'invalid', `UPS Address Validation covers the United States and Puerto Rico only, not ${a.country}`);
  const [zip5, zip4] = a.postalCode.replace(/\s/g, '').split('-');
  return {
    XAVRequest: {
      AddressKeyFormat: {
        ConsigneeName: (a.company ?? a.name).slice(0, 40),
        AddressLine: [a.street1, a.street2].filter((l): l is string => Boolean(l?.trim())),
        PoliticalDivision2: a.city,
        ...(a.state ? { PoliticalDivision1: a.state } : {}),
        PostcodePrimaryLow: zip5 ?? '',
        ...(zip4 ? { PostcodeExtendedLow: zip4 } : {}),
        CountryCode: a.country.toUpperCase(),
      },
    },
  };
}

const many = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item));
const Classification = z.object({ Code: z.string(), Description: z.string().optional() }).optional();
const Candidate = z.object({
  AddressClassification: Classification,
  AddressKeyFormat: z.object({
    AddressLine: many(z.string()).optional(),
    PoliticalDivision2: z.string().optional(),
    PoliticalDivision1: z.string().optional(),
    PostcodePrimaryLow: z.string().optional(),
    PostcodeExtendedLow: z.string().optional(),
    CountryCode: z.string(),
  }),
});
const XavBody = z.object({
  XAVResponse: z.object({
    ValidAddressIndicator: z.string().optional(),
    AmbiguousAddressIndicator: z.string().optional(),
    NoCandidatesIndicator: z.string().optional(),
    AddressClassification: Classification,
    Candidate: many(Candidate).optional(),
  }),
});

/** XAV's answer: valid with UPS's standard form as the suggestion, ambiguous with its first candidate, or no match. */
export function addressCheckFrom(input: PartyAddress, body: unknown): AddressCheck {
  const parsed = XavBody.safeParse(body);
  if (!parsed.success) throw new ProviderError(UPS, 'unavailable', 'UPS answered an address validation we cannot read');
  const r = parsed.data.XAVResponse;
  const first = r.Candidate?.[0];
  const suggestion = first ? candidateAddress(input, first) : undefined;
  if (r.ValidAddressIndicator !== undefined) return { valid: true, messages: [], ...(suggestion ? { suggestion } : {}) };
  if (r.AmbiguousAddressIndicator !== undefined && suggestion) {
    return { valid: false, messages: [`UPS found no exact match; ${r.Candidate!.length} close address${r.Candidate!.length === 1 ? '' : 'es'}`], suggestion };
  }
  return { valid: false, messages: ['UPS found no such address'] };
}

function candidateAddress(input: PartyAddress, c: z.infer<typeof Candidate>): PartyAddress {
  const k = c.AddressKeyFormat;
  const [street1, street2] = k.AddressLine ?? [];
  const code = c.AddressClassification?.Code;
  return {
    ...input,
    street1: street1 ?? input.street1,
    street2: street2 ?? undefined,
    city: k.PoliticalDivision2 ?? input.city,
    state: k.PoliticalDivision1 ?? input.state,
    postalCode: k.PostcodePrimaryLow ? `${k.PostcodePrimaryLow}${k.PostcodeExtendedLow ? `-${k.PostcodeExtendedLow}` : ''}` : input.postalCode,
    country: k.CountryCode,
    // Classification 2 is residential, 1 commercial, 0 unknown (then the input's own word stands).
    residential: code === '2' ? true : code === '1' ? false : input.residential,
  };
}
