import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_CONSTANTS, type CrmDashboard } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/crm/dashboard, polled every 30 s (spec section 9) ───────────────
export const getCrmDashboardQueryOptions = () => queryOptions({ queryKey: ['/api/crm/dashboard'], queryFn: () => apiJson<CrmDashboard>('GET', '/api/crm/dashboard') });

export const useCrmDashboard = ({ enabled }: { enabled: boolean }) => useQuery({ ...getCrmDashboardQueryOptions(), enabled, refetchInterval: ADMIN_CONSTANTS.crmRefreshMs });
