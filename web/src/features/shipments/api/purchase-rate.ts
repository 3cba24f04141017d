import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PurchaseRateSchema, type PurchaseRateRequest, type RatePurchase } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions } from './get-shipments';

// ── POST /api/shipments/:id/purchase {rateId}: buys one of a manual shipment's rates (idempotent) ──
export const purchaseRateInputSchema = PurchaseRateSchema;

export const purchaseRate = (shipmentId: string, input: PurchaseRateRequest): Promise<RatePurchase> =>
  apiJson<RatePurchase>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/purchase`, purchaseRateInputSchema.parse(input));

/** Refreshes the shipment lists and the shipment's rates whatever the answer: a refusal (409) means they changed. */
export function usePurchaseRate(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PurchaseRateRequest) => purchaseRate(shipmentId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getShipmentsQueryOptions().queryKey }),
  });
}
