import { UnderConstructionPage } from '@/components/layouts/page-layout';

// Placeholder until its own issue lands: replace this file with the real screen.
export function AiShippingPage() {
  return <UnderConstructionPage title="AI Shipping" />;
}
