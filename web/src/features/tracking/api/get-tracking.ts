import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingResult } from '@waypost/contracts';

// ── GET /api/tracking/{trackingNumber}: shipment + events, never retried ─────
export const getTrackingQueryOptions = (trackingNumber: string) => queryOptions<TrackingResult>({ queryKey: ['/api/tracking', trackingNumber], retry: false });

/** Runs only for a non-empty tracking number (spec section 5). */
export function useTracking(trackingNumber: string) {
  return useQuery({ ...getTrackingQueryOptions(trackingNumber), enabled: trackingNumber.trim() !== '' });
}
