import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CRISIS_DEFAULT_SEVERITY, type CrisisType, type CrisisView } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';
import { getIntelligenceQueryOptions } from './get-intelligence';

// ── Crisis protocols: GET /api/autonomous/crisis, POST …/crisis, POST …/crisis/{id}/resolve ──
const READ_MODEL_SETTLE_MS = 1_500;
export const getCrisesQueryOptions = () => queryOptions({ queryKey: ['/api/autonomous/crisis'], queryFn: () => apiJson<CrisisView[]>('GET', '/api/autonomous/crisis') });
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
    onSuccess: ({ crisis }) => {
      // Read your write: the list is a read model that may lag a moment behind the command.
      client.setQueryData<CrisisView[]>(getCrisesQueryOptions().queryKey, (list = []) => [crisis, ...list.filter((c) => c.id !== crisis.id)]);
      refreshSoon(client);
    },
  });
}

/** Refetch now for the intelligence, and once more shortly after, when the read models have caught up. */
function refreshSoon(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: getIntelligenceQueryOptions().queryKey });
  setTimeout(() => {
    void client.invalidateQueries({ queryKey: getCrisesQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: getIntelligenceQueryOptions().queryKey });
  }, READ_MODEL_SETTLE_MS);
}

export function useResolveCrisis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('POST', `/api/autonomous/crisis/${encodeURIComponent(id)}/resolve`, {}),
    onSuccess: ({ id }) => {
      const resolvedAt = new Date().toISOString();
      client.setQueryData<CrisisView[]>(getCrisesQueryOptions().queryKey, (list = []) => list.map((c) => (c.id === id ? { ...c, status: 'resolved', resolvedAt } : c)));
      refreshSoon(client);
    },
  });
}
