import type { LabelFormat, LabelSize } from '@waypost/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';

// ── GET /api/shipments/:id/label?format=&size=: the label file of a booked shipment, saved by the browser ──

export interface LabelChoice {
  id: string;
  /** Its name in the `shipments` catalogue, shown where the choice is offered. */
  labelKey: `labelDownload.formats.${'pdf4x6' | 'pdfA6' | 'zpl4x6' | 'png4x6'}`;
  format: LabelFormat;
  size: LabelSize;
}

/** What the shipments list offers: PDF in both sizes, ZPL II for thermal printers, PNG (all 4x6 except the A6 PDF). */
export const LABEL_CHOICES: readonly LabelChoice[] = [
  { id: 'pdf-4x6', labelKey: 'labelDownload.formats.pdf4x6', format: 'pdf', size: '4x6' },
  { id: 'pdf-a6', labelKey: 'labelDownload.formats.pdfA6', format: 'pdf', size: 'a6' },
  { id: 'zpl-4x6', labelKey: 'labelDownload.formats.zpl4x6', format: 'zpl', size: '4x6' },
  { id: 'png-4x6', labelKey: 'labelDownload.formats.png4x6', format: 'png', size: '4x6' },
] as const;

export const labelUrl = (shipmentId: string, choice: LabelChoice): string =>
  `/api/shipments/${encodeURIComponent(shipmentId)}/label?${new URLSearchParams({ format: choice.format, size: choice.size }).toString()}`;

/** The file name the API gives (its base name only), else one from the tracking number and the format. */
export function labelFileName(disposition: string | null, trackingNumber: string, choice: LabelChoice): string {
  const given = /filename="([^"/\\.][^"/\\]*)"/.exec(disposition ?? '')?.[1];
  return given ?? `label-${trackingNumber}${choice.size === '4x6' ? '' : `-${choice.size}`}.${choice.format}`;
}

/** The API's message of a failed download ("No carrier has booked this shipment yet…"), else the error's. */
export function labelFailure(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof body.message === 'string') return body.message;
    } catch {
      // not JSON: the status line below
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/** Hands a fetched file to the browser as a download named `name`. */
export async function saveResponse(response: Response, name: string): Promise<string> {
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = href;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    URL.revokeObjectURL(href);
  }
  return name;
}

/** Fetches the label (cookies included) and hands it to the browser as a download. */
export async function downloadLabel(shipmentId: string, trackingNumber: string, choice: LabelChoice): Promise<string> {
  const response = await apiRequest('GET', labelUrl(shipmentId, choice));
  return saveResponse(response, labelFileName(response.headers.get('content-disposition'), trackingNumber, choice));
}
