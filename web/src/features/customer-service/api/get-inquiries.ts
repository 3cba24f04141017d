import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_CONSTANTS, type Inquiry, type InquirySummary } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/crm/inquiries (list) and GET /api/crm/inquiries/{id} ────────────
export const getInquiriesQueryOptions = () => queryOptions({ queryKey: ['/api/crm/inquiries'], queryFn: () => apiJson<InquirySummary[]>('GET', '/api/crm/inquiries') });

export const useInquiries = ({ enabled }: { enabled: boolean }) => useQuery({ ...getInquiriesQueryOptions(), enabled, refetchInterval: ADMIN_CONSTANTS.crmRefreshMs });

export const getInquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/crm/inquiries', id], queryFn: () => apiJson<Inquiry>('GET', `/api/crm/inquiries/${encodeURIComponent(id)}`) });

export const useInquiry = (id: string | null) => useQuery({ ...getInquiryQueryOptions(id ?? ''), enabled: id !== null });
