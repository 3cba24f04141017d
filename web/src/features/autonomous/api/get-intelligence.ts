import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutonomyIntelligence } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/autonomous/intelligence, polled every 30 s (spec sections 4, 7, 9) ──
export const INTELLIGENCE_REFRESH_MS = 30_000;

export const getIntelligenceQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/autonomous/intelligence'],
    queryFn: () => apiJson<AutonomyIntelligence>('GET', '/api/autonomous/intelligence'),
  });

export const useIntelligence = () => useQuery({ ...getIntelligenceQueryOptions(), refetchInterval: INTELLIGENCE_REFRESH_MS });
