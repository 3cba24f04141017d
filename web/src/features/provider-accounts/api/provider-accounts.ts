import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedProviderId, ProviderAccountList, ProviderAccountMode, ProviderAccountView, ProviderCredentials } from '@waypost/contracts';
import { apiJson, apiRequest } from '@/lib/api-client';

// ── /api/admin/provider-accounts: list, connect, change, replace credentials, remove (admins) ──
// Credentials travel only in a mutation's body: never in a URL or a query key, and the mutations that carry them are
// dropped from TanStack's mutation cache as soon as nothing observes them (gcTime 0), so no copy outlives the form.
const KEY = ['/api/admin/provider-accounts'] as const;
const at = (key: string) => `${KEY[0]}/${encodeURIComponent(key)}`;

export const getProviderAccountsQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => apiJson<ProviderAccountList>('GET', KEY[0]) });
export const useProviderAccounts = () => useQuery(getProviderAccountsQueryOptions());

/** What the connect form sends (ConnectProviderAccount, before the server's checks). */
export interface ConnectProviderAccountBody {
  provider: ManagedProviderId;
  account: string;
  label?: string;
  mode?: ProviderAccountMode;
  baseUrl?: string;
  credentials: ProviderCredentials;
}

/** What the settings form sends (ChangeProviderAccount): baseUrl null is the provider's own host. */
export interface ChangeProviderAccountBody {
  label?: string;
  mode?: ProviderAccountMode;
  baseUrl?: string | null;
  enabled?: boolean;
}

function useAccountMutation<I, O>(fn: (input: I) => Promise<O>, options: { carriesSecrets?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }), ...(options.carriesSecrets ? { gcTime: 0 } : {}) });
}

export const useConnectProviderAccount = () =>
  useAccountMutation((body: ConnectProviderAccountBody) => apiJson<ProviderAccountView>('POST', KEY[0], body), { carriesSecrets: true });
export const useChangeProviderAccount = () =>
  useAccountMutation((input: { key: string; change: ChangeProviderAccountBody }) => apiJson<ProviderAccountView>('PUT', at(input.key), input.change));
export const useReplaceProviderCredentials = () =>
  useAccountMutation(
    (input: { key: string; credentials: ProviderCredentials }) => apiJson<ProviderAccountView>('PUT', `${at(input.key)}/credentials`, { credentials: input.credentials }),
    {
      carriesSecrets: true,
    },
  );
export const useRemoveProviderAccount = () => useAccountMutation((key: string) => apiRequest('DELETE', at(key)));
