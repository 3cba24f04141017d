import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateParcelPresetInput, CreateSavedAddressInput, ParcelPresetView, SavedAddressView, UpdateParcelPresetInput, UpdateSavedAddressInput } from '@waypost/contracts';
import { apiJson, apiRequest } from '@/lib/api-client';

// ── /api/address-book: saved addresses (one the default sender) and parcel presets; list, add, change, remove ──
// The keys are the paths (the wizard's pickers read the same ones, so a change here refreshes them too).
const ADDRESSES = ['/api/address-book/addresses'] as const;
const PRESETS = ['/api/address-book/parcel-presets'] as const;
const at = (root: string, id: string) => `${root}/${encodeURIComponent(id)}`;

export const getSavedAddressesQueryOptions = () => queryOptions({ queryKey: ADDRESSES, queryFn: () => apiJson<SavedAddressView[]>('GET', ADDRESSES[0]) });
export const getParcelPresetsQueryOptions = () => queryOptions({ queryKey: PRESETS, queryFn: () => apiJson<ParcelPresetView[]>('GET', PRESETS[0]) });
export const useSavedAddresses = () => useQuery(getSavedAddressesQueryOptions());
export const useParcelPresets = () => useQuery(getParcelPresetsQueryOptions());

function useBookMutation<I, O>(key: readonly string[], fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveAddress = () =>
  useBookMutation(ADDRESSES, ({ id, ...input }: { id: string | null } & CreateSavedAddressInput & UpdateSavedAddressInput) =>
    id === null ? apiJson<SavedAddressView>('POST', ADDRESSES[0], input) : apiJson('PUT', at(ADDRESSES[0], id), input),
  );
export const useSetDefaultSender = () => useBookMutation(ADDRESSES, (id: string) => apiJson('PUT', at(ADDRESSES[0], id), { defaultSender: true }));
export const useRemoveAddress = () => useBookMutation(ADDRESSES, (id: string) => apiRequest('DELETE', at(ADDRESSES[0], id)));

export const useSavePreset = () =>
  useBookMutation(PRESETS, ({ id, ...input }: { id: string | null } & CreateParcelPresetInput & UpdateParcelPresetInput) =>
    id === null ? apiJson<ParcelPresetView>('POST', PRESETS[0], input) : apiJson('PUT', at(PRESETS[0], id), input),
  );
export const useRemovePreset = () => useBookMutation(PRESETS, (id: string) => apiRequest('DELETE', at(PRESETS[0], id)));
