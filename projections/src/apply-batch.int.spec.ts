import { Pool, type PoolClient } from 'pg';
import type { StoredEvent } from '@waypost/contracts';
import { createTestDatabase, type TestDatabase } from '../../api/test-support/test-database';
import { applyEvents, applyGroup } from './fold';
import { ALL_PROJECTIONS } from './index';
import type { Projection, TableNames } from './projection';
import { randomHistory } from './random-history';

// ── A batch ≡ its events one at a time ──────────────────────────────────────
// The runner folds live batches and rebuilds from each projection's one fold (fold.ts): for a RowFold it loads the
// rows the batch names, folds them in memory and upserts them. Whatever the cut, the tables must end up the same as
// with one event per call: for random histories cut into random batches (appended rows of big ones through COPY),
// same rows, same content checksum. Events are frozen: projections share them and must not change them.

const tablesWith = (p: Projection, suffix: string): TableNames => Object.fromEntries(p.tables.map((t) => [t, `${t}__${suffix}`]));

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

async function checksum(client: PoolClient, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await client.query<{ n: number; checksum: string }>(
    `SELECT count(*)::int AS n, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS checksum FROM (SELECT md5(t::text) AS h FROM ${table} t) r`,
  );
  return { rows: rows[0]!.n, checksum: rows[0]!.checksum };
}

/** Rows of one table missing from the other (as text), for a readable failure. */
async function difference(client: PoolClient, a: string, b: string): Promise<string[]> {
  const { rows } = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${a} t EXCEPT ALL SELECT t::text FROM ${b} t LIMIT 5`);
  return rows.map((r) => r.row);
}

describe('a batch leaves the tables exactly as its events do one at a time', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined); // dropping the test database ends idle connections
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const batched = ALL_PROJECTIONS.filter((p) => p.fold.kind === 'rows');
  it('covers the projections that fold rows', () => {
    expect(batched.map((p) => p.name)).toEqual(expect.arrayContaining(['shipments', 'tracking', 'carrier_bookings', 'admin-shipments', 'admin-activity', 'admin-crises']));
  });

  describe.each([11, 2026, 90210])('random history (seed %i)', (seed) => {
    const history = deepFreeze(randomHistory(seed, 3000));

    it.each(batched.map((p) => [p.name, p] as const))('%s', async (_name, projection) => {
      const events = history.filter((e) => projection.eventTypes.includes(e.type));
      expect(events.length).toBeGreaterThan(20);
      const one = tablesWith(projection, `one${seed}`);
      const set = tablesWith(projection, `set${seed}`);
      const client = await pool.connect();
      try {
        await client.query(projection.ddl(one));
        await client.query(projection.ddl(set));
        await client.query('BEGIN');
        for (const event of events) await applyEvents(client, projection, one, [event]);
        await client.query('COMMIT');

        // random cuts, as live batches and rebuilds make them
        let cut = seed;
        for (let i = 0; i < events.length;) {
          cut = (cut * 48271) % 2147483647;
          const size = [1, 2, 3, 7, 40, 250, 900][cut % 7]!;
          const batch: StoredEvent[] = events.slice(i, i + size);
          i += size;
          await client.query('BEGIN');
          await applyEvents(client, projection, set, batch);
          await client.query('COMMIT');
        }

        for (const base of projection.tables) {
          const [a, b] = [await checksum(client, one[base]!), await checksum(client, set[base]!)];
          const diff = a.checksum === b.checksum ? [] : [...(await difference(client, one[base]!, set[base]!)), '---', ...(await difference(client, set[base]!, one[base]!))];
          expect({ table: base, rows: b.rows, diff }).toEqual({ table: base, rows: a.rows, diff: [] });
        }
        // the history touches every table of the projection, so the comparison is not of empty tables
        for (const base of projection.tables) expect((await checksum(client, one[base]!)).rows).toBeGreaterThan(0);
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    });
  });

  it('every projection at once, as the live loop folds a batch (one load and one write for all): the same tables', async () => {
    const history = deepFreeze(randomHistory(7, 3000));
    const mineOf = (p: Projection, events: readonly StoredEvent[]) => events.filter((e) => p.eventTypes.includes(e.type));
    const client = await pool.connect();
    try {
      for (const p of ALL_PROJECTIONS) for (const suffix of ['gone', 'grp']) await client.query(p.ddl(tablesWith(p, suffix)));
      await client.query('BEGIN');
      for (const p of ALL_PROJECTIONS) for (const event of mineOf(p, history)) await applyEvents(client, p, tablesWith(p, 'gone'), [event]);
      for (let i = 0, size = 1; i < history.length; i += size, size = (size * 7) % 97) {
        const batch = history.slice(i, i + size);
        await applyGroup(
          client,
          ALL_PROJECTIONS.map((p) => ({ projection: p, tables: tablesWith(p, 'grp'), events: mineOf(p, batch) })),
        );
      }
      for (const p of ALL_PROJECTIONS) {
        for (const base of p.tables) {
          const [a, b] = [await checksum(client, `${base}__gone`), await checksum(client, `${base}__grp`)];
          expect({ table: base, ...b }).toEqual({ table: base, ...a });
        }
      }
      expect((await checksum(client, 'shipments__grp')).rows).toBeGreaterThan(0);
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  });
});
