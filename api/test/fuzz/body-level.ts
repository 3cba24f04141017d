import fc from 'fast-check';
import type { z } from 'zod';
import { deepJson, judge, refusedFields, render, type Payload } from './payloads';

// ── Whole-body problems: not JSON, poisoned, the wrong content-type, the wrong root, too large ──

const JUNK = ['{', '}', '[', ']', '"', ',', ':', '\\', "'", 'NaN', 'undefined', '/* c */', '\u0000', 'x'];

/** The sample's JSON, broken: cut short, junk inserted, single quotes, a trailing comma. */
function brokenJson(json: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.nat({ max: json.length - 1 }).map((n) => json.slice(0, n)),
    fc.record({ at: fc.nat({ max: json.length }), junk: fc.constantFrom(...JUNK) }).map(({ at, junk }) => json.slice(0, at) + junk + json.slice(at)),
    fc.constant(json.replace(/"/g, "'")),
    fc.constant(json.replace(/}$/, ',}')),
    fc.constant(`${json}${json}`),
    fc.constant(`{${json.slice(1)}`.replace(/:/, '')),
  );
}

/** A prototype-poisoning key, at the top or inside the first nested object. */
function poisoned(json: string): fc.Arbitrary<string> {
  return fc.record({ key: fc.constantFrom('"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}'), nested: fc.boolean() }).map(({ key, nested }) => {
    const inner = nested ? json.indexOf('{', 1) : -1;
    const at = inner > 0 ? inner + 1 : 1;
    return `${json.slice(0, at)}${key}${json[at] === '}' ? '' : ','}${json.slice(at)}`;
  });
}

const UNSUPPORTED_TYPES = ['application/xml', 'text/html', 'multipart/form-data; boundary=x', 'application/octet-stream', 'image/png', 'application/jsonx', 'text/csv'];

/** Any body-level problem for one endpoint, judged like the field mutations. */
export function bodyLevel(schema: z.ZodType, sample: object): fc.Arbitrary<Payload | null> {
  const json = render(sample);
  return fc.oneof(
    { weight: 4, arbitrary: brokenJson(json).map((body) => judge(schema, 'invalid JSON', body, [])) },
    { weight: 1, arbitrary: poisoned(json).map((body) => judge(schema, 'prototype poisoning', body, [])) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...UNSUPPORTED_TYPES)
        .map((contentType): Payload => ({ label: `content-type ${contentType}`, body: json, contentType, expect: { kind: 'body', status: 415, message: /content-type/i } })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Payload>({ label: 'no content-type', body: json, contentType: null, expect: { kind: 'body', status: 415, message: /no content-type/i } }),
    },
    {
      weight: 1,
      // No parser for the type: Fastify keeps text/plain as a string, which is not the object the contract wants.
      arbitrary: fc.constantFrom('text/plain', 'text/plain; charset=utf-8').map((contentType): Payload | null => {
        const fields = refusedFields(schema, json);
        return fields && { label: `content-type ${contentType}`, body: json, contentType, expect: { kind: 'fields', fields, named: ['(body)'] } };
      }),
    },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((root) => judge(schema, 'random JSON root', render(root), [])) },
    {
      weight: 1,
      arbitrary: fc
        .record({ depth: fc.constantFrom(1_000, 10_000, 50_000), kind: fc.constantFrom<'array' | 'object'>('array', 'object') })
        .map(({ depth, kind }) => judge(schema, `${depth} levels of ${kind}s`, deepJson(depth, kind), [])),
    },
  );
}

/** Bodies just past the limit, with a content-length (refused before reading) and streamed (refused while reading). */
export function oversized(sample: object, limit: number): { label: string; body: string; stream: boolean }[] {
  const pad = (extra: number) => render({ ...sample, padding: 'x'.repeat(limit + extra) });
  return [
    { label: 'one byte too large', body: pad(1).slice(0, limit + 1), stream: false },
    { label: 'too large by 64 KiB', body: pad(64 * 1024), stream: false },
    { label: 'too large, streamed', body: pad(1), stream: true },
  ];
}
