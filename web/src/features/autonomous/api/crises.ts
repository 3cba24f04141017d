import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRISIS_DEFAULT_SEVERITY, type CrisisType, type CrisisView } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getIntelligenceQueryOptions } from './get-intelligence';

// ── Crisis protocols: GET /api/autonomous/crisis, POST …/crisis, POST …/crisis/{id}/resolve ──
export const getCrisesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/autonomous/crisis'], queryFn: () => apiJson<CrisisView[]>('GET', '/api/autonomous/crisis') });
export const useCrises = () => useQuery({ ...getCrisesQueryOptions(), refetchInterval: 30_000 });

/** The spec's payload: crisisType, severity by type, context.trigger 'manual_activation'; plus the carrier for an outage. */
export const crisisPayload = (crisisType: CrisisType, carrier?: string) => ({
  crisisType,
  severity: CRISIS_DEFAULT_SEVERITY[crisisType],
  context: { trigger: 'manual_activation' },
  ...(crisisType === 'carrier_outage' && carrier ? { carrier } : {}),
});

export function useActivateCrisis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { crisisType: CrisisType; carrier?: string }) =>
      apiJson<{ crisis: CrisisView; alreadyActive: boolean }>('POST', '/api/autonomous/crisis', crisisPayload(input.crisisType, input.carrier)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: getCrisesQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: getIntelligenceQueryOptions().queryKey });
    },
  });
}

export function useResolveCrisis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('POST', `/api/autonomous/crisis/${encodeURIComponent(id)}/resolve`, {}),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: getCrisesQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: getIntelligenceQueryOptions().queryKey });
    },
  });
}
