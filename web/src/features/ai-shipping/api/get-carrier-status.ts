import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierStatus } from '@waypost/contracts';

// ── GET /api/carriers/status (which AI and carrier integrations are configured) ──
export const carrierStatusQueryOptions = () => queryOptions<CarrierStatus | null>({ queryKey: ['/api/carriers/status'] });

export const useCarrierStatus = () => useQuery(carrierStatusQueryOptions());
