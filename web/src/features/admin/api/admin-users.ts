import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, Role } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/admin/users?q=, PUT /api/admin/users/{id}/role ──
export const getAdminUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', q],
    queryFn: () => apiJson<AdminUserRow[]>('GET', `/api/admin/users?${new URLSearchParams(q ? { q, limit: '200' } : { limit: '200' })}`),
  });
export const useAdminUsers = (q: string) => useQuery(getAdminUsersQueryOptions(q));

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; role: Role }) =>
      apiJson<{ id: string; role: Role; previousRole: Role; changed: boolean }>('PUT', `/api/admin/users/${encodeURIComponent(input.id)}/role`, { role: input.role }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/users'] }),
  });
}
