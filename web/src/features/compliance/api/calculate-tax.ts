import { useMutation } from '@tanstack/react-query';
import type { TaxCalculationRequest, TaxCalculationResult } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/tax/calculate ──────────────────────────────────────────────────
export const calculateTax = (input: TaxCalculationRequest): Promise<TaxCalculationResult> => apiJson<TaxCalculationResult>('POST', '/api/tax/calculate', input);

export function useCalculateTax(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: calculateTax, ...options });
}
