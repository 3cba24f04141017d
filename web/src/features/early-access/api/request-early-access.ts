import { useMutation } from '@tanstack/react-query';
import type { EarlyAccessAnswer, EarlyAccessRequestInput } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/early-access: 201 received, 200 already on the list ───────────
export type EarlyAccessRequest = Required<EarlyAccessRequestInput>;

export const requestEarlyAccess = (input: EarlyAccessRequest): Promise<EarlyAccessAnswer> => apiJson<EarlyAccessAnswer>('POST', '/api/early-access', input);

export function useRequestEarlyAccess(options: { onSuccess?: (answer: EarlyAccessAnswer) => void; onError?: (error: Error) => void }) {
  return useMutation({ mutationFn: requestEarlyAccess, ...options });
}
