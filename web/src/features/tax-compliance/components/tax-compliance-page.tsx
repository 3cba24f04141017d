import { UnderConstructionPage } from '@/components/layouts/page-layout';

// Placeholder until its own issue lands: replace this file with the real screen.
export function TaxCompliancePage() {
  return <UnderConstructionPage title="Tax Compliance Center" />;
}
