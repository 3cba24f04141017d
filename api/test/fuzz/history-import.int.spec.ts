import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { ExportChecksumLineSchema, ExportedEventLineSchema } from '@waypost/contracts';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { SEED, Sender, fcOptions, runs, snapshot, verify } from './harness';
import { applyMutation, deepJson, fieldOf, mutation, render, ruleFields, type Mutation, type Path, type Payload } from './payloads';

// ── Bad input for POST /api/audit/import (NDJSON, into an empty store) ───────
// A valid three-event export, then one line broken at a time (a field of an event line, the checksum line, a line
// that is not an object or not JSON, lines out of place), the checksum always recomputed so that the line itself is
// what the importer must refuse: 400 naming the line and the field, nothing written. The valid export imports last.

const RUNS = 300;
const IMPORT = '/api/audit/import';
const NDJSON = 'application/x-ndjson';

let t: TestApp;
let sender: Sender;

beforeAll(async () => {
  t = await createTestApp();
  sender = new Sender(t);
  await sender.signIn('admin');
});

afterAll(async () => {
  console.log(`history import: ${sender?.sent ?? 0} invalid imports sent (FUZZ_SEED=${SEED})`);
  await t?.close();
});

const at = '2026-03-02T10:00:00.000Z';
const meta = (commandId: string) => ({ commandId, correlationId: commandId, causationId: commandId, actor: { kind: 'admin', id: 'admin-1' }, occurredAt: at });
const CRISIS = 'crisis-6f0c1c52-2f4e-4d5a-9a43-3c1e8f0b9a11';
const EVENTS: Record<string, unknown>[] = [
  {
    streamId: 'early-access-0b6e4f0e-5a0a-5c1e-8f4e-6a3c2d1b0a99',
    streamType: 'early-access',
    version: 1,
    eventId: '1d7a1a52-0c1b-5e2f-9d3c-4b5a6c7d8e9f',
    type: 'EarlyAccessRequested',
    schemaVersion: 1,
    data: { requestId: '0b6e4f0e-5a0a-5c1e-8f4e-6a3c2d1b0a99', email: 'ceo@example.com', company: 'Example GmbH', message: 'Count us in.', requestedAt: at },
    metadata: meta('c1'),
    createdAt: at,
    position: { txid: '10', position: '1' },
  },
  {
    streamId: CRISIS,
    streamType: 'crisis',
    version: 1,
    eventId: '2e8b2b63-1d2c-5f30-8e4d-5c6b7d8e9fa0',
    type: 'CrisisActivated',
    schemaVersion: 1,
    data: {
      crisisId: '6f0c1c52',
      crisisType: 'demand_surge',
      severity: 'medium',
      carrierId: null,
      trigger: 'manual',
      reason: 'peak',
      capacityPerMinute: 20,
      activatedAt: at,
      activatedBy: 'admin-1',
    },
    metadata: meta('c2'),
    createdAt: at,
    position: { txid: '11', position: '2' },
  },
  {
    streamId: CRISIS,
    streamType: 'crisis',
    version: 2,
    eventId: '3f9c3c74-2e3d-5041-9f5e-6d7c8e9fa0b1',
    type: 'CrisisResolved',
    schemaVersion: 1,
    data: { crisisId: '6f0c1c52', crisisType: 'demand_surge', carrierId: null, reason: 'over', resolvedAt: at, resolvedBy: 'admin-1' },
    metadata: meta('c3'),
    createdAt: at,
    position: { txid: '12', position: '3' },
  },
];

/** An export of these lines, its checksum line computed over them (events: how many event lines). */
function exportOf(lines: string[], events = lines.length): string {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  return [...lines, JSON.stringify({ checksum: { algorithm: 'sha256', value: hash.digest('hex'), events } })].map((l) => `${l}\n`).join('');
}

const fieldsOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  const fields = [...(result.success ? [] : result.error.issues.map((i) => fieldOf(i.path as Path))), ...ruleFields(value)];
  return [...new Set(fields.map((f) => (f === '(body)' ? '(line)' : f)))].sort();
};

/** The importer's verdict on event lines (checksum correct): the first bad line and its fields, or null when valid. */
function firstBadLine(lines: string[], mutated: number, named: string[]): Payload['expect'] | null {
  const versions = new Map<unknown, number>();
  const ids = new Set<unknown>();
  for (const [i, line] of lines.entries()) {
    const where = new RegExp(`^Line ${i + 1}[: ]`);
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { kind: 'body', status: 400, message: new RegExp(`^Line ${i + 1} is not JSON`) };
    }
    if (value !== null && typeof value === 'object' && 'checksum' in value) return { kind: 'body', status: 400, message: /nothing may follow the checksum line/ };
    const fields = fieldsOf(ExportedEventLineSchema, value);
    if (fields.length) return { kind: 'fields', fields, named: i === mutated ? named : [], message: where };
    const { streamId, version, eventId } = value as { streamId: string; version: number; eventId: string };
    if (version !== (versions.get(streamId) ?? 0) + 1) return { kind: 'fields', fields: ['version'], named: ['version'], message: where };
    versions.set(streamId, version);
    if (ids.has(eventId)) return { kind: 'body', status: 400, message: /share an eventId/ };
    ids.add(eventId);
  }
  return null;
}

/** Values a random mutation is unlikely to hit: PostgreSQL refuses year 0; the columns are int. */
const edgeMutation: fc.Arbitrary<Mutation> = fc.constantFrom<Mutation>(
  { path: ['createdAt'], op: 'replace', value: '0000-01-01T00:00:00Z' },
  { path: ['version'], op: 'replace', value: 2 ** 31 },
  { path: ['schemaVersion'], op: 'replace', value: 2 ** 31 },
  { path: ['streamId'], op: 'replace', value: 'x'.repeat(301) },
  { path: ['eventId'], op: 'replace', value: '{1d7a1a52-0c1b-5e2f-9d3c-4b5a6c7d8e9f}' },
);

const lineMutation: fc.Arbitrary<Payload | null> = fc.nat({ max: EVENTS.length - 1 }).chain((i) =>
  fc.oneof({ weight: 10, arbitrary: mutation(EVENTS[i]!) }, { weight: 1, arbitrary: edgeMutation }).map((m) => {
    const lines = EVENTS.map((e, j) => render(j === i ? applyMutation(e, m) : e));
    const expect = firstBadLine(lines, i, [fieldOf(m.path)]);
    return expect && { label: `line ${i + 1}: ${m.op} ${fieldOf(m.path)}`, body: exportOf(lines), contentType: NDJSON, expect };
  }),
);

const JUNK_LINES = ['null', '5', '"text"', '[]', 'true', '{bad', '{"streamId":', deepJson(10_000, 'array'), deepJson(10_000, 'object'), '"\\u0000"', '{"checksum":null}'];
const junkLine: fc.Arbitrary<Payload | null> = fc.record({ at: fc.nat({ max: EVENTS.length }), junk: fc.constantFrom(...JUNK_LINES) }).map(({ at: i, junk }) => {
  const lines = EVENTS.map((e) => render(e));
  lines.splice(i, 0, junk);
  const isChecksum = junk.startsWith('{"checksum"');
  const expect: Payload['expect'] | null = isChecksum
    ? { kind: 'fields', fields: fieldsOf(ExportChecksumLineSchema, JSON.parse(junk)), named: ['checksum'], message: new RegExp(`^Line ${i + 1}:`) }
    : firstBadLine(lines, i, []);
  return expect && { label: `line ${i + 1} is ${junk.slice(0, 20)}`, body: exportOf(lines, isChecksum ? EVENTS.length : lines.length), contentType: NDJSON, expect };
});

const checksumMutation: fc.Arbitrary<Payload | null> = mutation({ checksum: { algorithm: 'sha256', value: '0'.repeat(64), events: 3 } }).map((m) => {
  const lines = EVENTS.map((e) => render(e));
  const valid = JSON.parse(exportOf(lines).trim().split('\n').at(-1)!) as object;
  const text = render(applyMutation(valid, m));
  const broken = JSON.parse(text) as unknown; // as the server reads it (1e-400 is 0)
  // Without its checksum key the line is read as one more event line.
  const stillChecksum = broken !== null && typeof broken === 'object' && 'checksum' in broken;
  const fields = fieldsOf(stillChecksum ? ExportChecksumLineSchema : ExportedEventLineSchema, broken);
  const label = `checksum line: ${m.op} ${fieldOf(m.path)}`;
  const body = `${lines.join('\n')}\n${text}\n`;
  if (fields.length) return { label, body, contentType: NDJSON, expect: { kind: 'fields', fields, named: stillChecksum ? [fieldOf(m.path)] : [], message: /^Line 4:/ } };
  if (JSON.stringify(broken) === JSON.stringify(valid)) return null;
  return { label, body, contentType: NDJSON, expect: { kind: 'body', status: 400, message: /checksum does not match/ } };
});

const wholeFile: fc.Arbitrary<Payload> = fc.constantFrom<Payload>(
  { label: 'empty body', body: '', contentType: NDJSON, expect: { kind: 'body', status: 400, message: /no checksum line/ } },
  { label: 'no checksum line', body: EVENTS.map((e) => `${render(e)}\n`).join(''), contentType: NDJSON, expect: { kind: 'body', status: 400, message: /no checksum line/ } },
  {
    label: 'a line after the checksum',
    body: `${exportOf(EVENTS.map((e) => render(e)))}{}\n`,
    contentType: NDJSON,
    expect: { kind: 'body', status: 400, message: /nothing may follow the checksum line/ },
  },
  {
    label: 'JSON instead of NDJSON',
    body: render(EVENTS[0]),
    contentType: 'application/json',
    expect: { kind: 'body', status: 400, message: /content-type application\/x-ndjson/ },
  },
  {
    label: 'text instead of NDJSON',
    body: exportOf(EVENTS.map((e) => render(e))),
    contentType: 'text/plain',
    expect: { kind: 'body', status: 400, message: /content-type application\/x-ndjson/ },
  },
);

it('the sample export satisfies the line contracts', () => {
  for (const e of EVENTS) expect(fieldsOf(ExportedEventLineSchema, e)).toEqual([]);
});

it('refuses every broken import with a 400 naming the line and the field, and writes nothing', async () => {
  const before = await snapshot(t);
  expect(before.events).toBe(0);
  const payloads = fc
    .oneof({ weight: 6, arbitrary: lineMutation }, { weight: 2, arbitrary: junkLine }, { weight: 2, arbitrary: checksumMutation }, { weight: 1, arbitrary: wholeFile })
    .filter((p): p is Payload => p !== null);
  const property = fc.asyncProperty(payloads, async (p) => {
    const res = await sender.send({ method: 'POST', url: IMPORT, as: 'admin', body: p.body, contentType: p.contentType });
    verify(IMPORT, p, res);
  });
  await fc.assert(property, fcOptions(runs(RUNS)));
  const after = await snapshot(t);
  // Sealing mints a person's key before the write (as for every append), outside the import's transaction: a key
  // without events holds nothing. Every other table, events and streams first, is as it was.
  const { personal_data_keys: _keysAfter, ...rest } = after.tables;
  const { personal_data_keys: _keysBefore, ...restBefore } = before.tables;
  expect(after.events).toBe(0);
  expect(rest).toEqual(restBefore);
});

it('refuses two events with one eventId, and imports the valid export (the refusals were about the lines)', async () => {
  const lines = EVENTS.map((e) => render(e));
  const twice = [lines[0]!, render({ ...EVENTS[1], eventId: EVENTS[0]!.eventId }), lines[2]!];
  const dup = await sender.send({ method: 'POST', url: IMPORT, as: 'admin', body: exportOf(twice), contentType: NDJSON });
  verify(IMPORT, { label: 'duplicate eventId', body: exportOf(twice), contentType: NDJSON, expect: { kind: 'body', status: 400, message: /share an eventId/ } }, dup);
  expect((await snapshot(t)).events).toBe(0);

  const ok = await sender.send({ method: 'POST', url: IMPORT, as: 'admin', body: exportOf(lines), contentType: NDJSON, count: false });
  expect(ok.statusCode).toBe(201);
  expect((await snapshot(t)).events).toBe(EVENTS.length);
});
