import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OpenOwnInquirySchema, type CreatedInquiry, type Inquiry, type InquirySummary, type OpenOwnInquiryRequest } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── The shipper's own inquiries: GET/POST /api/inquiries, GET /api/inquiries/{id}, replies ──
export const openOwnInquiryInputSchema = OpenOwnInquirySchema;

export const getMyInquiriesQueryOptions = () => queryOptions({ queryKey: ['/api/inquiries'], queryFn: () => apiJson<InquirySummary[]>('GET', '/api/inquiries') });
export const useMyInquiries = ({ enabled }: { enabled: boolean }) => useQuery({ ...getMyInquiriesQueryOptions(), enabled });

export const useMyInquiry = (id: string | null) =>
  useQuery({ queryKey: ['/api/inquiries', id ?? ''], queryFn: () => apiJson<Inquiry>('GET', `/api/inquiries/${encodeURIComponent(id ?? '')}`), enabled: id !== null });

export function useOpenOwnInquiry(options: { onSuccess?: (created: CreatedInquiry) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenOwnInquiryRequest) => apiJson<CreatedInquiry>('POST', '/api/inquiries', input),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['/api/inquiries'] });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['/api/inquiries'] }), 700);
      options.onSuccess?.(created);
    },
    onError: options.onError,
  });
}

export function useReplyToInquiry(id: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => apiJson('POST', `/api/inquiries/${encodeURIComponent(id)}/replies`, { message }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/api/inquiries'] });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['/api/inquiries'] }), 700);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
