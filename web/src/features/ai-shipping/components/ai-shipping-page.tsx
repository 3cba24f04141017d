import { useState } from 'react';
import type { ItemAnalysisResult } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { RouteAndRatesCard } from '@/features/quoting/components/route-and-rates-card';
import { ItemAnalysisCard } from './item-analysis-card';
import { PlatformStatusCard } from './platform-status-card';
import './ai-shipping.css';

// ── /ai-shipping: platform status, item recognition, route and rates (spec section 2) ──
// The route card belongs to quoting; it gets the item analysis, since rates need one first.

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
