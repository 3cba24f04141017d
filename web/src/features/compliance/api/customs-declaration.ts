import { useMutation } from '@tanstack/react-query';
import type { CustomsDeclarationRequest, CustomsDeclarationResult } from '@waypost/contracts';
import { apiJson, apiRequest } from '@/lib/api-client';

// ── POST /api/customs/declaration and its PDF (commercial invoice + CN22/CN23) ─
export const generateDeclaration = (input: CustomsDeclarationRequest): Promise<CustomsDeclarationResult> =>
  apiJson<CustomsDeclarationResult>('POST', '/api/customs/declaration', input);

export function useGenerateDeclaration(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: generateDeclaration, ...options });
}

/** Fetches the PDF and hands it to the browser as a download. */
export async function downloadDeclarationPdf(input: CustomsDeclarationRequest): Promise<void> {
  const response = await apiRequest('POST', '/api/customs/declaration/pdf', input);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'customs-declaration.pdf';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadDeclarationPdf(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: downloadDeclarationPdf, ...options });
}
