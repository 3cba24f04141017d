import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, Shipment } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions, withJustCreated } from './get-shipments';

// ── GET /api/shipments?paged=true: the Shipments section, a page at a time (issue 25, item 4) ──
// The key starts with the list's key, so creating a shipment (which invalidates the list) refreshes the pages too.
export const SHIPMENTS_PAGE_SIZE = 50;

export const getShipmentPage = (cursor: string | null): Promise<Page<Shipment>> =>
  apiJson<Page<Shipment>>('GET', `/api/shipments?${new URLSearchParams({ paged: 'true', limit: String(SHIPMENTS_PAGE_SIZE), ...(cursor ? { cursor } : {}) })}`);

export const getShipmentPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...getShipmentsQueryOptions().queryKey, 'pages'],
    queryFn: ({ pageParam }) => getShipmentPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** The loaded pages' shipments (a shipment this browser just created first), and how to load the next page. */
export function useShipmentPages({ enabled }: { enabled: boolean }) {
  const query = useInfiniteQuery({ ...getShipmentPagesQueryOptions(), enabled });
  const data = query.data ? withJustCreated(query.data.pages.flatMap((p) => p.data)) : undefined;
  return { ...query, data };
}
