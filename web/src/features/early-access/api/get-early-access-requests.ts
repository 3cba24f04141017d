import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyAccessEntry } from '@waypost/contracts';

// ── GET /api/admin/early-access (admins) ─────────────────────────────────────
export const earlyAccessRequestsQueryOptions = () => queryOptions<EarlyAccessEntry[]>({ queryKey: ['/api/admin/early-access'] });

export function useEarlyAccessRequests() {
  return useQuery(earlyAccessRequestsQueryOptions());
}
