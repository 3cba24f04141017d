import { useMutation } from '@tanstack/react-query';
import { InstantQuoteRequestSchema, type InstantQuoteRequest, type InstantQuoteResponse } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/quotes (landing-page instant quote) ────────────────────────────
export const instantQuoteInputSchema = InstantQuoteRequestSchema;
export type InstantQuoteInput = InstantQuoteRequest;

export const requestInstantQuote = (input: InstantQuoteInput): Promise<InstantQuoteResponse> => apiJson<InstantQuoteResponse>('POST', '/api/quotes', input);

export function useInstantQuote({ onSuccess, onError }: { onSuccess?: (answer: InstantQuoteResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: requestInstantQuote, onSuccess, onError });
}
