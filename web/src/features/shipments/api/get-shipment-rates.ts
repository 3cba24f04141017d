import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ShipmentRates } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions } from './get-shipments';

// ── POST /api/shipments/:id/rates: a pending shipment's rates, how it is booked and what was bought ──
// A read in effect: the server answers the rates it recorded, and records fresh ones only when the shipment waits for
// a purchase and its rates expired (an automatic shipment's are priced for information, never recorded). Asked for
// when the shipper opens a shipment, not per row of the table (the list's read model carries none of this).
// The key starts with the list's key: a purchase or a void (which invalidate the list) refresh it too.

export const getShipmentRates = (shipmentId: string): Promise<ShipmentRates> => apiJson<ShipmentRates>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/rates`);

export const getShipmentRatesQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: [...getShipmentsQueryOptions().queryKey, shipmentId, 'rates'],
    queryFn: () => getShipmentRates(shipmentId),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useShipmentRates(shipmentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getShipmentRatesQueryOptions(shipmentId), enabled });
}

/** Asks again for a shipment's rates (fresh ones once they expired), as the wizard's "Get fresh rates" does. */
export function useRefreshRates({ onSuccess }: { onSuccess?: (rates: ShipmentRates) => void } = {}) {
  return useMutation({ mutationFn: getShipmentRates, onSuccess });
}
