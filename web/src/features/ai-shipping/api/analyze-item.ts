import { useMutation } from '@tanstack/react-query';
import { AnalyzeItemRequestSchema, type AnalyzeItemRequest, type ItemAnalysisResult } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/ai/analyze-item ────────────────────────────────────────────────
export const analyzeItemInputSchema = AnalyzeItemRequestSchema;

/** imageBase64 is sent without the data: prefix (spec section 5). */
export const analyzeItem = (input: AnalyzeItemRequest): Promise<ItemAnalysisResult> => apiJson<ItemAnalysisResult>('POST', '/api/ai/analyze-item', input);

export function useAnalyzeItem(options: { onSuccess?: (result: ItemAnalysisResult) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: analyzeItem, ...options });
}
