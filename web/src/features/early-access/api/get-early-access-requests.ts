import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EarlyAccessEntry, Page } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/admin/early-access?paged=true (admins): pages of 100, newest first ──
export const EARLY_ACCESS_PAGE_SIZE = 100;

export const earlyAccessRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/early-access'],
    queryFn: ({ pageParam }) =>
      apiJson<Page<EarlyAccessEntry>>(
        'GET',
        `/api/admin/early-access?${new URLSearchParams({ paged: 'true', limit: String(EARLY_ACCESS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** The loaded pages' requests, and how to load the next page. */
export function useEarlyAccessRequests() {
  const query = useInfiniteQuery(earlyAccessRequestsQueryOptions());
  return { ...query, data: query.data?.pages.flatMap((p) => p.data) };
}
