import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shipment } from '@waypost/contracts';

// ── GET /api/shipments: the signed-in user's shipments, newest first ─────────
export const getShipmentsQueryOptions = () =>
  queryOptions<Shipment[]>({ queryKey: ['/api/shipments'] });

/** Fetched only when a user is present (spec section 6). */
export function useShipments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getShipmentsQueryOptions(), enabled });
}
