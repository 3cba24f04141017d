import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/webhooks/endpoints/{id}/deliveries: the delivery log (refreshed while open) ──
export const getWebhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/webhooks/endpoints', id, 'deliveries'],
    queryFn: () => apiJson<WebhookDelivery[]>('GET', `/api/webhooks/endpoints/${encodeURIComponent(id)}/deliveries?limit=100`),
    refetchInterval: 5000,
  });
export const useWebhookDeliveries = (id: string) => useQuery(getWebhookDeliveriesQueryOptions(id));
