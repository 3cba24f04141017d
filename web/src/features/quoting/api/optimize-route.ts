import { useMutation } from '@tanstack/react-query';
import { OptimizeRouteRequestSchema, type OptimizeRouteRequest, type OptimizeRouteResponse } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/ai/optimize-route ──────────────────────────────────────────────
export const optimizeRouteInputSchema = OptimizeRouteRequestSchema;
export type OptimizeRouteInput = OptimizeRouteRequest;

export const optimizeRoute = (input: OptimizeRouteInput): Promise<OptimizeRouteResponse> => apiJson<OptimizeRouteResponse>('POST', '/api/ai/optimize-route', input);

export function useOptimizeRoute({ onSuccess, onError }: { onSuccess?: (answer: OptimizeRouteResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: optimizeRoute, onSuccess, onError });
}
