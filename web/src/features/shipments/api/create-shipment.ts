import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateShipmentSchema, type CreateShipmentRequest, type Shipment } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getShipmentsQueryOptions, rememberCreatedShipment } from './get-shipments';

// ── POST /api/shipments ──────────────────────────────────────────────────────
export const createShipmentInputSchema = CreateShipmentSchema;
export type CreateShipmentInput = CreateShipmentRequest;

export const createShipment = (input: CreateShipmentInput): Promise<Shipment> => apiJson<Shipment>('POST', '/api/shipments', input);

export function useCreateShipment({ onSuccess, onError }: { onSuccess?: (shipment: Shipment) => void; onError?: (error: Error) => void } = {}) {
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
