import type { BulkColumn } from './projection';

// ── COPY … FROM STDIN (FORMAT binary) ────────────────────────────────────────
// PostgreSQL loads binary COPY with markedly less CPU than text COPY (no line splitting, unescaping or text parsing
// of uuid/timestamptz/integer/date). The text path (`copyText` in projection.ts) stays the definition of what gets stored:
// this encoder only encodes a value when it is sure PostgreSQL would store exactly what the text input stores, and
// otherwise gives up (null) so that the caller uses the text path for those rows.
// Over 300 lines: every type's encoder writes into the one module-level output buffer (a replay's hot path); split
// into files they would reach that buffer through exported mutable state.

/** 'PGCOPY\n\xff\r\n\0', int32 flags (0: no OIDs), int32 header extension length (0). */
export const BINARY_COPY_HEADER: Buffer = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
/** int16 -1: end of data. */
export const BINARY_COPY_TRAILER: Buffer = Buffer.from([0xff, 0xff]);

const enum Kind {
  Uuid,
  Text,
  Integer,
  Bigint,
  Numeric,
  Boolean,
  Timestamptz,
  Date,
  Jsonb,
  Json,
}

const KINDS = new Map<string, Kind>([
  ['uuid', Kind.Uuid],
  ['text', Kind.Text],
  ['integer', Kind.Integer],
  ['int', Kind.Integer],
  ['int4', Kind.Integer],
  ['bigint', Kind.Bigint],
  ['int8', Kind.Bigint],
  ['numeric', Kind.Numeric],
  ['decimal', Kind.Numeric],
  ['boolean', Kind.Boolean],
  ['bool', Kind.Boolean],
  ['timestamptz', Kind.Timestamptz],
  ['timestamp with time zone', Kind.Timestamptz],
  ['date', Kind.Date],
  ['jsonb', Kind.Jsonb],
  ['json', Kind.Json],
]);

/** Chunks are handed out once they hold this much (a row may run a little past it). */
const CHUNK = 65_536;
/** Room of a fresh chunk buffer: rows up to ~8 KB never straddle two chunks (straddling is harmless for COPY). */
const CHUNK_ROOM = CHUNK + 8_192;
/** Strings shorter than this are copied char by char (ASCII), longer ones by utf8Write (a native call, ~65 ns). */
const SHORT_STRING = 24;

type Utf8Buffer = Buffer & { utf8Write(s: string, offset: number, length?: number): number };
const EMPTY = Buffer.alloc(0) as Utf8Buffer;

// Encoder state: one synchronous call at a time (encodeBinaryRows never yields).
let buf: Utf8Buffer = EMPTY;
let pos = 0;
let cap = 0;
let chunks: Buffer[] = [];

function newChunk(need: number): void {
  if (pos > 0) chunks.push(buf.subarray(0, pos));
  buf = Buffer.allocUnsafe(need > CHUNK_ROOM ? need : CHUNK_ROOM) as Utf8Buffer;
  pos = 0;
  cap = buf.length;
}

const ensure = (n: number): void => {
  if (pos + n > cap) newChunk(n);
};

function putI32(p: number, v: number): void {
  buf[p] = v >>> 24;
  buf[p + 1] = v >>> 16;
  buf[p + 2] = v >>> 8;
  buf[p + 3] = v;
}

/** A safe integer as int64, big-endian, at p. */
function putI64(p: number, v: number): void {
  const hi = Math.floor(v / 4_294_967_296);
  const lo = v - hi * 4_294_967_296;
  putI32(p, hi | 0);
  putI32(p + 4, lo >>> 0);
}

// ── text, json, jsonb ────────────────────────────────────────────────────────

/**
 * The string as a field (length + UTF-8), after `prefix` (jsonb's version byte) when not -1. False if it holds a NUL
 * (checked unless `noNul`: JSON.stringify's output never holds one).
 */
function putString(s: string, prefix: number, noNul: boolean): boolean {
  const len = s.length;
  const extra = prefix >= 0 ? 1 : 0;
  ensure(4 + extra + 3 * len);
  const start = pos + 4;
  let p = start;
  if (extra) buf[p++] = prefix;
  if (len < SHORT_STRING) {
    let i = 0;
    for (; i < len; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80 || c === 0) break;
      buf[p++] = c;
    }
    if (i < len) {
      if (!noNul && s.indexOf('\u0000', i) !== -1) return false;
      p = start + extra;
      p += buf.utf8Write(s, p);
    }
  } else {
    if (!noNul && s.indexOf('\u0000') !== -1) return false;
    p += buf.utf8Write(s, p);
  }
  putI32(pos, p - start);
  pos = p;
  return true;
}

/** What `copyText` writes for the value in a text column (before its COPY escaping), or null for what it can't. */
function textOf(v: unknown): string | null {
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(v);
    case 'object':
      return stringify(v);
    default:
      return null;
  }
}

/** JSON.stringify, or null where it gives no text or throws (a BigInt, a cycle: the text path throws then). */
function stringify(v: unknown): string | null {
  try {
    const json = JSON.stringify(v) as string | undefined;
    return typeof json === 'string' ? json : null;
  } catch {
    return null;
  }
}

/** json/jsonb: a string is already JSON text (as in `copyText`); objects are stringified; numbers must be valid JSON. */
function jsonOf(v: unknown): string | null {
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  return textOf(v);
}

// ── jsonb objects, written straight into the buffer ─────────────────────────
// jsonb keeps no text: only the value parsed from it. So an object or array can be written as JSON by a writer of
// our own (no intermediate string: about a third cheaper than JSON.stringify + utf8Write) as long as it parses to
// what JSON.stringify's text parses to. That holds for plain data (what JSON.parse makes): plain objects and arrays,
// strings, finite numbers (written as String(n), as JSON.stringify does), booleans and null, with undefined,
// functions and symbols left out of objects and written as null in arrays, non-finite numbers written as null.
// Anything else (toJSON, other prototypes, BigInt, lone surrogates, NUL, deep nesting) goes back to JSON.stringify.

/** Start of the field being written (its length prefix); moved along when the field moves to a new buffer. */
let field = 0;
/** Whether Object.prototype has enumerable properties (for…in would see them; JSON.stringify does not). */
let polluted = false;
const MAX_JSON_DEPTH = 64;

/** Room for n more bytes of the current field: moves the field so far to a new, larger buffer if needed. */
function reserve(n: number): void {
  if (pos + n <= cap) return;
  const len = pos - field;
  const next = Buffer.allocUnsafe(Math.max(CHUNK_ROOM, 2 * len + n)) as Utf8Buffer;
  buf.copy(next, 0, field, pos);
  if (field > 0) chunks.push(buf.subarray(0, field));
  buf = next;
  pos = len;
  field = 0;
  cap = next.length;
}

/** Characters a JSON string can't hold as they are (or that jsonb refuses): quote, backslash, controls, surrogates. */
const JSON_SPECIAL = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A JSON string literal; false for a lone surrogate or a NUL (jsonb refuses both). */
function jsonString(s: string): boolean {
  const n = s.length;
  if (n >= 32 && !JSON_SPECIAL.test(s)) {
    reserve(3 * n + 2);
    buf[pos++] = 34;
    pos += buf.utf8Write(s, pos);
    buf[pos++] = 34;
    return true;
  }
  reserve(6 * n + 2);
  let p = pos;
  buf[p++] = 34;
  for (let i = 0; i < n; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x20 && c !== 34 && c !== 92) buf[p++] = c;
      else if (c === 34 || c === 92) {
        buf[p++] = 92;
        buf[p++] = c;
      } else if (c === 0) return false;
      else {
        buf[p++] = 92;
        buf[p++] = 117; // \u00XX
        buf[p++] = 48;
        buf[p++] = 48;
        buf[p++] = 48 + (c >> 4);
        const d = c & 15;
        buf[p++] = d < 10 ? 48 + d : 87 + d;
      }
    } else if (c < 0x800) {
      buf[p++] = 0xc0 | (c >> 6);
      buf[p++] = 0x80 | (c & 63);
    } else if (c < 0xd800 || c >= 0xe000) {
      buf[p++] = 0xe0 | (c >> 12);
      buf[p++] = 0x80 | ((c >> 6) & 63);
      buf[p++] = 0x80 | (c & 63);
    } else {
      const d = s.charCodeAt(i + 1);
      if (c >= 0xdc00 || !(d >= 0xdc00 && d < 0xe000)) return false;
      i++;
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      buf[p++] = 0xf0 | (c >> 18);
      buf[p++] = 0x80 | ((c >> 12) & 63);
      buf[p++] = 0x80 | ((c >> 6) & 63);
      buf[p++] = 0x80 | (c & 63);
    }
  }
  buf[p++] = 34;
  pos = p;
  return true;
}

function jsonAscii(s: string): void {
  const n = s.length;
  reserve(n);
  for (let i = 0; i < n; i++) buf[pos++] = s.charCodeAt(i);
}

function jsonByte(c: number): void {
  reserve(1);
  buf[pos++] = c;
}

/** The digits of a safe integer a >= 0 (room reserved by the caller). */
function jsonDigits(a: number): void {
  let end = pos + 1;
  for (let t = 10; t <= a; t *= 10) end++;
  let p = end;
  do {
    const q = Math.floor(a / 10);
    buf[--p] = 48 + a - 10 * q;
    a = q;
  } while (p > pos);
  pos = end;
}

/** String(v) (what JSON.stringify writes for a finite number), mostly without making the string. */
function jsonNumber(v: number): void {
  const a = v < 0 ? -v : v;
  if (Number.isSafeInteger(a)) {
    reserve(17);
    if (v < 0) buf[pos++] = 45; // not for -0: String(-0) is '0'
    jsonDigits(a);
    return;
  }
  // Cents: see putNumeric (String(v) is k/100 without trailing zeros).
  const k = Math.round(a * 100);
  if (k < 1e15 && k / 100 === a) {
    reserve(20);
    if (v < 0) buf[pos++] = 45;
    const whole = Math.floor(k / 100);
    const cents = k - whole * 100;
    jsonDigits(whole);
    buf[pos++] = 46;
    const tens = Math.floor(cents / 10);
    buf[pos++] = 48 + tens;
    if (cents !== tens * 10) buf[pos++] = 48 + cents - tens * 10;
    return;
  }
  jsonAscii(Number.isFinite(v) ? String(v) : 'null');
}

/** The value as JSON; false (part written) for what only JSON.stringify may write. */
function jsonValue(v: unknown, depth: number): boolean {
  switch (typeof v) {
    case 'string':
      return jsonString(v);
    case 'number':
      jsonNumber(v);
      return true;
    case 'boolean':
      jsonAscii(v ? 'true' : 'false');
      return true;
    case 'object': {
      if (v === null) {
        jsonAscii('null');
        return true;
      }
      if (depth >= MAX_JSON_DEPTH || typeof (v as { toJSON?: unknown }).toJSON === 'function') return false;
      if (Array.isArray(v)) {
        jsonByte(91);
        for (let i = 0; i < v.length; i++) {
          if (i > 0) jsonByte(44);
          const x: unknown = v[i];
          if (x === undefined || typeof x === 'function' || typeof x === 'symbol') jsonAscii('null');
          else if (!jsonValue(x, depth + 1)) return false;
        }
        jsonByte(93);
        return true;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const o = v as Record<string, unknown>;
      jsonByte(123);
      let first = true;
      for (const k in o) {
        const x = o[k];
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        if (!first) jsonByte(44);
        first = false;
        if (!jsonString(k)) return false;
        jsonByte(58);
        if (!jsonValue(x, depth + 1)) return false;
      }
      jsonByte(125);
      return true;
    }
    default:
      return false; // bigint (JSON.stringify throws), undefined, function, symbol
  }
}

/** An object or array in a jsonb column: our writer, or JSON.stringify's text where it can't. */
function putJsonbObject(v: object): boolean {
  if (!polluted) {
    ensure(5);
    field = pos;
    pos += 4;
    buf[pos++] = 1;
    if (jsonValue(v, 0)) {
      putI32(field, pos - field - 4);
      return true;
    }
    pos = field; // drop the partial value
  }
  const s = stringify(v);
  return s !== null && putString(s, 1, true);
}

// ── uuid ─────────────────────────────────────────────────────────────────────

const HEX = new Int8Array(65_536).fill(-1);
for (let c = 0; c < 10; c++) HEX[48 + c] = c;
for (let c = 0; c < 6; c++) HEX[65 + c] = HEX[97 + c] = 10 + c;
/** Where the 16 hex pairs sit in 8-4-4-4-12 form. */
const UUID_PAIRS = Uint8Array.from([0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]);

/** Canonical 8-4-4-4-12 or 32 bare hex digits (either case): both what uuid_in reads the obvious way. */
function putUuid(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  let dashes: boolean;
  if (v.length === 36) {
    if (v.charCodeAt(8) !== 45 || v.charCodeAt(13) !== 45 || v.charCodeAt(18) !== 45 || v.charCodeAt(23) !== 45) return false;
    dashes = true;
  } else if (v.length === 32) dashes = false;
  else return false;
  ensure(20);
  let p = pos + 4;
  let bad = 0;
  for (let k = 0; k < 16; k++) {
    const o = dashes ? UUID_PAIRS[k]! : 2 * k;
    const hi = HEX[v.charCodeAt(o)]!;
    const lo = HEX[v.charCodeAt(o + 1)]!;
    bad |= hi | lo;
    buf[p++] = (hi << 4) | lo;
  }
  if (bad < 0) return false;
  putI32(pos, 16);
  pos = p;
  return true;
}

// ── integer, bigint, boolean ─────────────────────────────────────────────────

/** A JS safe integer, or a string of an optional sign and digits that is one (int4in/int8in read it the same way). */
function integerOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v !== 'string') return null;
  const len = v.length;
  let i = 0;
  let neg = false;
  const c0 = v.charCodeAt(0);
  if (c0 === 45 || c0 === 43) {
    neg = c0 === 45;
    i = 1;
  }
  if (len === i || len - i > 16) return null;
  let n = 0;
  for (; i < len; i++) {
    const d = v.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    n = n * 10 + d; // exact up to 2^53; beyond, rounding keeps it beyond
  }
  if (n > Number.MAX_SAFE_INTEGER) return null;
  return neg ? -n : n;
}

function putInteger(v: unknown): boolean {
  const n = integerOf(v);
  if (n === null || n < -2_147_483_648 || n > 2_147_483_647) return false;
  ensure(8);
  putI32(pos, 4);
  putI32(pos + 4, n);
  pos += 8;
  return true;
}

function putBigint(v: unknown): boolean {
  const n = integerOf(v);
  if (n === null) return false;
  ensure(12);
  putI32(pos, 8);
  putI64(pos + 4, n);
  pos += 12;
  return true;
}

function putBoolean(v: unknown): boolean {
  let b: boolean;
  if (typeof v === 'boolean') b = v;
  else if (v === 'true' || v === 'false') b = v === 'true';
  else return false;
  ensure(5);
  putI32(pos, 1);
  buf[pos + 4] = b ? 1 : 0;
  pos += 5;
  return true;
}

// ── numeric ──────────────────────────────────────────────────────────────────
// Binary numeric: int16 ndigits, int16 weight, uint16 sign (0 or 0x4000), uint16 dscale, ndigits × int16 base-10000
// digits (no leading or trailing zero digit; zero has none, weight 0 and a positive sign). Built the way numeric_in's
// set_var_from_str builds it from the text, so the display scale (dscale) is the text's.

const MAX_NUMERIC_TEXT = 1_000;
/** Decimal digits of the text, with 4 zeros of padding before and after. */
const DEC = new Uint8Array(MAX_NUMERIC_TEXT + 8);
/** Base-10000 digits. */
const NB = new Uint16Array(MAX_NUMERIC_TEXT / 4 + 4);
/** Base-10000 digits of a safe integer, least significant first. */
const GROUPS = new Uint16Array(8);

function putNumericDigits(negative: boolean, weight: number, dscale: number, first: number, end: number): void {
  const nd = end - first;
  ensure(12 + 2 * nd);
  putI32(pos, 8 + 2 * nd);
  let p = pos + 4;
  if (nd === 0) {
    weight = 0;
    negative = false;
  }
  buf[p] = nd >>> 8;
  buf[p + 1] = nd;
  buf[p + 2] = weight >>> 8;
  buf[p + 3] = weight;
  buf[p + 4] = negative ? 0x40 : 0;
  buf[p + 5] = 0;
  buf[p + 6] = dscale >>> 8;
  buf[p + 7] = dscale;
  p += 8;
  for (let k = first; k < end; k++) {
    const d = NB[k]!;
    buf[p] = d >>> 8;
    buf[p + 1] = d;
    p += 2;
  }
  pos = p;
}

/** A plain decimal literal (sign, digits, one optional point, optional exponent), as numeric_in reads it. */
function putNumericText(s: string): boolean {
  const len = s.length;
  if (len === 0 || len > MAX_NUMERIC_TEXT) return false;
  let i = 0;
  let negative = false;
  let c = s.charCodeAt(0);
  if (c === 45 || c === 43) {
    negative = c === 45;
    i = 1;
  }
  DEC[0] = DEC[1] = DEC[2] = DEC[3] = 0;
  let k = 4;
  let dweight = -1;
  let dscale = 0;
  let point = false;
  for (; i < len; i++) {
    c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      DEC[k++] = c - 48;
      if (point) dscale++;
      else dweight++;
    } else if (c === 46 && !point) point = true;
    else break;
  }
  const ddigits = k - 4;
  if (ddigits === 0) return false;
  if (i < len) {
    if (c !== 101 && c !== 69) return false; // e, E
    i++;
    let expNegative = false;
    c = s.charCodeAt(i);
    if (c === 45 || c === 43) {
      expNegative = c === 45;
      i++;
    }
    if (i >= len) return false;
    let exponent = 0;
    for (; i < len; i++) {
      const d = s.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return false;
      exponent = exponent * 10 + d;
      if (exponent > 1_000) return false;
    }
    if (expNegative) exponent = -exponent;
    dweight += exponent;
    dscale -= exponent;
    if (dscale < 0) dscale = 0;
  }
  DEC[k] = DEC[k + 1] = DEC[k + 2] = 0;
  const weight = dweight >= 0 ? Math.trunc((dweight + 4) / 4) - 1 : -(Math.trunc((-dweight - 1) / 4) + 1);
  const offset = (weight + 1) * 4 - (dweight + 1);
  const ndigits = Math.trunc((ddigits + offset + 3) / 4);
  let j = 4 - offset;
  for (let n = 0; n < ndigits; n++, j += 4) NB[n] = DEC[j]! * 1000 + DEC[j + 1]! * 100 + DEC[j + 2]! * 10 + DEC[j + 3]!;
  let first = 0;
  let end = ndigits;
  while (first < end && NB[first] === 0) first++;
  while (end > first && NB[end - 1] === 0) end--;
  putNumericDigits(negative, weight - first, dscale, first, end);
  return true;
}

/** |value| = whole + frac / 10000 (whole a safe integer, frac 0-9999), with dscale decimals. */
function putNumericParts(negative: boolean, whole: number, frac: number, dscale: number): void {
  let n = 0;
  for (let a = whole; a > 0;) {
    const q = Math.floor(a / 10_000);
    GROUPS[n++] = a - q * 10_000;
    a = q;
  }
  let k = 0;
  for (let g = n - 1; g >= 0; g--) NB[k++] = GROUPS[g]!;
  NB[k++] = frac;
  while (k > 0 && NB[k - 1] === 0) k--;
  putNumericDigits(negative, n - 1, dscale, 0, k);
}

function putNumeric(v: unknown): boolean {
  if (typeof v === 'number') {
    if (Number.isSafeInteger(v)) {
      // String(v) is the plain digits: dscale 0 (and -0 is '0').
      putNumericParts(v < 0, v < 0 ? -v : v, 0, 0);
      return true;
    }
    if (!Number.isFinite(v)) return false;
    // Cents without String(v): when |v| is the double nearest to k/100 with k < 10^15, String(v) is k/100 without
    // trailing zeros (the shortest decimal that reads back as v, and no other decimal of 15 or fewer significant
    // digits reads back as v), in plain notation since 0.01 <= |v| < 10^13.
    const a = v < 0 ? -v : v;
    const k = Math.round(a * 100);
    if (k < 1e15 && k / 100 === a) {
      const whole = Math.floor(k / 100);
      const cents = k - whole * 100;
      putNumericParts(v < 0, whole, cents * 100, cents % 10 === 0 ? 1 : 2);
      return true;
    }
    return putNumericText(String(v));
  }
  if (typeof v === 'string') return putNumericText(v);
  if (typeof v === 'bigint') return putNumericText(String(v));
  return false;
}

// ── timestamptz, date ────────────────────────────────────────────────────────

/** Days from 2000-01-01 to y-m-d (proleptic Gregorian, as PostgreSQL's date2j). */
function daysFrom2000(y: number, m: number, d: number): number {
  if (m <= 2) y -= 1;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.trunc((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.trunc(yoe / 4) - Math.trunc(yoe / 100) + doy;
  return era * 146_097 + doe - 730_425; // 719_468 (to 1970-03-01 based civil) + 10_957 (1970 → 2000)
}

const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Two digits at i (0-99), or -1. */
function digits2(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** 'YYYY-MM-DD' at the start of s (years 0001-9999, a real calendar day): days from 2000-01-01, or NaN. */
function dateAt(s: string): number {
  const y1 = digits2(s, 0);
  const y2 = digits2(s, 2);
  const m = digits2(s, 5);
  const d = digits2(s, 8);
  if (y1 < 0 || y2 < 0 || m < 1 || m > 12 || d < 1 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return NaN;
  const y = y1 * 100 + y2;
  if (y === 0) return NaN;
  if (d > MONTH_DAYS[m]! && !(m === 2 && d === 29 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return NaN;
  return daysFrom2000(y, m, d);
}

function putDate(v: unknown): boolean {
  if (typeof v !== 'string' || v.length !== 10) return false;
  const days = dateAt(v);
  if (days !== days) return false;
  ensure(8);
  putI32(pos, 4);
  putI32(pos + 4, days);
  pos += 8;
  return true;
}

/** rint (round half to even) of a non-negative number. */
function rint(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * YYYY-MM-DD(T| )HH:MM:SS(.f+)?(Z|±HH|±HHMM|±HH:MM): int64 microseconds from 2000-01-01T00:00:00Z. The fraction is
 * rounded the way PostgreSQL does (rint(strtod(".f") * 1e6)).
 */
function putTimestamptz(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const len = v.length;
  if (len < 20) return false;
  const days = dateAt(v);
  if (days !== days) return false;
  const sep = v.charCodeAt(10);
  if (sep !== 84 && sep !== 32) return false; // 'T' or ' '
  const h = digits2(v, 11);
  const mi = digits2(v, 14);
  const sec = digits2(v, 17);
  if (h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59 || v.charCodeAt(13) !== 58 || v.charCodeAt(16) !== 58) return false;
  let i = 19;
  let micros = 0;
  if (v.charCodeAt(i) === 46) {
    const from = ++i;
    let f = 0;
    for (; i < len; i++) {
      const d = v.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      if (i - from < 6) f = f * 10 + d;
    }
    const n = i - from;
    if (n === 0) return false;
    micros = n <= 6 ? f * POW10[6 - n]! : rint(Number(`0.${v.slice(from, i)}`) * 1e6);
  }
  if (i >= len) return false;
  let offset = 0; // seconds east of UTC
  const z = v.charCodeAt(i);
  if (z === 90) {
    // 'Z'
    if (i + 1 !== len) return false;
  } else if (z === 43 || z === 45) {
    const rest = len - i - 1;
    const oh = digits2(v, i + 1);
    let om = 0;
    if (rest === 2) om = 0;
    else if (rest === 4) om = digits2(v, i + 3);
    else if (rest === 5 && v.charCodeAt(i + 3) === 58) om = digits2(v, i + 4);
    else return false;
    if (oh < 0 || oh > 15 || om < 0 || om > 59) return false;
    offset = (oh * 3600 + om * 60) * (z === 45 ? -1 : 1);
  } else return false;
  const seconds = days * 86_400 + h * 3_600 + mi * 60 + sec - offset;
  ensure(12);
  putI32(pos, 8);
  // |seconds| < 9e9 keeps seconds * 1e6 + micros below 2^53 (about 285 years either side of 2000).
  if (seconds > -9e9 && seconds < 9e9) putI64(pos + 4, seconds * 1_000_000 + micros);
  else buf.writeBigInt64BE(BigInt(seconds) * 1_000_000n + BigInt(micros), pos + 4);
  pos += 12;
  return true;
}

// ── rows ─────────────────────────────────────────────────────────────────────

/** Writes one non-null value of a column of its kind; false when it cannot be encoded exactly. */
type Put = (v: unknown) => boolean;

function putText(v: unknown): boolean {
  if (typeof v === 'string') return putString(v, -1, false);
  const s = textOf(v);
  return s !== null && putString(s, -1, true);
}

function putJsonb(v: unknown): boolean {
  if (typeof v === 'object' && v !== null) return putJsonbObject(v);
  if (typeof v === 'string') return putString(v, 1, false);
  const s = jsonOf(v);
  return s !== null && putString(s, 1, true);
}

function putJson(v: unknown): boolean {
  if (typeof v === 'string') return putString(v, -1, false);
  const s = jsonOf(v);
  return s !== null && putString(s, -1, true);
}

const PUTS: Record<Kind, Put> = {
  [Kind.Uuid]: putUuid,
  [Kind.Text]: putText,
  [Kind.Integer]: putInteger,
  [Kind.Bigint]: putBigint,
  [Kind.Numeric]: putNumeric,
  [Kind.Boolean]: putBoolean,
  [Kind.Timestamptz]: putTimestamptz,
  [Kind.Date]: putDate,
  [Kind.Jsonb]: putJsonb,
  [Kind.Json]: putJson,
};

function putNull(): void {
  ensure(4);
  putI32(pos, -1);
  pos += 4;
}

function putFieldCount(n: number): void {
  ensure(2);
  buf[pos] = n >>> 8;
  buf[pos + 1] = n;
  pos += 2;
}

function endRow(): void {
  if (pos >= CHUNK) {
    chunks.push(buf.subarray(0, pos));
    buf = EMPTY;
    pos = cap = 0;
  }
}

/** Encodes all rows; false as soon as a value cannot be encoded. */
type RowsEncoder = (rows: Record<string, unknown>[]) => boolean;

/**
 * One encoder per column set, compiled once: every column is read with a constant key and written by a call site
 * that only ever sees its own writer, so V8 keeps both monomorphic (a loop over names and writers makes both
 * megamorphic: about 20% slower on admin_shipments rows). Column names only enter the code as JSON string literals.
 */
function compile(names: string[], kinds: Kind[]): RowsEncoder {
  const body = names.map((name, i) => `v = row[${JSON.stringify(name)}]; if (v === null || v === undefined) putNull(); else if (!put${i}(v)) return false;`).join('\n      ');
  const source = `return function encodeRows(rows) {
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      let v;
      putFieldCount(${names.length});
      ${body}
      endRow();
    }
    return true;
  };`;
  const params = ['putNull', 'putFieldCount', 'endRow', ...kinds.map((_, i) => `put${i}`)];
  const make = new Function(...params, source) as (...fns: unknown[]) => RowsEncoder;
  return make(putNull, putFieldCount, endRow, ...kinds.map((k) => PUTS[k]));
}

const ENCODERS = new Map<string, RowsEncoder | null>();

function encoderFor(columns: BulkColumn[]): RowsEncoder | null {
  let key = '';
  for (const c of columns) key += `${c.name}\u0000${c.type}\u0000`;
  let encoder = ENCODERS.get(key);
  if (encoder === undefined) {
    const kinds: Kind[] = [];
    for (const c of columns) {
      const kind = KINDS.get(c.type.trim().toLowerCase());
      if (kind === undefined) break;
      kinds.push(kind);
    }
    encoder =
      kinds.length === columns.length
        ? compile(
            columns.map((c) => c.name),
            kinds,
          )
        : null;
    if (ENCODERS.size < 256) ENCODERS.set(key, encoder);
  }
  return encoder;
}

/**
 * The rows as binary COPY tuples (no header or trailer), in chunks of about 64 KB. Null when a column type is not one
 * this encoder knows, or some value cannot be encoded so that PostgreSQL stores exactly what the text path (`copyText`)
 * would: the caller then uses the text path for these rows.
 */
export function encodeBinaryRows(columns: BulkColumn[], rows: Record<string, unknown>[]): Buffer[] | null {
  const encode = encoderFor(columns);
  if (!encode) return null;
  chunks = [];
  buf = EMPTY;
  pos = cap = 0;
  polluted = false;
  for (const _ in Object.prototype) polluted = true;
  try {
    if (!encode(rows)) return null;
    if (pos > 0) chunks.push(buf.subarray(0, pos));
    return chunks;
  } finally {
    chunks = [];
    buf = EMPTY;
    pos = cap = 0;
  }
}
