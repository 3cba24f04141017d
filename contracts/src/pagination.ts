import { z } from 'zod';
import { queryInteger } from './http';

// ── Cursor pagination of every list route (issue 25, item 4) ─────────────────
// One rule for every list: without `paged=true` and without `cursor`, a list answers its plain array (the first
// page, as the seed's screens expect); with either, it answers a Page. Pages are keyset pages over an immutable
// unique sort key (newest first), so rows inserted between two fetches never cause a skip or a duplicate. The
// cursor is opaque (base64url, signed by the server, bound to the list, its filters and the caller).

export const PAGE_LIMIT_MAX = 200;

/** The paging part of a list's query string; each list adds its filters with `.extend`. */
export const PageQuerySchema = z.object({
  limit: queryInteger(1, PAGE_LIMIT_MAX)
    .optional()
    .meta({ description: `Rows per page, 1 to ${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_MAX}).` }),
  cursor: z
    .string({ error: 'must be a cursor from next_cursor' })
    .min(1, 'must be a cursor from next_cursor')
    .max(1000, 'must be a cursor from next_cursor')
    .optional()
    .meta({ description: 'The next_cursor of the previous page (opaque). Implies paged=true.' }),
  paged: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .optional()
    .meta({ description: 'true: answer a page ({ data, has_more, next_cursor }) instead of the plain array.' }),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export interface Page<T> {
  data: T[];
  has_more: boolean;
  /** Send it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}

/** The paged answer of a list whose rows are `item`. */
export const pageSchema = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      has_more: z.boolean().meta({ description: 'More rows follow this page.' }),
      next_cursor: z.string().nullable().meta({ description: 'The cursor of the next page; null when has_more is false.' }),
    })
    .meta({ id, description: 'One page of the list, newest first.' });

/** A list route's 200 answer: its plain array (no paging asked), or a page (paged=true or a cursor). */
export const listAnswerSchema = <T extends z.ZodType>(item: T, pageId: string) => z.union([z.array(item), pageSchema(item, pageId)]);

/** Date-range filter of a list: an ISO 8601 date or date-time. */
export const queryDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO 8601 date or date-time, e.g. 2026-01-31' });
