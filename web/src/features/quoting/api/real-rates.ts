import { useMutation } from '@tanstack/react-query';
import { RealRatesRequestSchema, type RealRatesRequest, type RealRatesResponse } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/shipping/real-rates ────────────────────────────────────────────
export const realRatesInputSchema = RealRatesRequestSchema;
export type RealRatesInput = RealRatesRequest;

export const getRealRates = (input: RealRatesInput): Promise<RealRatesResponse> => apiJson<RealRatesResponse>('POST', '/api/shipping/real-rates', input);

export function useRealRates({ onSuccess, onError }: { onSuccess?: (answer: RealRatesResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: getRealRates, onSuccess, onError });
}
