import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
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
