import { z } from 'zod';
import type { FakeResponse } from '../testing/fake-server';
import { invalidBody, upsError } from './ups.fake-api';

// ── The UPS fake's Address Validation – Street Level (AddressValidation.yaml, v2): POST /api/addressvalidation/{version}/{requestoption} ──
// Request option 1 validates, 2 classifies, 3 does both. Like UPS's test environment (which answers only for New York
// and California), the fake knows a handful of streets: an exact street and ZIP is valid, a known ZIP with another
// street is ambiguous (its streets are the candidates), anything else has no candidate. US and Puerto Rico only.

const KNOWN = [
  { line: '350 5TH AVE', city: 'NEW YORK', state: 'NY', zip5: '10118', zip4: '0110', classification: '1' },
  { line: '1600 AMPHITHEATRE PKWY', city: 'MOUNTAIN VIEW', state: 'CA', zip5: '94043', zip4: '1351', classification: '1' },
  { line: '26601 ALISO CREEK RD', city: 'ALISO VIEJO', state: 'CA', zip5: '92656', zip4: '1521', classification: '1' },
  { line: '55 LAKE ST', city: 'BROOKLYN', state: 'NY', zip5: '11223', zip4: '4412', classification: '2' },
] as const;

const CLASSES: Record<string, string> = { '0': 'UnClassified', '1': 'Commercial', '2': 'Residential' };
const WORDS: Record<string, string> = { AVENUE: 'AVE', PARKWAY: 'PKWY', STREET: 'ST', ROAD: 'RD', DRIVE: 'DR', BOULEVARD: 'BLVD' };
const normal = (line: string) =>
  line
    .toUpperCase()
    .replace(/[.,]/g, '')
    .split(/\s+/)
    .map((w) => WORDS[w] ?? w)
    .join(' ')
    .trim();

const XavRequestSchema = z.object({
  XAVRequest: z.object({
    AddressKeyFormat: z.object({
      ConsigneeName: z.string().max(40).optional(),
      AddressLine: z.union([z.string().max(100), z.array(z.string().max(100)).max(3)]).optional(),
      PoliticalDivision2: z.string().max(30).optional(),
      PoliticalDivision1: z.string().max(30).optional(),
      PostcodePrimaryLow: z.string().max(10).optional(),
      PostcodeExtendedLow: z.string().max(10).optional(),
      CountryCode: z.string().regex(/^[A-Z]{2}$/),
    }),
  }),
});

export function addressAnswer(option: string, body: unknown): FakeResponse {
  if (!['1', '2', '3'].includes(option)) return upsError(400, '20008', `The field, requestoption, contains invalid data, ${option}.`);
  const parsed = XavRequestSchema.safeParse(body);
  if (!parsed.success) return invalidBody(body, parsed.error);
  const a = parsed.data.XAVRequest.AddressKeyFormat;
  if (!['US', 'PR'].includes(a.CountryCode)) return upsError(400, '20008', `The field, XAVRequest/AddressKeyFormat/CountryCode, contains invalid data, "${a.CountryCode}".`);
  const street = normal([a.AddressLine ?? []].flat()[0] ?? '');
  const inZip = KNOWN.filter((k) => k.zip5 === a.PostcodePrimaryLow);
  const exact = inZip.find((k) => k.line === street);
  const candidates = exact ? [exact] : inZip;
  const validate = option !== '2';
  const classify = option !== '1';
  const classification = (code: string) => ({ Code: code, Description: CLASSES[code]! });
  const indicator = !validate ? {} : exact ? { ValidAddressIndicator: '' } : candidates.length ? { AmbiguousAddressIndicator: '' } : { NoCandidatesIndicator: '' };
  return {
    status: 200,
    body: {
      XAVResponse: {
        Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
        ...indicator,
        ...(classify ? { AddressClassification: classification(exact?.classification ?? '0') } : {}),
        ...(validate && candidates.length
          ? {
              Candidate: candidates.map((k) => ({
                ...(classify ? { AddressClassification: classification(k.classification) } : {}),
                AddressKeyFormat: {
                  AddressLine: [k.line],
                  PoliticalDivision2: k.city,
                  PoliticalDivision1: k.state,
                  PostcodePrimaryLow: k.zip5,
                  PostcodeExtendedLow: k.zip4,
                  Region: `${k.city} ${k.state} ${k.zip5}-${k.zip4}`,
                  CountryCode: a.CountryCode,
                },
              })),
            }
          : {}),
      },
    },
  };
}
