import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { saveResponse } from './download-label';
import { getShipmentsQueryOptions } from './get-shipments';

// ── GET /api/shipments/:id/documents: the customs documents drawn from the shipment (none without customs) ──

export interface ShipmentDocument {
  kind: string;
  title: string;
  contentType: string;
  href: string;
}

/** GET /api/shipments/:id/documents/:kind, a PDF the browser saves (the session cookie goes with it). */
export const documentUrl = (shipmentId: string, kind: string): string => `/api/shipments/${encodeURIComponent(shipmentId)}/documents/${encodeURIComponent(kind)}`;

export const getShipmentDocuments = (shipmentId: string): Promise<ShipmentDocument[]> =>
  apiJson<ShipmentDocument[]>('GET', `/api/shipments/${encodeURIComponent(shipmentId)}/documents`);

export const getShipmentDocumentsQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: [...getShipmentsQueryOptions().queryKey, shipmentId, 'documents'],
    queryFn: () => getShipmentDocuments(shipmentId),
    staleTime: 60_000,
  });

export function useShipmentDocuments(shipmentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getShipmentDocumentsQueryOptions(shipmentId), enabled });
}

/** The API's file name (its base name only), else `<kind>-<tracking number>.pdf`. */
export function documentFileName(disposition: string | null, document: Pick<ShipmentDocument, 'kind'>, trackingNumber: string): string {
  return /filename="([^"/\\.][^"/\\]*)"/.exec(disposition ?? '')?.[1] ?? `${document.kind}-${trackingNumber}.pdf`;
}

/** Downloads one document through the API client (the wizard's buttons): the saved file's name. */
export async function downloadDocument(document: ShipmentDocument, trackingNumber: string): Promise<string> {
  const response = await apiRequest('GET', document.href);
  return saveResponse(response, documentFileName(response.headers.get('content-disposition'), document, trackingNumber));
}
