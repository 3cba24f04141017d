import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, Shipment, ShipmentStatus } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions } from './get-shipments';

// ── GET /api/shipments?paged=true&…filters: the /shipments table, a page at a time ──
// The key starts with the list's key, so creating a shipment (which invalidates the list) refreshes every search.
export const SHIPMENT_TABLE_PAGE_SIZE = 25;

export interface ShipmentFilters {
  status?: ShipmentStatus | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  carrier?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** Filter → the API's query parameter. */
const PARAMS: Record<keyof ShipmentFilters, string> = {
  status: 'status',
  origin: 'origin_country',
  destination: 'destination_country',
  carrier: 'carrier',
  createdFrom: 'created_from',
  createdTo: 'created_to',
};

export function shipmentSearchParams(filters: ShipmentFilters, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ paged: 'true', limit: String(SHIPMENT_TABLE_PAGE_SIZE) });
  for (const key of Object.keys(PARAMS) as (keyof ShipmentFilters)[]) {
    const value = filters[key]?.trim();
    if (value) query.set(PARAMS[key], value);
  }
  if (cursor) query.set('cursor', cursor);
  return query;
}

export const searchShipmentsQueryOptions = (filters: ShipmentFilters) =>
  infiniteQueryOptions({
    queryKey: [...getShipmentsQueryOptions().queryKey, 'search', filters],
    queryFn: ({ pageParam }) => apiJson<Page<Shipment>>('GET', `/api/shipments?${shipmentSearchParams(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export function useShipmentSearch(filters: ShipmentFilters) {
  const query = useInfiniteQuery(searchShipmentsQueryOptions(filters));
  return { ...query, rows: query.data?.pages.flatMap((p) => p.data) };
}
