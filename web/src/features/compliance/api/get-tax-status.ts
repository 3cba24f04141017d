import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceStatusResult, TaxApiStatusResult } from '@waypost/contracts';

// ── GET /api/tax/compliance/status (signed in) and GET /api/tax/api-status ───
export const complianceStatusQueryOptions = () => queryOptions<ComplianceStatusResult>({ queryKey: ['/api/tax/compliance/status'], retry: false });
export const taxApiStatusQueryOptions = () => queryOptions<TaxApiStatusResult>({ queryKey: ['/api/tax/api-status'], retry: false });

export const useComplianceStatus = () => useQuery(complianceStatusQueryOptions());
export const useTaxApiStatus = () => useQuery(taxApiStatusQueryOptions());
