import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../api/test-support/test-database';
import { bulkInsert, type BulkColumn } from './projection';

const COLUMNS: BulkColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'label', type: 'text' },
  { name: 'doc', type: 'jsonb' },
  { name: 'at', type: 'timestamptz' },
];

// Few rows go through one INSERT … SELECT; many through COPY: both paths must store the same values.
const filler = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, label: `filler ${i}`, doc: { i }, at: '2026-01-01T00:00:00.000Z' }));

describe.each([
  ['COPY', 300],
  ['INSERT', 0],
])('bulkInsert (%s, ON CONFLICT fallback)', (_path, extra) => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined); // dropping the test database ends idle connections
    await pool.query('CREATE TABLE bulk (id integer PRIMARY KEY, label text, doc jsonb, at timestamptz)');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('copies any text exactly (tabs, newlines, backslashes, quotes, unicode, nulls)', async () => {
    const tricky = 'tab\there\nnew line \\ back "quoted" \\N ünï 🚚';
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await bulkInsert(
        client,
        'bulk',
        COLUMNS,
        [{ id: 1, label: tricky, doc: { note: tricky, n: 1.5 }, at: '2026-01-02T03:04:05.678Z' }, { id: 2, label: null, doc: null, at: null }, ...filler(1000, extra)],
        '(id) DO NOTHING',
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows } = await pool.query('SELECT id, label, doc, at FROM bulk WHERE id < 1000 ORDER BY id');
    expect(rows).toEqual([
      { id: 1, label: tricky, doc: { note: tricky, n: 1.5 }, at: new Date('2026-01-02T03:04:05.678Z') },
      { id: 2, label: null, doc: null, at: null },
    ]);
  });

  it('falls back to INSERT … ON CONFLICT when a row exists, inside the caller’s transaction', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await bulkInsert(client, 'bulk', COLUMNS, [{ id: 1, label: 'again' }, { id: 3, label: 'three' }, ...filler(2000, extra)], '(id) DO NOTHING');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows } = await pool.query('SELECT id, label FROM bulk WHERE id < 1000 ORDER BY id');
    expect((await pool.query('SELECT count(*)::int AS n FROM bulk')).rows[0].n).toBe(3 + 2 * extra);
    expect(rows.map((r) => [r.id, r.label === null ? null : String(r.label).slice(0, 3)])).toEqual([
      [1, 'tab'],
      [2, null],
      [3, 'thr'],
    ]);
  });
});
