import fc from 'fast-check';
import sjson from 'secure-json-parse';
import type { z } from 'zod';

// ── Invalid payloads, derived from a valid sample and judged by the contract (the oracle) ──

export type Path = (string | number)[];
export const fieldOf = (path: Path): string => (path.length ? path.map(String).join('.') : '(body)');

/** What the API must answer to one payload. */
export type Expectation =
  /** 400 whose `issues` name exactly these fields, one of them the field the payload broke (`named`; [] when no single field was broken). */
  | { kind: 'fields'; fields: string[]; named: string[]; message?: RegExp }
  /** A body-level refusal: this status and a message about the body. */
  | { kind: 'body'; status: number; message: RegExp };

export interface Payload {
  label: string;
  body: string;
  contentType: string | null;
  expect: Expectation;
}

// ── Raw JSON that JSON.stringify cannot write (1e309, 10,000 levels of nesting), swapped in afterwards ──
const RAW = '\u0002raw\u0003';
export const rawJson = (text: string): string => RAW + text;

export function render(value: unknown): string {
  const raws: string[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.startsWith(RAW) ? `${RAW}${raws.push(v.slice(RAW.length)) - 1}` : v));
  return json === undefined ? 'null' : json.replace(/"\\u0002raw\\u0003(\d+)"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

export const deepJson = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '0' + '}'.repeat(depth);

// ── Values that break a field ──
/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a surrogate without its pair). */
export const UNSTORABLE = ['\u0000', '\ud800', '\udfff', 'a\ud83db', 'x\u0000y'];
const SPECIAL_TEXT = [
  ...UNSTORABLE,
  '\u202eevil\u202c', // right-to-left override
  '👩‍👩‍👧‍👦🚀',
  'مرحبا بالعالم',
  '\ufeff',
  '\u200b\u200d',
  '𝕳𝖊𝖑𝖑𝖔',
  '<script>alert(1)</script>',
  "'; DROP TABLE events; --",
  '%s%n%x',
  '../../etc/passwd',
  '',
  '   ',
  '\n\t\r',
];
const NUMBERISH = fc.constantFrom<unknown>(
  -1,
  0,
  -0.5,
  0.5,
  1.5,
  -1e308,
  1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  Number.MIN_VALUE,
  rawJson('1e309'),
  rawJson('-1e309'),
  rawJson('1e-400'),
  rawJson('123456789012345678901234567890'),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x1F',
  '١٢٣',
  ' 12 ',
  '12abc',
  '-5',
);

// Mostly past every max length by a little; now and then close to the 1 MiB body limit.
const hugeString = fc
  .record({
    bytes: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1_000, max: 20_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 800_000 }) }),
    unit: fc.constantFrom('x', 'é', '😀', '\u202e', ' '),
  })
  .map(({ bytes, unit }) => unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit)))));

const deep = fc
  .record({ depth: fc.constantFrom(64, 1_000, 10_000), kind: fc.constantFrom<'array' | 'object'>('array', 'object') })
  .map(({ depth, kind }) => rawJson(deepJson(depth, kind)));

/** Anything JSON can carry, weighted towards what breaks validators. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}) },
  { weight: 3, arbitrary: NUMBERISH },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deep },
);

// ── One field of the sample broken ──
export interface Mutation {
  path: Path;
  op: 'drop' | 'replace' | 'taint' | 'stretch' | 'number';
  value?: unknown;
}

export function allPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...allPaths(child, [...prefix, key])]);
}

const at = (value: unknown, path: Path): unknown => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);

export function mutation(sample: object): fc.Arbitrary<Mutation> {
  return fc.constantFrom(...allPaths(sample)).chain((path) => {
    const current = at(sample, path);
    const ops: fc.Arbitrary<Omit<Mutation, 'path'>>[] = [fc.constant({ op: 'drop' as const }), nastyValue.map((value) => ({ op: 'replace' as const, value }))];
    if (typeof current === 'string') {
      ops.push(
        fc
          .record({ char: fc.constantFrom(...UNSTORABLE), at: fc.nat({ max: current.length }) })
          .map(({ char, at: i }) => ({ op: 'taint' as const, value: current.slice(0, i) + char + current.slice(i) })),
        fc.constantFrom(...PROTOTYPE_KEYS).map((value) => ({ op: 'replace' as const, value })),
        fc
          .oneof({ weight: 9, arbitrary: fc.integer({ min: 2, max: 1_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 50_000 }) })
          .map((times) => ({ op: 'stretch' as const, value: current.repeat(times).slice(0, 900_000) })),
      );
    }
    if (typeof current === 'number') ops.push(NUMBERISH.map((value) => ({ op: 'number' as const, value })));
    return fc.oneof(...ops).map((m) => ({ path, ...m }));
  });
}

export function applyMutation(sample: object, m: Mutation): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  const parent = at(copy, m.path.slice(0, -1)) as Record<string | number, unknown> | unknown[];
  const key = m.path[m.path.length - 1]!;
  if (m.op === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else (parent as Record<string | number, unknown>)[key] = m.value;
  return copy;
}

// ── The oracle: how Fastify parses the body, then the contract, then the rules every payload obeys ──
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Deepest nesting the API takes (the root's fields are level 1). */
export const MAX_DEPTH = 32;

/**
 * Fields holding text PostgreSQL cannot store (NUL, unpaired surrogates; in values or keys), and every value
 * below MAX_DEPTH levels (reported there, not below). Iterative: bodies nest 10,000 deep.
 */
export function ruleFields(value: unknown): string[] {
  const found: string[] = [];
  type At = { key: string | number; parent: At; depth: number } | null;
  const fieldAt = (at: At) => {
    const path: Path = [];
    for (let a = at; a; a = a.parent) path.unshift(a.key);
    return fieldOf(path);
  };
  const stack: [unknown, At][] = [[value, null]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    const depth = at?.depth ?? 0;
    if (depth > MAX_DEPTH) found.push(fieldAt(at));
    else if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) found.push(fieldAt(at));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const here = { key: Array.isArray(v) ? Number(k) : k, parent: at, depth: depth + 1 };
        if (!Array.isArray(v) && BAD_TEXT.test(k)) found.push(fieldAt(here));
        stack.push([child, here]);
      }
    }
  }
  return found;
}

export type Parsed = { ok: true; value: unknown } | { ok: false; expect: Expectation };

/** Fastify's JSON parser: empty body, invalid JSON and prototype poisoning are refused before any handler. */
export function parseLikeFastify(body: string): Parsed {
  if (body === '') return { ok: false, expect: { kind: 'body', status: 400, message: /body cannot be empty/i } };
  try {
    return { ok: true, value: sjson.parse(body, undefined, { protoAction: 'error', constructorAction: 'error' }) };
  } catch {
    return { ok: false, expect: { kind: 'body', status: 400, message: /body is not valid JSON/i } };
  }
}

/** The fields the contract refuses in `value` (the controllers read a missing body as {}); null when it is valid. */
export function refusedFields(schema: z.ZodType, value: unknown): string[] | null {
  const result = schema.safeParse(value ?? {});
  const fields = new Set([...(result.success ? [] : result.error.issues.map((i) => fieldOf(i.path as Path))), ...ruleFields(value)]);
  return fields.size ? [...fields].sort() : null;
}

export function judge(schema: z.ZodType, label: string, body: string, named: string[], contentType = 'application/json'): Payload | null {
  const parsed = parseLikeFastify(body);
  if (!parsed.ok) return { label, body, contentType, expect: parsed.expect };
  const fields = refusedFields(schema, parsed.value);
  return fields ? { label, body, contentType, expect: { kind: 'fields', fields, named } } : null;
}

// ── Path segments and query values (issue 22, item 20) ──
/** Raw URL text for one path segment: double-encoded, NUL, bad UTF-8, lone surrogates, prototype keys, dot tricks. */
export const NASTY_SEGMENTS = [
  '%25',
  '%2525',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%',
  '%ZZ',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%2F',
  '..%2F..%2Fetc',
  '%20',
  '%0A',
  'x'.repeat(100),
  '1.5',
  '-1',
  '0',
  "'%3B%20DROP%20TABLE%20events%3B--",
  '%F0%9F%98%80',
];
/** Percent-encodes every UTF-8 byte (a lone surrogate goes as U+FFFD: URLs carry no UTF-16). */
export const encodeSegment = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map(encodeSegment) },
);

/** Query values that are not a whole number (and must be refused where one is wanted, never coerced). */
export const NOT_WHOLE_NUMBERS = ['1.5', '-1', '', ' 5', '5 ', 'abc', '1e2', '0x10', '+5', 'NaN', 'Infinity', '١٢', '9'.repeat(20), '%00', '%ED%A0%80'];
/** Raw query text for one parameter (`name=` + this); a few repeat the parameter. */
export const nastyQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NOT_WHOLE_NUMBERS.map((v) => encodeURIComponent(v).replace(/%25/g, '%'))) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map(encodeSegment) },
);

// ── Object.prototype's property names (issue 22, item 4): a lookup table keyed by input must not find them ──
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'propertyIsEnumerable',
  'toLocaleString',
  'CONSTRUCTOR',
  '__PROTO__',
  'Constructor',
  'prototype',
];

// ── Numbers (issue 22, item 21): whatever the contract says, a number field refuses what is not a finite number ──
/** Not numbers, or not finite: each must be a 400 naming the field, never coerced (1, 0, the default). */
export const NOT_NUMBERS: unknown[] = [null, true, false, '', ' ', '1', 'abc', '1e309', [], [1], {}, rawJson('1e309'), rawJson('-1e309'), rawJson('1e400')];

/** One number field of the sample replaced by something that is not a finite number (null: the sample has none); `loose` fields take any value. */
export function numberRefusal(schema: z.ZodType, sample: object, loose: string[] = []): fc.Arbitrary<Payload | null> | null {
  const numeric = allPaths(sample).filter((p) => typeof at(sample, p) === 'number' && !loose.includes(fieldOf(p)));
  if (numeric.length === 0) return null;
  return fc.record({ path: fc.constantFrom(...numeric), value: fc.constantFrom(...NOT_NUMBERS) }).map(({ path, value }) => {
    const body = render(applyMutation(sample, { path, op: 'number', value }));
    const field = fieldOf(path);
    const parsed = parseLikeFastify(body);
    if (!parsed.ok) return null;
    const fields = [...new Set([...(refusedFields(schema, parsed.value) ?? []), field])].sort();
    return {
      label: `not a number at ${field}: ${body.length > 80 ? `${typeof value}` : JSON.stringify(value)}`,
      body,
      contentType: 'application/json',
      expect: { kind: 'fields', fields, named: [field] },
    };
  });
}

// ── Headers that reach commands and event metadata (issue 22, items 22 and 23) ──
export const BAD_IDEMPOTENCY_KEYS = ['k'.repeat(201), 'k'.repeat(5_000), 'key\tone', ' ', 'schlüssel', 'a\u0001b'];
export const BAD_CORRELATION_IDS = ['c'.repeat(129), 'c'.repeat(12_000), '<script>', 'a b', 'ünïcode', "'; DROP TABLE events; --"];
export const badHeader: fc.Arbitrary<{ name: string; field: string; value: string }> = fc.oneof(
  fc.constantFrom(...BAD_IDEMPOTENCY_KEYS).map((value) => ({ name: 'idempotency-key', field: 'Idempotency-Key', value })),
  fc.constantFrom(...BAD_CORRELATION_IDS).map((value) => ({ name: 'x-correlation-id', field: 'X-Correlation-Id', value })),
);
