import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, Page, Role } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/admin/users?q=&paged=true (pages of 100, newest first), PUT /api/admin/users/{id}/role ──
export const ADMIN_USERS_PAGE_SIZE = 100;

export const getAdminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/users', q],
    queryFn: ({ pageParam }) =>
      apiJson<Page<AdminUserRow>>(
        'GET',
        `/api/admin/users?${new URLSearchParams({ ...(q ? { q } : {}), paged: 'true', limit: String(ADMIN_USERS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** The loaded pages' accounts, and how to load the next page. */
export function useAdminUsers(q: string) {
  const query = useInfiniteQuery(getAdminUsersQueryOptions(q));
  return { ...query, data: query.data?.pages.flatMap((p) => p.data) };
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; role: Role }) =>
      apiJson<{ id: string; role: Role; previousRole: Role; changed: boolean }>('PUT', `/api/admin/users/${encodeURIComponent(input.id)}/role`, { role: input.role }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/users'] }),
  });
}
