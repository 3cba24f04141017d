import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

// ── POST /api/early-access ───────────────────────────────────────────────────
export interface EarlyAccessRequest {
  email: string;
  company: string;
  message: string;
}

export const requestEarlyAccess = (input: EarlyAccessRequest): Promise<unknown> =>
  apiJson<unknown>('POST', '/api/early-access', input);

export function useRequestEarlyAccess(options: { onSuccess?: () => void; onError?: (error: Error) => void }) {
  return useMutation({ mutationFn: requestEarlyAccess, ...options });
}
