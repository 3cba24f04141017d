import { useMutation } from '@tanstack/react-query';
import { CalculateShippingRequestSchema, type CalculateShippingRequest, type CalculateShippingResponse } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/shipping/calculate ─────────────────────────────────────────────
export const calculateShippingInputSchema = CalculateShippingRequestSchema;
export type CalculateShippingInput = CalculateShippingRequest;

export const calculateShipping = (input: CalculateShippingInput): Promise<CalculateShippingResponse> =>
  apiJson<CalculateShippingResponse>('POST', '/api/shipping/calculate', input);

export function useCalculateShipping({ onSuccess, onError }: { onSuccess?: (answer: CalculateShippingResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: calculateShipping, onSuccess, onError });
}
