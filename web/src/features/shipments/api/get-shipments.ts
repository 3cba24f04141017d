import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Shipment } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/shipments: the signed-in user's shipments, newest first ─────────
// The list is a read model that trails the write by a few milliseconds: a shipment this
// browser just created is kept at the top until the list contains it (read-your-writes).
const READ_YOUR_WRITES_MS = 30_000;
const justCreated = new Map<string, { shipment: Shipment; at: number }>();

export function rememberCreatedShipment(shipment: Shipment, now = Date.now()): void {
  justCreated.set(shipment.id, { shipment, at: now });
}

export function withJustCreated(list: Shipment[], now = Date.now()): Shipment[] {
  const listed = new Set(list.map((s) => s.id));
  const missing: Shipment[] = [];
  for (const [id, entry] of justCreated) {
    if (listed.has(id) || now - entry.at > READ_YOUR_WRITES_MS) justCreated.delete(id);
    else missing.push(entry.shipment);
  }
  return missing.length === 0 ? list : [...missing.reverse(), ...list];
}

export const getShipments = async (): Promise<Shipment[]> => withJustCreated(await apiJson<Shipment[]>('GET', '/api/shipments'));

export const getShipmentsQueryOptions = () => queryOptions({ queryKey: ['/api/shipments'], queryFn: getShipments });

/** Kinds of list under the list's key: the dashboard's pages and the table's searches (a bare id is one shipment's read). */
const LIST_KINDS = new Set<unknown>(['pages', 'search']);

/** Reads every list of shipments again (the plain list, the dashboard's pages, the table's searches), not one shipment's own read. */
export const invalidateShipmentLists = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getShipmentsQueryOptions().queryKey, predicate: (q) => q.queryKey.length === 1 || LIST_KINDS.has(q.queryKey[1]) });

/** Fetched only when a user is present (spec section 6). */
export function useShipments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getShipmentsQueryOptions(), enabled });
}
