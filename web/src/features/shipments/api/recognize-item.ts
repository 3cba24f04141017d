import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

// ── POST /api/ai/recognize (the endpoint belongs to the AI issue) ────────────
export interface ItemRecognition {
  description?: string;
  category?: string;
  estimatedWeight?: number;
  estimatedDimensions?: { length?: number; width?: number; height?: number };
  confidence?: number;
  shippingEligibility?: string;
}

/**
 * imageData is the whole data URL, as read by FileReader. A description typed before the photo goes along:
 * without a vision model the server classifies that instead.
 */
export const recognizeItem = ({ imageData, description }: { imageData: string; description?: string }): Promise<ItemRecognition> =>
  apiJson<ItemRecognition>('POST', '/api/ai/recognize', { imageData, ...(description ? { description } : {}) });

export function useRecognizeItem(options: { onSuccess?: (result: ItemRecognition) => void; onError?: (error: Error) => void }) {
  return useMutation({ mutationFn: recognizeItem, ...options });
}
