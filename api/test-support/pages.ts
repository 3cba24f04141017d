import type request from 'supertest';

// ── Follows a list route's pages (issue 25, item 4): every page's rows, in order, and the pages' sizes ──

type Agent = ReturnType<typeof request.agent>;
export interface PageBody<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** GETs `path` with paged=true and `query`, then each next_cursor until has_more is false (at most 100 pages). */
export async function allPages<T>(agent: Agent, path: string, query: Record<string, string> = {}): Promise<{ rows: T[]; sizes: number[] }> {
  const rows: T[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const res = await agent.get(path).query({ ...query, paged: 'true', ...(cursor ? { cursor } : {}) });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    const page = res.body as PageBody<T>;
    rows.push(...page.data);
    sizes.push(page.data.length);
    if (!page.has_more) {
      if (page.next_cursor !== null) throw new Error(`${path}: the last page has a next_cursor`);
      return { rows, sizes };
    }
    cursor = page.next_cursor;
    if (!cursor) throw new Error(`${path}: has_more without a next_cursor`);
  }
  throw new Error(`${path}: more than 100 pages`);
}
