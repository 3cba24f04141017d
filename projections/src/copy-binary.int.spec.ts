import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createTestDatabase, type TestDatabase } from '../../api/test-support/test-database';
import { BINARY_COPY_HEADER, BINARY_COPY_TRAILER, encodeBinaryRows } from './copy-binary';
import { copyText, type BulkColumn } from './projection';

// The binary COPY encoder must store exactly what text COPY of `copyText`'s output stores (the text path is the
// definition): the same rows are loaded both ways and compared as PostgreSQL prints them.
// Over 300 lines: the columns of every type and one list of special values for them are the test;
// every case loads them both ways in one database.

const COLUMNS: BulkColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'u', type: 'uuid' },
  { name: 't', type: 'text' },
  { name: 'i', type: 'integer' },
  { name: 'b', type: 'bigint' },
  { name: 'n', type: 'numeric' },
  { name: 'ok', type: 'boolean' },
  { name: 'ts', type: 'timestamptz' },
  { name: 'd', type: 'date' },
  { name: 'j', type: 'jsonb' },
  { name: 'js', type: 'json' },
];

// ── Seeded values ────────────────────────────────────────────────────────────
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');

  const PIECES = [
    'plain',
    'Berlin',
    ' ',
    '\t',
    '\n',
    '\r',
    '\r\n',
    '\\',
    '\\N',
    '\\.',
    '"',
    "'",
    '🚚',
    '👩‍👩‍👧',
    'שלום',
    'مرحبا',
    'e\u0301',
    'n\u0303\u0323',
    '漢字',
    'ünï',
    '\u2028',
    '\u00a0',
    '\uFEFF',
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    '|',
    '%',
    '\u007f',
    '\u0001',
    '\uD800',
    'x'.repeat(60),
  ];
  const text = () => Array.from({ length: int(8) }, () => pick(PIECES)).join('');
  // jsonb refuses lone surrogates (JSON.stringify writes them as \ud800 escapes)
  const jsonText = () => Array.from({ length: int(8) }, () => pick(PIECES.filter((p) => p !== '\uD800'))).join('');
  const uuid = () => {
    const u = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
    const roll = random();
    if (roll < 0.3) return u.toUpperCase();
    if (roll < 0.4) return u.replace(/-/g, '');
    if (roll < 0.5) return u.replace(/[a-f]/g, (c) => (random() < 0.5 ? c.toUpperCase() : c));
    return u;
  };
  const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const year = () =>
    pick([1, 2, 99, 100, 999, 1000, 1582, 1899, 1900, 1969, 1970, 1999, 2000, 2001, 2024, 2026, 2100, 2400, 9998, 9999, 1 + int(9999), 1 + int(9999), 1990 + int(50)]);
  const date = () => {
    const y = year();
    const m = 1 + int(12);
    const days = [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
    const d = random() < 0.2 ? days : 1 + int(days);
    return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
  };
  const zone = () => {
    const roll = random();
    if (roll < 0.3) return 'Z';
    const sign = random() < 0.5 ? '+' : '-';
    const h = pad(int(16), 2);
    const m = pad(pick([0, 0, 30, 45, int(60)]), 2);
    if (roll < 0.6) return `${sign}${h}:${m}`;
    if (roll < 0.8) return `${sign}${h}${m}`;
    return `${sign}${h}`;
  };
  const timestamp = () => {
    const digits = int(10);
    const fraction = digits === 0 ? '' : `.${random() < 0.2 ? '9'.repeat(digits) : Array.from({ length: digits }, () => int(10)).join('')}`;
    const time = random() < 0.1 ? '23:59:59' : `${pad(int(24), 2)}:${pad(int(60), 2)}:${pad(int(60), 2)}`;
    return `${date()}${random() < 0.8 ? 'T' : ' '}${time}${fraction}${zone()}`;
  };
  const integer = () => {
    const n = pick([0, -1, 1, 2 ** 31 - 1, -(2 ** 31), int(1000), -int(1e9), int(2 ** 31)]);
    return random() < 0.15 ? pick([String(n), n >= 0 ? `+${n}` : String(n), n >= 0 ? `00${n}` : `-00${-n}`]) : n;
  };
  const bigint = () => {
    const n = pick([0, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, int(2 ** 31) * 4096 + int(4096), -int(2 ** 52), int(100000) * 100]);
    return random() < 0.15 ? String(n) : n;
  };
  const numeric = (): number | string => {
    const roll = random();
    if (roll < 0.15) return int(1e6) * (random() < 0.5 ? -1 : 1);
    if (roll < 0.3) return int(100000) / 100;
    if (roll < 0.5) return (random() - 0.5) * 10 ** (int(50) - 25);
    if (roll < 0.6) return (random() - 0.5) * 10 ** (int(600) - 300);
    if (roll < 0.7) return Math.round(random() * 2 ** 53) * 2 ** int(40);
    if (roll < 0.85) return pick(['2.50', '-0.00', '0', '1e5', '1.5E-3', '.5', '5.', '+3.14', '0000.0100', '-12345678901234567890.123456789', '1e-20', '9.999e+10', '100000000']);
    return `${random() < 0.5 ? '-' : ''}${int(1e9)}.${Array.from({ length: int(12) }, () => int(10)).join('')}`;
  };
  const json = (depth: number): unknown => {
    const roll = random();
    if (depth > 3 || roll < 0.3) {
      return pick<unknown>([
        jsonText(),
        jsonText(),
        int(1000),
        -int(1e9),
        (random() - 0.5) * 1e6,
        int(1e7) / 100,
        -int(1e5) / 100,
        int(1e17) / 100,
        0.5 + int(40) / 4,
        1e21,
        1e-7,
        -0,
        true,
        false,
        null,
        '',
        'a long plain ascii string, longer than 32 characters',
        `${'long '.repeat(8)}"quoted"`,
      ]);
    }
    if (roll < 0.6) return Array.from({ length: int(4) }, () => json(depth + 1));
    return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(['a', 'b', 'key with space', 'tab\tkey', 'ünï', '🚚', '"q"', 'back\\slash']), json(depth + 1)]));
  };
  const jsonb = (): unknown => {
    const roll = random();
    if (roll < 0.4) return { [jsonText()]: json(1), nested: json(1) };
    if (roll < 0.7) return [json(1), json(1)];
    if (roll < 0.8) return JSON.stringify(json(0)); // a string in a jsonb column is raw JSON text
    return pick<unknown>([123, -4.5, 1e21, true, false, '"just a string"', '  {"spaced" : [1, 2 ,3]}  ', '[]', '{}', 'null', '1.50']);
  };
  const maybe = <T>(f: () => T): T | null | undefined => (random() < 0.1 ? pick([null, undefined]) : f());

  return (id: number): Record<string, unknown> => ({
    id,
    u: maybe(uuid),
    t: maybe(text),
    i: maybe(integer),
    b: maybe(bigint),
    n: maybe(numeric),
    ok: maybe(() => random() < 0.5),
    ts: maybe(timestamp),
    d: maybe(date),
    j: maybe(jsonb),
    js: maybe(jsonb),
  });
}

const SPECIAL: Record<string, unknown>[] = [
  {
    t: 'tab\there\nnew line\r\\ back "quoted" \'single\' \\N ünï 🚚 שלום עולם e\u0301',
    j: { note: 'tab\t\n\r\\ "q" \u2028 🚚 مرحبا', nested: [1, [2, { x: null }], { y: 'z\\' }] },
  },
  { n: 0, i: 0, b: 0 },
  { n: -0, i: -0, b: -0 },
  { n: 0.1 + 0.2 },
  { n: 1e21 },
  { n: 1.5e21 },
  { n: 1e-7 },
  { n: 123456789012345.678 },
  { n: -98765.4321 },
  { n: Number.MAX_SAFE_INTEGER },
  { n: 2 ** 60 },
  { n: Number.MAX_VALUE },
  { n: Number.MIN_VALUE },
  { n: -Number.MIN_VALUE },
  { n: '2.50' },
  { n: 2.5 },
  { n: '-0.00' },
  { n: '10000' },
  { n: 10000 },
  { n: 100000000 },
  { n: '0.0001' },
  { n: '12345.6789e-3' },
  { n: '1e1000' },
  { n: '1e-1000' },
  { i: 2 ** 31 - 1, b: Number.MAX_SAFE_INTEGER },
  { i: -(2 ** 31), b: Number.MIN_SAFE_INTEGER },
  { i: '-2147483648', b: '-900719925474099' },
  { ok: true },
  { ok: false },
  { ok: 'true' },
  { ts: '2026-01-01T00:00:00Z', d: '2026-01-01' },
  { ts: '2026-01-01T00:00:00.000Z', d: '2000-01-01' },
  { ts: '2026-01-02T03:04:05.678+05:30', d: '1999-12-31' },
  { ts: '2026-01-02T03:04:05.678-0800', d: '2000-02-29' },
  { ts: '2026-01-02 03:04:05-08', d: '1900-02-28' },
  { ts: '2026-06-30T12:00:00.1Z' },
  { ts: '2026-06-30T12:00:00.12Z' },
  { ts: '2026-06-30T12:00:00.123Z' },
  { ts: '2026-06-30T12:00:00.1234Z' },
  { ts: '2026-06-30T12:00:00.12345Z' },
  { ts: '2026-06-30T12:00:00.123456Z' },
  { ts: '2026-06-30T12:00:00.1234565Z' },
  { ts: '2026-06-30T12:00:00.0000005Z' },
  { ts: '2026-06-30T12:00:00.0000015Z' },
  { ts: '2026-06-30T12:00:00.12345678Z' },
  { ts: '2026-06-30T12:00:00.123456789Z' },
  { ts: '2026-12-31T23:59:59.9999999Z' },
  { ts: '2026-12-31T23:59:59.999999999-15:59' },
  { ts: '0001-01-01T00:00:00Z', d: '0001-01-01' },
  { ts: '0001-01-01T00:00:00+15:00' },
  { ts: '0001-01-01T00:00:00.000001-15:59' },
  { ts: '9999-12-31T23:59:59.999999Z', d: '9999-12-31' },
  { ts: '9999-12-31T23:59:59.9999995+15:00' },
  { ts: '9999-12-31T23:59:59.9999999-15:00' },
  { ts: '1970-01-01T00:00:00Z', d: '1970-01-01' },
  { ts: '1969-12-31T23:59:59.999999Z' },
  { ts: '1701-06-15T10:00:00Z', d: '1701-06-15' },
  { ts: '2299-06-15T10:00:00Z' },
  { u: '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d' },
  { u: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11' },
  { u: 'a0eebc999c0b4ef8bb6d6bb9bd380a11' },
  { u: '00000000-0000-0000-0000-000000000000' },
  { u: 'FFFFFFFF-ffff-FFFF-ffff-FFFFFFFFFFFF' },
  { j: '{"raw": "json text", "n": 1.50, "e": 1e3}' },
  { j: [] },
  { j: {} },
  { j: 'null' },
  { j: 0 },
  { j: 1e-7 },
  { j: false },
  { t: '' },
  { t: 12.5 },
  { t: true },
  { t: { an: 'object', in: ['a', 'text', 'column\t\\'] } },
  { t: `${'long 🚚 text \\ \t\n '.repeat(12_000)}end` }, // ~250 KB: bigger than a chunk
  { t: `${'x'.repeat(47)}é` },
  { t: 'é'.repeat(48) },
  { t: 'lone surrogates \uD800 and \uDC00 end' },
  { j: { at: new Date(Date.UTC(2026, 0, 2)), custom: { toJSON: () => ['from', 'toJSON'] } }, js: { at: new Date(Date.UTC(2026, 0, 2)) } },
  { j: Object.assign(Object.create(null), { no: 'prototype', n: 1 }) },
  { j: [undefined, () => 1, Symbol('s'), NaN, -Infinity, -0, 0.5, 1e21, 123456789, 1e9, 5e-324, -7, , 'end'] },
  { j: { skipped: undefined, f: () => 1, s: Symbol('s'), kept: [null], '': 'empty key', 'quote"key\\': '\u0001\u001f\u007f' } },
  { j: nested(100), js: nested(100) }, // deeper than the writer goes: JSON.stringify's text
  { j: { big: 'é🚚 \\ "'.repeat(20_000), list: Array.from({ length: 3_000 }, (_, i) => ({ i, s: `item ${i} \t ü` })) } }, // larger than a chunk
  { u: null, t: null, i: null, b: null, n: null, ok: null, ts: null, d: null, j: null, js: null },
  {},
];

function nested(depth: number): unknown {
  let v: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) v = i % 2 ? { [`k${i}`]: v } : [v, i];
  return v;
}

async function copyIn(client: Client, sql: string, chunks: Buffer[]): Promise<void> {
  const stream = client.query(copyFrom(sql));
  await new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
}

describe('binary COPY encoder', () => {
  let db: TestDatabase;
  let client: Client;
  beforeAll(async () => {
    db = await createTestDatabase();
    client = new Client({ connectionString: db.url });
    await client.connect();
    for (const table of ['by_text', 'by_binary']) {
      await client.query(`CREATE TABLE ${table} (id integer, u uuid, t text, i integer, b bigint, n numeric, ok boolean, ts timestamptz, d date, j jsonb, js json)`);
    }
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('stores exactly what text COPY of copyText stores', async () => {
    const next = generator(20_260_301);
    const rows: Record<string, unknown>[] = [...SPECIAL.map((r, i) => ({ id: i + 1, ...r })), ...Array.from({ length: 4_000 }, (_, i) => next(10_000 + i))];
    const names = COLUMNS.map((c) => c.name).join(', ');
    const binary = encodeBinaryRows(COLUMNS, rows);
    expect(binary).not.toBeNull();
    expect(binary!.length).toBeGreaterThan(5);
    // chunks of about 64 KB (but for the ones holding a value larger than that)
    expect(binary!.filter((c) => c.length > 80_000).length).toBeLessThanOrEqual(2);

    // A session zone other than UTC: the stored instants must not depend on it.
    await client.query("SET TimeZone = 'America/St_Johns'");
    await copyIn(client, `COPY by_text (${names}) FROM STDIN`, copyText(COLUMNS, rows));
    await copyIn(client, `COPY by_binary (${names}) FROM STDIN (FORMAT binary)`, [BINARY_COPY_HEADER, ...binary!, BINARY_COPY_TRAILER]);
    await client.query("SET TimeZone = 'UTC'");

    const dump = async (table: string) =>
      (await client.query<{ row: string; size: number }>(`SELECT x::text AS row, pg_column_size(x.*) AS size FROM ${table} x ORDER BY id`)).rows;
    const byText = await dump('by_text');
    const byBinary = await dump('by_binary');
    expect(byBinary).toHaveLength(rows.length);
    for (let i = 0; i < byText.length; i++) {
      if (byBinary[i]!.row !== byText[i]!.row || byBinary[i]!.size !== byText[i]!.size) {
        expect({ i, ...byBinary[i] }).toEqual({ i, ...byText[i] }); // the first difference, readably
      }
    }
    expect(byBinary).toEqual(byText);
    // Exactly equal, column by column, too (IS NOT DISTINCT FROM, jsonb and numeric included).
    const { rows: diff } = await client.query(
      `SELECT count(*)::int AS n FROM by_text a FULL JOIN by_binary b ON a.id = b.id
       WHERE a.id IS NULL OR b.id IS NULL OR (a.u, a.t, a.i, a.b, a.n, a.ok, a.ts, a.d, a.j) IS DISTINCT FROM (b.u, b.t, b.i, b.b, b.n, b.ok, b.ts, b.d, b.j)
          OR a.n::text IS DISTINCT FROM b.n::text OR a.js::text IS DISTINCT FROM b.js::text`,
    );
    expect(diff[0].n).toBe(0);
  });

  it('encodes a JS number in a numeric column as it encodes String(number)', () => {
    const next = generator(7);
    const column = [{ name: 'n', type: 'numeric' }];
    const numbers: number[] = [0.07, 0.1, 0.3, 0.29, 1.1, 2.675, 99.99, 1e12 + 0.01, 9999999999999.99, -0.01, 1e-7, 123.456, 5e-324];
    for (let i = 0; i < 20_000; i++) {
      const n = next(i).n;
      if (typeof n === 'number') numbers.push(n);
      const cents = (i * 2_654_435_761) % 10 ** (2 + (i % 14));
      numbers.push(cents / 100, -cents / 100, cents / 1000);
    }
    const differ = numbers.filter((n) => !encodeBinaryRows(column, [{ n }])![0]!.equals(encodeBinaryRows(column, [{ n: String(n) }])![0]!));
    expect(differ).toEqual([]);
  });

  it('encodes nothing at all for no rows, and tuples without header or trailer', () => {
    expect(encodeBinaryRows(COLUMNS, [])).toEqual([]);
    const [chunk] = encodeBinaryRows([{ name: 'i', type: 'integer' }], [{ i: 7 }])!;
    expect(chunk).toEqual(Buffer.from([0, 1, 0, 0, 0, 4, 0, 0, 0, 7]));
    expect(BINARY_COPY_HEADER).toHaveLength(19);
    expect(BINARY_COPY_TRAILER).toEqual(Buffer.from([0xff, 0xff]));
  });

  it.each<[string, string, unknown]>([
    ['timestamptz', 'no zone', '2026-01-01T00:00:00'],
    ['timestamptz', 'no zone, fraction', '2026-01-01 00:00:00.123'],
    ['timestamptz', 'date only', '2026-01-01'],
    ['timestamptz', 'infinity', 'infinity'],
    ['timestamptz', 'epoch keyword', 'epoch'],
    ['timestamptz', 'leap second', '2016-12-31T23:59:60Z'],
    ['timestamptz', 'hour 24', '2026-01-01T24:00:00Z'],
    ['timestamptz', 'February 30', '2026-02-30T00:00:00Z'],
    ['timestamptz', 'February 29 of a common year', '2100-02-29T00:00:00Z'],
    ['timestamptz', 'year 0', '0000-01-01T00:00:00Z'],
    ['timestamptz', 'five-digit year', '10000-01-01T00:00:00Z'],
    ['timestamptz', 'zone name', '2026-01-01T00:00:00 Europe/Paris'],
    ['timestamptz', 'zone beyond ±15:59', '2026-01-01T00:00:00+16:00'],
    ['timestamptz', 'empty fraction', '2026-01-01T00:00:00.Z'],
    ['timestamptz', 'a number', 1_767_225_600_000],
    ['date', 'a timestamp', '2026-01-01T00:00:00Z'],
    ['date', 'no padding', '2026-1-1'],
    ['date', 'infinity', 'infinity'],
    ['date', 'year 0', '0000-01-01'],
    ['numeric', 'NaN', NaN],
    ['numeric', 'Infinity', Infinity],
    ['numeric', "'NaN'", 'NaN'],
    ['numeric', 'whitespace', ' 1.5'],
    ['numeric', 'two points', '1.2.3'],
    ['numeric', 'a point alone', '.'],
    ['numeric', 'hex', '0x10'],
    ['numeric', 'a boolean', true],
    ['integer', 'a non-integer', 1.5],
    ['integer', 'out of range', 2 ** 31],
    ['integer', 'a decimal string', '1.0'],
    ['bigint', 'beyond safe integers', 2 ** 60],
    ['bigint', 'a non-integer', 0.5],
    ['boolean', 'a number', 1],
    ['boolean', "'yes'", 'yes'],
    ['uuid', 'braces', '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}'],
    ['uuid', 'not hex', 'g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
    ['uuid', 'too short', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1'],
    ['uuid', 'a number', 42],
    ['text', 'a NUL', 'before\u0000after'],
    ['text', 'a NUL in a long string', `${'x'.repeat(100)}\u0000`],
    ['jsonb', 'a NUL in raw JSON text', '"a\u0000b"'],
    ['jsonb', 'NaN', NaN],
  ])('falls back (null) for %s: %s', (type, _what, value) => {
    const columns = [
      { name: 'id', type: 'integer' },
      { name: 'v', type },
    ];
    expect(
      encodeBinaryRows(columns, [
        { id: 1, v: null },
        { id: 2, v: value },
      ]),
    ).toBeNull();
  });

  it('falls back (null) for a column type it does not know', () => {
    expect(encodeBinaryRows([{ name: 'v', type: 'numeric(10,2)' }], [{ v: 1 }])).toBeNull();
    expect(encodeBinaryRows([{ name: 'v', type: 'timestamp' }], [{ v: '2026-01-01T00:00:00Z' }])).toBeNull();
    expect(encodeBinaryRows([{ name: 'v', type: 'constructor' }], [{ v: 1 }])).toBeNull();
  });

  it('the fallback cases really differ or fail on the text path', async () => {
    // Without a zone the text path depends on the session's TimeZone: no binary value could match it.
    await client.query("SET TimeZone = 'Asia/Kolkata'");
    const { rows } = await client.query("SELECT '2026-01-01T00:00:00'::timestamptz = '2026-01-01T00:00:00Z'::timestamptz AS same");
    await client.query("SET TimeZone = 'UTC'");
    expect(rows[0].same).toBe(false);
    await expect(client.query("SELECT '1.5'::integer")).rejects.toThrow();
  });
});
