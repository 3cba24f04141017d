import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateShipmentSchema, type CreatedShipment, type CreateShipmentRequest } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions, rememberCreatedShipment } from './get-shipments';

// ── POST /api/shipments ──────────────────────────────────────────────────────
export const createShipmentInputSchema = CreateShipmentSchema;
export type CreateShipmentInput = CreateShipmentRequest;

/** The shipment and its rates (to be bought by the shipper when it was created with `rateSelection: 'manual'`). */
export const createShipment = (input: CreateShipmentInput): Promise<CreatedShipment> => apiJson<CreatedShipment>('POST', '/api/shipments', input);

export function useCreateShipment({ onSuccess, onError }: { onSuccess?: (shipment: CreatedShipment) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: async (shipment) => {
      rememberCreatedShipment(shipment);
      await queryClient.invalidateQueries({ queryKey: getShipmentsQueryOptions().queryKey });
      onSuccess?.(shipment);
    },
    onError,
  });
}
