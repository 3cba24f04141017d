import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── The shipper's address book as the wizard reads it: saved addresses (one the default sender) and parcel presets ──
// The keys are the paths, as the address book page's own queries use them: a change there refreshes these.

const ADDRESSES = '/api/address-book/addresses';
const PRESETS = '/api/address-book/parcel-presets';

export const getSavedAddressesQueryOptions = () => queryOptions({ queryKey: [ADDRESSES], queryFn: () => apiJson<SavedAddressView[]>('GET', ADDRESSES) });
export const getParcelPresetsQueryOptions = () => queryOptions({ queryKey: [PRESETS], queryFn: () => apiJson<ParcelPresetView[]>('GET', PRESETS) });

/** Only a shipper has an address book: for anyone else nothing is asked. */
export const useSavedAddresses = (enabled: boolean) => useQuery({ ...getSavedAddressesQueryOptions(), enabled });
export const useParcelPresets = (enabled: boolean) => useQuery({ ...getParcelPresetsQueryOptions(), enabled });
