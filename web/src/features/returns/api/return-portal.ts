import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateReturnSchema, type CreateReturnInput, type ReturnPortalView } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── /api/returns/portal/:token: the public return portal (issue 28 item 2) ──
const path = (token: string) => `/api/returns/portal/${encodeURIComponent(token)}`;

export const getReturnPortalQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/returns/portal', token], queryFn: () => apiJson<ReturnPortalView>('GET', path(token)), retry: false });
export const useReturnPortal = (token: string) => useQuery(getReturnPortalQueryOptions(token));

export const requestPortalReturnInputSchema = CreateReturnSchema;

/** The customer's request; the portal is read again (it then names the return). */
export function useRequestPortalReturn(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnInput) => apiJson<{ returnTrackingNumber: string }>('POST', path(token), requestPortalReturnInputSchema.parse(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: getReturnPortalQueryOptions(token).queryKey }),
  });
}
