import { useMutation } from '@tanstack/react-query';
import type { ComplianceCheckRequest, ComplianceResult } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/compliance/check ───────────────────────────────────────────────
export const checkCompliance = (input: ComplianceCheckRequest): Promise<ComplianceResult> => apiJson<ComplianceResult>('POST', '/api/compliance/check', input);

export function useCheckCompliance(options: { onSuccess?: (result: ComplianceResult) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: checkCompliance, ...options });
}
