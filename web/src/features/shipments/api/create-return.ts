import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateReturnSchema, type CreatedShipment, type CreateReturnInput, type ReturnPortalLink } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions } from './get-shipments';

// ── POST /api/shipments/:id/returns and /return-link (issue 28 item 2) ──
export const createReturnInputSchema = CreateReturnSchema;

export const createReturn = (shipmentId: string, input: CreateReturnInput): Promise<CreatedShipment> =>
  apiJson<CreatedShipment>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/returns`, createReturnInputSchema.parse(input));

/** Creates the return (a new shipment, rated); the lists are read again so both rows show their link. */
export function useCreateReturn(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnInput) => createReturn(shipmentId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getShipmentsQueryOptions().queryKey }),
  });
}

export const createReturnLink = (shipmentId: string): Promise<ReturnPortalLink> =>
  apiJson<ReturnPortalLink>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/return-link`, {});

export const useReturnLink = (shipmentId: string) => useMutation({ mutationFn: () => createReturnLink(shipmentId) });
