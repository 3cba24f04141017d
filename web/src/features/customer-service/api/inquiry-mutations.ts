import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgentResponseSchema, CreateInquirySchema, ResolveInquirySchema, type CreateInquiryRequest, type CreatedInquiry } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── POST /api/crm/inquiries, POST .../responses, PUT .../resolve ─────────────
// The spec sends a fixed agentId placeholder; the server records the signed-in agent, so none is sent here.
export const createInquiryInputSchema = CreateInquirySchema;
export const addResponseInputSchema = AgentResponseSchema;
export const resolveInquiryInputSchema = ResolveInquirySchema;

/** Read models trail a write by milliseconds: refresh now and once more shortly after. */
export const READ_MODEL_SETTLE_MS = 700;

const useRefreshDesk = () => {
  const queryClient = useQueryClient();
  return async (id?: string) => {
    const refresh = async () => {
      await queryClient.invalidateQueries({ queryKey: ['/api/crm/dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/crm/inquiries'], exact: true });
      if (id) await queryClient.invalidateQueries({ queryKey: ['/api/crm/inquiries', id] });
    };
    await refresh();
    setTimeout(() => void refresh(), READ_MODEL_SETTLE_MS);
  };
};

export function useCreateInquiry(options: { onSuccess?: (created: CreatedInquiry) => void; onError?: (error: Error) => void } = {}) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (input: CreateInquiryRequest) => apiJson<CreatedInquiry>('POST', '/api/crm/inquiries', input),
    onSuccess: async (created) => {
      await refresh();
      options.onSuccess?.(created);
    },
    onError: options.onError,
  });
}

export function useAddResponse(id: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (message: string) => apiJson('POST', `/api/crm/inquiries/${encodeURIComponent(id)}/responses`, { message, type: 'agent' }),
    onSuccess: async () => {
      await refresh(id);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

export function useResolveInquiry(id: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (resolutionNotes: string) => apiJson('PUT', `/api/crm/inquiries/${encodeURIComponent(id)}/resolve`, { resolutionNotes }),
    onSuccess: async () => {
      await refresh(id);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
