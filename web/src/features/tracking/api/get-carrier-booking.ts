import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierBooking } from '@waypost/contracts';

// ── GET /api/shipments/{id}/carrier: the carrier booking, polled until the journey ends ──
export const getCarrierBookingQueryOptions = (shipmentId: string) => queryOptions<CarrierBooking>({ queryKey: ['/api/shipments', shipmentId, 'carrier'], retry: false });

/** Polls every 5 s while the shipment is still on its way (the sandbox reports within a minute). */
export function useCarrierBooking(shipmentId: string, live: boolean) {
  return useQuery({ ...getCarrierBookingQueryOptions(shipmentId), refetchInterval: live ? 5000 : false });
}

/** Where the label PDF downloads from (a browser navigation: the session cookie goes along). */
export const labelUrl = (shipmentId: string) => `/api/shipments/${encodeURIComponent(shipmentId)}/label`;
