import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePickupInput, PickupCandidates, PickupList, PickupView, SchedulePickupInput } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── /api/pickups: the shipper's carrier pickups, the shipments a new one can collect, schedule, change, cancel ──
const KEY = ['/api/pickups'] as const;

export const getPickupsQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => apiJson<PickupList>('GET', KEY[0]) });
/** The list; read again every few seconds while a pickup waits for the carrier's answer. */
export const usePickups = () =>
  useQuery({ ...getPickupsQueryOptions(), refetchInterval: (query) => (query.state.data?.pickups.some((p) => p.status === 'requested') ? 2000 : false) });

export const getPickupCandidatesQueryOptions = (carrierId: string) =>
  queryOptions({
    queryKey: [...KEY, 'candidates', carrierId],
    queryFn: () => apiJson<PickupCandidates>('GET', `/api/pickups/candidates?${new URLSearchParams({ carrierId })}`),
  });
/** The shipments a pickup of this carrier can collect; asked only once a carrier is chosen. */
export const usePickupCandidates = (carrierId: string | null) => useQuery({ ...getPickupCandidatesQueryOptions(carrierId ?? ''), enabled: carrierId !== null, retry: false });

export function useSchedulePickup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SchedulePickupInput) => apiJson<PickupView>('POST', KEY[0], input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useChangePickup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ChangePickupInput }) => apiJson<PickupView>('PUT', `${KEY[0]}/${encodeURIComponent(id)}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelPickup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<PickupView>('POST', `${KEY[0]}/${encodeURIComponent(id)}/cancel`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
