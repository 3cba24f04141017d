import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { PAGE_LIMIT_MAX, type ApiErrorBody, type Page, type PageQuery } from '@waypost/contracts';
import type { KeysetPage, KeysetRequest } from '@waypost/projections';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DEV_MASTER_KEY_PASSPHRASE } from '../event-store/personal-data';

// ── Cursors of the list routes (issue 25, item 4) ────────────────────────────
// One helper for every list: it reads `limit`, `cursor` and `paged`, turns a cursor back into the keyset position
// it was made from, and shapes the answer (the plain array, or { data, has_more, next_cursor }). A cursor is
// base64url(JSON key) + '.' + an HMAC over the key and what it is bound to: the list, the caller and the filters.
// A cursor edited by hand, made for another list, another user or other filters is a 400 naming `cursor`.

export const BAD_CURSOR_MESSAGE = 'is not a cursor of this list with these filters (send back next_cursor unchanged)';

/** What a cursor belongs to: the list, who asked, and the filters it was made under. */
export interface CursorBinding {
  list: string;
  caller: string;
  filters?: Record<string, unknown>;
}

/** What a list handler needs: the keyset request for the query, and how to answer its page. */
export interface ListRequest<T = unknown> {
  /** A page was asked for (paged=true or a cursor); false: the route's plain array. */
  paged: boolean;
  page: KeysetRequest;
  answer(page: KeysetPage<T>): T[] | Page<T>;
}

const refuse = (field: string, message: string): never => {
  const body: ApiErrorBody = { statusCode: 400, error: 'Bad Request', message: `Invalid request: ${field} ${message}`, issues: [{ field, message }] };
  throw new BadRequestException(body);
};

@Injectable()
export class PageCursors {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'AUTH_COOKIE_SECRET' | 'WAYPOST_MASTER_KEY'>) {
    // Several API processes must accept each other's cursors: the key comes from the shared configuration.
    const seed = config.AUTH_COOKIE_SECRET ?? config.WAYPOST_MASTER_KEY ?? DEV_MASTER_KEY_PASSPHRASE;
    this.key = createHash('sha256').update(`waypost page cursor\0${seed}`).digest();
  }

  /**
   * The request of a list query (already parsed with the list's schema): its page, and how to shape the answer.
   * Without `limit`, a page has PAGE_LIMIT_MAX rows and the plain array `arrayLimit` (the route's old default).
   */
  read<T>(binding: CursorBinding, query: PageQuery, options: { arrayLimit?: number } = {}): ListRequest<T> {
    const paged = query.paged === 'true' || query.cursor !== undefined;
    // A few lists answered more than PAGE_LIMIT_MAX rows in their plain array before paging existed; a page never does.
    if (paged && query.limit !== undefined && query.limit > PAGE_LIMIT_MAX) refuse('limit', `must be at most ${PAGE_LIMIT_MAX} on a page`);
    const after = query.cursor === undefined ? null : this.decode(binding, query.cursor);
    return {
      paged,
      page: { limit: query.limit ?? (paged ? PAGE_LIMIT_MAX : (options.arrayLimit ?? PAGE_LIMIT_MAX)), after },
      answer: (page) => (paged ? { data: page.items, has_more: page.hasMore, next_cursor: page.hasMore && page.lastKey ? this.encode(binding, page.lastKey) : null } : page.items),
    };
  }

  encode(binding: CursorBinding, key: readonly string[]): string {
    const payload = Buffer.from(JSON.stringify(key)).toString('base64url');
    return `${payload}.${this.sign(binding, payload).toString('base64url')}`;
  }

  /** The keyset position of a cursor; a 400 naming `cursor` unless this server made it for this binding. */
  decode(binding: CursorBinding, cursor: string): string[] {
    const [payload, mac, extra] = cursor.split('.');
    if (!payload || !mac || extra !== undefined) return refuse('cursor', BAD_CURSOR_MESSAGE);
    // Compare the text, not decoded bytes: base64url decoding ignores stray characters and unused trailing bits.
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.sign(binding, payload).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse('cursor', BAD_CURSOR_MESSAGE);
    let key: unknown;
    try {
      key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return refuse('cursor', BAD_CURSOR_MESSAGE);
    }
    if (!Array.isArray(key) || key.length === 0 || !key.every((k) => typeof k === 'string')) return refuse('cursor', BAD_CURSOR_MESSAGE);
    return key as string[];
  }

  private sign(binding: CursorBinding, payload: string): Buffer {
    const bound = JSON.stringify([binding.list, binding.caller, binding.filters ?? {}, payload]);
    return createHmac('sha256', this.key).update(bound).digest().subarray(0, 16);
  }
}

/** The filters of a parsed list query: everything but the paging fields (a cursor is bound to them). */
export function filtersOf(query: PageQuery & Record<string, unknown>): Record<string, unknown> {
  const { limit: _limit, cursor: _cursor, paged: _paged, ...filters } = query;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

/**
 * A keyset page of a list held in memory (replays of this process, the hold queue): the same order and cursors as
 * the read-model lists. `keyOf` must give a unique key whose strings sort like the list (ISO times, ids).
 */
export function keysetPageOf<T>(items: readonly T[], keyOf: (item: T) => string[], page: KeysetRequest, order: 'desc' | 'asc' = 'desc'): KeysetPage<T> {
  const compare = (a: string[], b: readonly string[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
    return 0;
  };
  const sign = order === 'desc' ? -1 : 1;
  const sorted = items.map((item) => ({ item, key: keyOf(item) })).sort((a, b) => sign * compare(a.key, b.key));
  const rest = page.after ? sorted.filter((e) => sign * compare(e.key, page.after!) > 0) : sorted;
  const rows = rest.slice(0, page.limit);
  return { items: rows.map((e) => e.item), hasMore: rest.length > page.limit, lastKey: rows.length ? rows[rows.length - 1]!.key : null };
}
