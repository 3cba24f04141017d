import { BadRequestException } from '@nestjs/common';
import { PageCursors, filtersOf, keysetPageOf } from './pagination';

// ── The cursors of the list routes: signed, bound to list, caller and filters; pages of in-memory lists ──

const cursors = new PageCursors({ AUTH_COOKIE_SECRET: 'x'.repeat(32), WAYPOST_MASTER_KEY: undefined });
const binding = { list: 'shipments', caller: 'user-1', filters: { status: 'pending' } };
const refusedField = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { issues: { field: string }[] }).issues.map((i) => i.field);
  }
  throw new Error('not refused');
};

describe('PageCursors', () => {
  it('decodes its own cursor back to the key', () => {
    const cursor = cursors.encode(binding, ['2026-11-27 04:00:00.123456+00', '2PG-2026-000001']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(cursors.decode(binding, cursor)).toEqual(['2026-11-27 04:00:00.123456+00', '2PG-2026-000001']);
  });

  it('refuses a cursor of another list, caller, filters or server, or an edited one, naming cursor', () => {
    const cursor = cursors.encode(binding, ['a', 'b']);
    expect(refusedField(() => cursors.decode({ ...binding, list: 'inquiries' }, cursor))).toEqual(['cursor']);
    expect(refusedField(() => cursors.decode({ ...binding, caller: 'user-2' }, cursor))).toEqual(['cursor']);
    expect(refusedField(() => cursors.decode({ ...binding, filters: {} }, cursor))).toEqual(['cursor']);
    const other = new PageCursors({ AUTH_COOKIE_SECRET: 'y'.repeat(32), WAYPOST_MASTER_KEY: undefined });
    expect(refusedField(() => other.decode(binding, cursor))).toEqual(['cursor']);
    const [, mac] = cursor.split('.');
    const edited = `${Buffer.from(JSON.stringify(['z', 'b'])).toString('base64url')}.${mac}`;
    // the MAC's last character carries unused bits: another letter there decodes to the same bytes, and is still refused
    const lastChar = cursor.at(-1)!;
    const sameBytes = `${cursor.slice(0, -1)}${String.fromCharCode(lastChar.charCodeAt(0) ^ 1)}`;
    for (const bad of [edited, 'abc', `${cursor}.x`, '.', `${cursor.slice(0, -2)}`, sameBytes, `${cursor}=`, `${cursor}!`])
      expect(refusedField(() => cursors.decode(binding, bad))).toEqual(['cursor']);
  });

  it('answers the plain array unless paging is asked for, and a page with the next cursor when more follow', () => {
    const plain = cursors.read(binding, { limit: 2 });
    expect(plain.paged).toBe(false);
    expect(plain.answer({ items: [1, 2], hasMore: true, lastKey: ['k'] })).toEqual([1, 2]);
    const paged = cursors.read(binding, { paged: 'true', limit: 2 });
    const page = paged.answer({ items: [1, 2], hasMore: true, lastKey: ['k'] }) as { next_cursor: string };
    expect(page).toEqual({ data: [1, 2], has_more: true, next_cursor: expect.any(String) });
    expect(cursors.read(binding, { cursor: page.next_cursor }).page).toEqual({ limit: 200, after: ['k'] });
    expect(paged.answer({ items: [], hasMore: false, lastKey: null })).toEqual({ data: [], has_more: false, next_cursor: null });
    expect(refusedField(() => cursors.read(binding, { paged: 'true', limit: 500 }))).toEqual(['limit']);
    expect(cursors.read(binding, {}, { arrayLimit: 500 }).page.limit).toBe(500);
  });

  it('binds filters without the paging fields', () => {
    expect(filtersOf({ limit: 5, cursor: 'c', paged: 'true', status: 'pending', carrier: undefined })).toEqual({ status: 'pending' });
  });
});

describe('keysetPageOf', () => {
  const rows = [{ k: 'b' }, { k: 'd' }, { k: 'a' }, { k: 'c' }];
  it('pages newest first (or oldest first) after the last key, each row once', () => {
    const first = keysetPageOf(rows, (r) => [r.k], { limit: 3, after: null });
    expect(first).toEqual({ items: [{ k: 'd' }, { k: 'c' }, { k: 'b' }], hasMore: true, lastKey: ['b'] });
    expect(keysetPageOf(rows, (r) => [r.k], { limit: 3, after: ['b'] })).toEqual({ items: [{ k: 'a' }], hasMore: false, lastKey: ['a'] });
    expect(keysetPageOf(rows, (r) => [r.k], { limit: 2, after: ['b'] }, 'asc')).toEqual({ items: [{ k: 'c' }, { k: 'd' }], hasMore: false, lastKey: ['d'] });
  });
});
