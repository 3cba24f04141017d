import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  const [analysis, setAnalysis] = useState<ItemAnalysisResult | null>(null);
  return (
    <PageLayout title={t('aiShipping.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('aiShipping.title')}</h1>
        <p className="page-lead">{t('aiShipping.lead')}</p>
      </div>
      <div className="container ai-shipping-grid">
        <PlatformStatusCard />
        <ItemAnalysisCard analysis={analysis} onAnalysis={setAnalysis} />
        <RouteAndRatesCard analysis={analysis} />
      </div>
    </PageLayout>
  );
}
