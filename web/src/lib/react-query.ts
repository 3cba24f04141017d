import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

// Spec section 4: no automatic refetching (only the polled queries opt in),
// no retries, and mutations never retry.
export const queryConfig = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
