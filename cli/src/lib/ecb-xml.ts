import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

// ── The ECB's euro reference-rate XML (eurofxref-daily.xml, eurofxref-hist-90d.xml, eurofxref-hist.xml) ──
// <gesmes:Envelope …><Cube><Cube time="YYYY-MM-DD"><Cube currency="USD" rate="1.0705"/>…</Cube>…</Cube></gesmes:Envelope>
// One dated Cube per TARGET business day (the daily file has one), each with one Cube per currency: 1 EUR = rate units.
// Rates are kept as the published decimal text, so nothing is lost to floating point on the way to the API.

export interface EcbSnapshot {
  date: string;
  /** ISO 4217 code to the published rate (units per 1 EUR), as text */
  rates: Record<string, string>;
}

export class EcbFeedError extends Error {}

const RateCube = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
  rate: z.string().regex(/^\d{1,7}(\.\d{1,6})?$/, 'must be a positive decimal'),
});
const DayCube = z.object({ time: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }), Cube: z.array(RateCube).default([]) });
const EcbDocument = z.object({
  Envelope: z.object({ Cube: z.array(z.object({ Cube: z.array(DayCube).default([]) })).min(1) }),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'Cube',
});

/** The snapshots of an ECB reference-rate file, oldest first; an answer that is not one is an EcbFeedError. */
export function parseEcbXml(xml: string): EcbSnapshot[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new EcbFeedError(`The ECB feed is not XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parsed = EcbDocument.safeParse(parser.parse(xml));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(document)';
    throw new EcbFeedError(`The ECB feed is not a reference-rate file (gesmes:Envelope > Cube > Cube time > Cube currency rate): ${where}: ${issue?.message ?? 'unreadable'}`);
  }
  const days = parsed.data.Envelope.Cube.flatMap((c) => c.Cube);
  const snapshots = days
    .filter((d) => d.Cube.length > 0)
    .map((d) => ({ date: d.time, rates: Object.fromEntries(d.Cube.map((c) => [c.currency, c.rate])) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (snapshots.length === 0) throw new EcbFeedError('The ECB feed holds no rates');
  return snapshots;
}
