import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformConfig } from '@waypost/contracts';

// ── GET /api/platform/config, polled every 60 s (spec section 9) ─────────────
export const PLATFORM_CONFIG_REFRESH_MS = 60_000;

export const platformConfigQueryOptions = () =>
  queryOptions<PlatformConfig>({
    queryKey: ['/api/platform/config'],
    refetchInterval: PLATFORM_CONFIG_REFRESH_MS,
  });

export function usePlatformConfig() {
  const query = useQuery(platformConfigQueryOptions());
  return { isProductionMode: query.data?.isProductionMode ?? false, isLoading: query.isLoading };
}
