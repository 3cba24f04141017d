import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatePurchase, ShipmentRates } from '@waypost/contracts';
import { apiJson, apiRequest } from '@/lib/api-client';
import { saveResponse } from './download-label';
import { getShipmentsQueryOptions } from './get-shipments';

// ── Rates, purchase and customs documents of one shipment (issue 24) ─────────
// POST /api/shipments/:id/rates (fresh rates once they expire), POST /api/shipments/:id/purchase {rateId},
// GET /api/shipments/:id/documents (the customs papers drawn from the declaration) and each document's PDF.

export interface ShipmentDocument {
  kind: string;
  title: string;
  contentType: string;
  href: string;
}

export const refreshRates = (shipmentId: string): Promise<ShipmentRates> => apiJson<ShipmentRates>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/rates`);

export const purchaseRate = ({ shipmentId, rateId }: { shipmentId: string; rateId: string }): Promise<RatePurchase> =>
  apiJson<RatePurchase>('POST', `/api/shipments/${encodeURIComponent(shipmentId)}/purchase`, { rateId });

export function usePurchaseRate({ onSuccess }: { onSuccess?: (purchase: RatePurchase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseRate,
    onSuccess: async (purchase) => {
      await queryClient.invalidateQueries({ queryKey: getShipmentsQueryOptions().queryKey });
      onSuccess?.(purchase);
    },
  });
}

export function useRefreshRates({ onSuccess }: { onSuccess?: (rates: ShipmentRates) => void } = {}) {
  return useMutation({ mutationFn: refreshRates, onSuccess });
}

export const shipmentDocumentsQueryKey = (shipmentId: string) => [`/api/shipments/${shipmentId}/documents`] as const;

export function useShipmentDocuments(shipmentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shipmentDocumentsQueryKey(shipmentId),
    queryFn: () => apiJson<ShipmentDocument[]>('GET', `/api/shipments/${encodeURIComponent(shipmentId)}/documents`),
    enabled,
  });
}

/** The API's file name (its base name only), else `<kind>-<tracking number>.pdf`. */
export function documentFileName(disposition: string | null, document: Pick<ShipmentDocument, 'kind'>, trackingNumber: string): string {
  return /filename="([^"/\\.][^"/\\]*)"/.exec(disposition ?? '')?.[1] ?? `${document.kind}-${trackingNumber}.pdf`;
}

export async function downloadDocument(document: ShipmentDocument, trackingNumber: string): Promise<string> {
  const response = await apiRequest('GET', document.href);
  return saveResponse(response, documentFileName(response.headers.get('content-disposition'), document, trackingNumber));
}
