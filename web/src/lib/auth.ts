import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@waypost/contracts';
import { paths } from '@/config/paths';
import { getQueryFn } from './api-client';

// ── Current user: GET /api/auth/user (401 means signed out, not an error) ────
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useUser() {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** Sends the browser to the server's sign-in page (a navigation, not a fetch), coming back here after. */
export function redirectToSignIn(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(paths.auth.login.getHref(undefined, here));
}
