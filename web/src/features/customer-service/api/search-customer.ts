import { useMutation } from '@tanstack/react-query';
import type { AgentTrackingResult, CustomerProfile } from '@waypost/contracts';
import { apiJson } from '@/lib/api-client';

// ── GET /api/crm/customers/search?email= and GET /api/tracking/customer/{email}/{shipmentId or tracking number} ──
// Both run on demand (a button), so they are mutations of the view state rather than cached queries.
export const searchCustomer = (email: string) => apiJson<CustomerProfile>('GET', `/api/crm/customers/search?email=${encodeURIComponent(email.trim())}`);

export const trackForCustomer = (email: string, reference: string) =>
  apiJson<AgentTrackingResult>('GET', `/api/tracking/customer/${encodeURIComponent(email.trim())}/${encodeURIComponent(reference.trim())}`);

export const useSearchCustomer = (options: { onError?: (error: Error) => void } = {}) => useMutation({ mutationFn: searchCustomer, onError: options.onError });

export const useTrackForCustomer = () => useMutation({ mutationFn: ({ email, reference }: { email: string; reference: string }) => trackForCustomer(email, reference) });
