import type { Pool } from 'pg';
import { keysetPage, type KeysetQuery } from './keyset';

// ── keysetPage's statements: named (prepared once per connection) when their columns are spelled out ──

const seen: { name?: string; text: string; values: unknown[] }[] = [];
const pool = { query: async (config: { name?: string; text: string; values: unknown[] }) => (seen.push(config), { rows: [] }) } as unknown as Pool;
const list = (select: string, where: string[] = ['owner_id = $1']): KeysetQuery => ({
  select,
  from: 'shipments',
  where,
  values: ['owner-1'],
  key: [{ column: 'created_at', type: 'timestamptz' }],
});

describe('keysetPage statements', () => {
  beforeEach(() => (seen.length = 0));

  it('runs one query shape under one name, another shape (a filter, a next page) under another', async () => {
    await keysetPage(pool, list('id, status'), { limit: 10, after: null }, (r) => r);
    await keysetPage(pool, list('id, status'), { limit: 25, after: null }, (r) => r);
    await keysetPage(pool, list('id, status'), { limit: 10, after: ['2026-01-01 00:00:00+00'] }, (r) => r);
    await keysetPage(pool, list('id, status', ['owner_id = $1', "status = 'pending'"]), { limit: 10, after: null }, (r) => r);
    const [first, second, next, filtered] = seen;
    expect(first!.name).toMatch(/^keyset\.[A-Za-z0-9_-]{32}$/);
    expect(second!.name).toBe(first!.name);
    expect(second!.values).toEqual(['owner-1', 26]);
    expect(new Set([first!.name, next!.name, filtered!.name]).size).toBe(3);
  });

  it('leaves a `*` select unnamed: a prepared one would fail once its table gained a column', async () => {
    await keysetPage(pool, list('*'), { limit: 10, after: null }, (r) => r);
    expect(seen[0]!.name).toBeUndefined();
  });
});
