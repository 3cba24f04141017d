import { useMutation } from '@tanstack/react-query';
import { ChatRequestSchema, type ChatRequest, type ChatResponse } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/ai/chat ────────────────────────────────────────────────────────
export const sendChatMessageInputSchema = ChatRequestSchema;

export const sendChatMessage = (input: ChatRequest): Promise<ChatResponse> => apiJson<ChatResponse>('POST', '/api/ai/chat', input);

export function useSendChatMessage(options: { onSuccess?: (reply: ChatResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: sendChatMessage, ...options });
}
