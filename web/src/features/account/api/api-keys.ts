import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateApiKeySchema, type ApiKeyInfo, type CreatedApiKey } from '@waypost/contracts';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

// ── /api/auth/keys: the signed-in account's API keys (list, create, revoke) ──
export const getApiKeysQueryOptions = () => queryOptions({ queryKey: ['/api/auth/keys'], queryFn: () => apiJson<ApiKeyInfo[]>('GET', '/api/auth/keys') });
export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

export const createApiKeyInputSchema = CreateApiKeySchema;
export type CreateApiKeyFormInput = z.input<typeof CreateApiKeySchema>;

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyFormInput) => apiJson<CreatedApiKey>('POST', '/api/auth/keys', input),
    onSuccess: () => client.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ApiKeyInfo>('DELETE', `/api/auth/keys/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}
