import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shipment } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions } from './get-shipments';

// ── GET /api/shipments/:id: one shipment as the read model has it now, its booking summary included ──
// What a shipment's details show (how it is booked, the rate bought, its label and refund): a plain read, nothing
// recorded. The key starts with the list's key: a purchase or a void (which invalidate the list) refresh it too.

/** How often an opened shipment is read again while something is on its way (a carrier booking, a void). */
export const SHIPMENT_POLL_MS = 1_000;

export const getShipment = (shipmentId: string): Promise<Shipment> => apiJson<Shipment>('GET', `/api/shipments/${encodeURIComponent(shipmentId)}`);

export const getShipmentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: [...getShipmentsQueryOptions().queryKey, shipmentId],
    queryFn: () => getShipment(shipmentId),
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The shipment, shown as `listed` until its own read answers; read again every SHIPMENT_POLL_MS while `poll`. */
export function useShipment(listed: Shipment, { poll }: { poll: boolean }) {
  return useQuery({ ...getShipmentQueryOptions(listed.id), placeholderData: listed, refetchInterval: poll ? SHIPMENT_POLL_MS : false });
}
