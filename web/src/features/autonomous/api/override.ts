import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HumanOverrideSchema, type DecisionView, type HumanOverrideRequest, type OverrideView } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getIntelligenceQueryOptions } from './get-intelligence';

// ── POST /api/autonomous/override (success refreshes the intelligence, spec section 4); decisions and overrides ──
export { HumanOverrideSchema };

export const getDecisionsQueryOptions = () => queryOptions({ queryKey: ['/api/autonomous/decisions'], queryFn: () => apiJson<DecisionView[]>('GET', '/api/autonomous/decisions') });
export const useDecisions = () => useQuery({ ...getDecisionsQueryOptions(), refetchInterval: 30_000 });

export const getOverridesQueryOptions = () => queryOptions({ queryKey: ['/api/autonomous/overrides'], queryFn: () => apiJson<OverrideView[]>('GET', '/api/autonomous/overrides') });
export const useOverrides = () => useQuery(getOverridesQueryOptions());

export function useHumanOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HumanOverrideRequest) => apiJson<{ overrideId: string; changed: string }>('POST', '/api/autonomous/override', input),
    onSuccess: () => {
      // Spec section 4: a successful override refreshes the intelligence (now, and again once the read models caught up).
      const refresh = () => {
        void client.invalidateQueries({ queryKey: getIntelligenceQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: getDecisionsQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: getOverridesQueryOptions().queryKey });
      };
      refresh();
      setTimeout(refresh, 1_500);
    },
  });
}
