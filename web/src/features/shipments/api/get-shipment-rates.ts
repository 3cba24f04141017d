import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ShipmentRates } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/shipments/:id/rates: a pending shipment's rates, how it is booked and what was bought ──
// Not a pure read: the server answers the rates it recorded, and records fresh ones when the shipment waits for a
// purchase and its rates expired. So it is asked only when the shipper asks for rates ("Get rates"), never when a
// shipment is merely opened (its booking summary comes from GET /api/shipments/:id).
// Its key is outside the list's: a purchase or a void (which refresh the list) do not ask for rates again.

export const getShipmentRates = (shipmentId: string): Promise<ShipmentRates> => apiJson<ShipmentRates>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/rates`);

export const getShipmentRatesQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: ['/api/shipments/:id/rates', shipmentId],
    queryFn: () => getShipmentRates(shipmentId),
    staleTime: 0,
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
