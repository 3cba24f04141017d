import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_CONSTANTS, type AdminAnalytics, type AdminMetrics } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/admin/metrics (polled 30 s) and GET /api/admin/analytics (polled 60 s) ──
export const getAdminMetricsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/metrics'], queryFn: () => apiJson<AdminMetrics>('GET', '/api/admin/metrics') });
export const useAdminMetrics = ({ enabled }: { enabled: boolean }) => useQuery({ ...getAdminMetricsQueryOptions(), enabled, refetchInterval: ADMIN_CONSTANTS.metricsRefreshMs });

export const getAdminAnalyticsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/analytics'], queryFn: () => apiJson<AdminAnalytics>('GET', '/api/admin/analytics') });
export const useAdminAnalytics = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getAdminAnalyticsQueryOptions(), enabled, refetchInterval: ADMIN_CONSTANTS.analyticsRefreshMs });
