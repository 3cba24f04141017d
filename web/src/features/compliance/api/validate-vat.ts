import { useMutation } from '@tanstack/react-query';
import type { VatValidateRequest, VatValidationResult } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/vat/validate ───────────────────────────────────────────────────
export const validateVat = (input: VatValidateRequest): Promise<VatValidationResult> => apiJson<VatValidationResult>('POST', '/api/vat/validate', input);

export function useValidateVat(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: validateVat, ...options });
}
