import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateManifestInput, ManifestList, ManifestPreview, ManifestView } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── /api/manifests: the shipper's end-of-day manifests, a preview of a new one, and creating it ──
const KEY = ['/api/manifests'] as const;

export const getManifestsQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => apiJson<ManifestList>('GET', KEY[0]) });
export const useManifests = () => useQuery(getManifestsQueryOptions());

export const getManifestPreviewQueryOptions = (input: CreateManifestInput) =>
  queryOptions({
    queryKey: [...KEY, 'preview', input.carrierId, input.shipDate],
    queryFn: () => apiJson<ManifestPreview>('GET', `/api/manifests/preview?${new URLSearchParams({ carrierId: input.carrierId, shipDate: input.shipDate })}`),
  });
/** What a manifest would list now; asked only once a carrier and date are chosen. */
export const useManifestPreview = (input: CreateManifestInput | null) =>
  useQuery({ ...getManifestPreviewQueryOptions(input ?? { carrierId: '', shipDate: '' }), enabled: input !== null, retry: false });

/** Creates the manifest (the button is disabled while it is sent); the list and previews are read again. */
export function useCreateManifest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateManifestInput) => apiJson<ManifestView>('POST', KEY[0], input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
