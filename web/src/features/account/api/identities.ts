import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountIdentities } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/auth/identities: the single sign-on identities linked to the signed-in account ──
export const getIdentitiesQueryOptions = () => queryOptions({ queryKey: ['/api/auth/identities'], queryFn: () => apiJson<AccountIdentities>('GET', '/api/auth/identities') });
export const useIdentities = () => useQuery(getIdentitiesQueryOptions());
