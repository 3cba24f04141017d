import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookEndpointInput, ReplayWebhookInput, WebhookEndpointView, WebhookEndpointWithSecret } from '@waypost/contracts';
import { apiJson, apiRequest } from '@/lib/api-client';

// ── /api/webhooks/endpoints: list, create (secret shown once), enable/disable, delete, test, replay ──
const KEY = ['/api/webhooks/endpoints'] as const;
const at = (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}`;

export const getWebhookEndpointsQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => apiJson<WebhookEndpointView[]>('GET', KEY[0]) });
export const useWebhookEndpoints = () => useQuery(getWebhookEndpointsQueryOptions());

function useEndpointMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateWebhookEndpoint = () =>
  useEndpointMutation((input: Pick<CreateWebhookEndpointInput, 'url' | 'eventTypes'> & { description?: string }) => apiJson<WebhookEndpointWithSecret>('POST', KEY[0], input));
export const useSetWebhookEnabled = () => useEndpointMutation((input: { id: string; enabled: boolean }) => apiJson('PUT', at(input.id), { enabled: input.enabled }));
export const useDeleteWebhookEndpoint = () => useEndpointMutation((id: string) => apiRequest('DELETE', at(id)));
export const useRotateWebhookSecret = () => useEndpointMutation((id: string) => apiJson<WebhookEndpointWithSecret>('POST', `${at(id)}/rotate-secret`));
export const useTestWebhookEndpoint = () => useEndpointMutation((id: string) => apiJson<{ webhookId: string }>('POST', `${at(id)}/test`));
export const useReplayWebhookEndpoint = () =>
  useEndpointMutation((input: { id: string } & ReplayWebhookInput) =>
    apiJson<{ replayId: string }>('POST', `${at(input.id)}/replay`, { fromPosition: input.fromPosition, fromDate: input.fromDate }),
  );
