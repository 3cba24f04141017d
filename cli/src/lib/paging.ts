import type { Command } from 'commander';
import { z } from 'zod';
import { PAGE_LIMIT_MAX, type Page } from '@waypost/contracts';
import { answer, plainList, type ApiClient, type CallOutcome } from './http';
import type { Io } from './io';
import { printJson } from './output';

// ── Listing commands over paged list routes (issue 25, item 4) ───────────────
// Without --limit, --cursor or --all a command asks for the route's plain array, as before. With --limit or
// --cursor it asks for one page (paged=true) and says how to get the next; with --all it follows next_cursor to
// the end. --json prints the page ({ data, has_more, next_cursor }) for one page, the rows for --all or no paging.

const MAX_PAGES = 10_000;

export const PagingOptionsSchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, `must be 1 to ${PAGE_LIMIT_MAX}`).max(PAGE_LIMIT_MAX, `must be 1 to ${PAGE_LIMIT_MAX}`))
    .optional(),
  cursor: z.string().min(1, 'must be the cursor a previous page printed').optional(),
  all: z.boolean().default(false),
});
export type PagingOptions = z.infer<typeof PagingOptionsSchema>;

/** Adds --limit, --cursor and --all to a listing command. */
export function withPagingOptions(command: Command): Command {
  return command
    .option('--limit <n>', `rows per page (1-${PAGE_LIMIT_MAX}); prints the cursor of the next page`)
    .option('--cursor <cursor>', 'continue from the cursor a previous page printed')
    .option('--all', 'follow the pages to the end');
}

export interface ListResult<T> {
  rows: T[];
  /** One page was asked for: its page (for --json and the next-page hint); null otherwise. */
  page: Page<T> | null;
}

/** The paging parameters of every list route (README "Pagination"); a command adds its filters. */
export interface PageParams {
  paged?: 'true';
  limit?: string;
  cursor?: string;
}

/** A typed call of one list route with these paging parameters (the generated client's GET). */
export type ListCall<T> = (page: PageParams) => Promise<CallOutcome<T[] | Page<T>>>;

/** Calls a list route as the paging options say: its plain array, one page, or every page (--all). */
export async function fetchList<T>(api: ApiClient, call: ListCall<T>, paging: PagingOptions): Promise<ListResult<T>> {
  const paged = paging.all || paging.limit !== undefined || paging.cursor !== undefined;
  if (!paged) return { rows: plainList(await answer(api, call({}))), page: null };
  const pageOf = async (cursor: string | undefined): Promise<Page<T>> => {
    const got = await answer(api, call({ paged: 'true', ...(paging.limit !== undefined ? { limit: String(paging.limit) } : {}), ...(cursor ? { cursor } : {}) }));
    if (Array.isArray(got)) throw new Error('the API answered a plain array where a page was asked for');
    return got;
  };
  if (!paging.all) {
    const page = await pageOf(paging.cursor);
    return { rows: page.data, page };
  }
  const rows: T[] = [];
  let cursor = paging.cursor;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await pageOf(cursor);
    rows.push(...page.data);
    if (!page.has_more || !page.next_cursor) return { rows, page: null };
    cursor = page.next_cursor;
  }
  throw new Error(`more than ${MAX_PAGES} pages`);
}

/** --json: the page when one was asked for, else the rows. */
export function printListJson<T>(io: Io, list: ListResult<T>): void {
  printJson(io, list.page ?? list.rows);
}

/** After a table of one page: how to get the next one. */
export function printNextPageHint(io: Io, list: ListResult<unknown>): void {
  if (list.page?.has_more && list.page.next_cursor) io.stdout.write(`Next page: the same command with --cursor ${list.page.next_cursor}\n`);
}
