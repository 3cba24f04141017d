import { useState } from 'react';
import type { ItemAnalysisResult } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { RouteAndRatesCard } from '@/features/quoting/components/route-and-rates-card';
import { ItemAnalysisCard } from '@/features/ai-shipping/components/item-analysis-card';
import { PlatformStatusCard } from '@/features/ai-shipping/components/platform-status-card';
import '@/features/ai-shipping/components/ai-shipping.css';

// ── /ai-shipping: platform status, item recognition, route and rates (spec section 2) ──
// A route composes two features: ai-shipping's cards and quoting's route card, which gets the item analysis
// (rates need one first).

export function AiShippingPage() {
  const [analysis, setAnalysis] = useState<ItemAnalysisResult | null>(null);
  return (
    <PageLayout title="AI Shipping">
      <div className="container page-section">
        <h1 className="page-title">AI Shipping</h1>
        <p className="page-lead">Let AI recognise your item, then compare real carrier rates and optimised routes.</p>
      </div>
      <div className="container ai-shipping-grid">
        <PlatformStatusCard />
        <ItemAnalysisCard analysis={analysis} onAnalysis={setAnalysis} />
        <RouteAndRatesCard analysis={analysis} />
      </div>
    </PageLayout>
  );
}
