import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VoidLabelSchema, type LabelVoid } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions } from './get-shipments';

// ── POST /api/shipments/:id/void: voids a label before pickup; the price paid is refunded ──
export const voidLabelInputSchema = VoidLabelSchema;
export type VoidLabelInput = { reason?: string };

export const voidLabel = (shipmentId: string, input: VoidLabelInput = {}): Promise<LabelVoid> =>
  apiJson<LabelVoid>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/void`, voidLabelInputSchema.parse(input));

/** Refreshes the shipment lists and the shipment's rates whatever the answer: a refusal (409) means they changed. */
export function useVoidLabel(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoidLabelInput = {}) => voidLabel(shipmentId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getShipmentsQueryOptions().queryKey }),
  });
}
