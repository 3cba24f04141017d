import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';
import { EarlyAccessForm } from './early-access-form';

export const PLATFORM_PROGRESS_PERCENT = 95;

// Figures stay as written; their labels are messages (early-access.json, preLaunch).
const HIGHLIGHTS = [
  { figure: '30-40%', labelKey: 'preLaunch.highlights.savings' },
  { figure: '40+', labelKey: 'preLaunch.highlights.carriers' },
  { figure: '190+', labelKey: 'preLaunch.highlights.countries' },
  { figure: '20', labelKey: 'preLaunch.highlights.languages' },
] as const;

const PILLARS = [
  { id: 'multiCarrier', titleKey: 'preLaunch.pillars.multiCarrier.title', textKey: 'preLaunch.pillars.multiCarrier.text' },
  { id: 'autonomous', titleKey: 'preLaunch.pillars.autonomous.title', textKey: 'preLaunch.pillars.autonomous.text' },
  { id: 'compliance', titleKey: 'preLaunch.pillars.compliance.title', textKey: 'preLaunch.pillars.compliance.text' },
] as const;

/** Coming-soon page for signed-out visitors while production mode is off. */
export function PreLaunchPage() {
  const { t } = useTranslation('early-access');
  return (
    <PageLayout title={t('preLaunch.documentTitle')}>
      <section className="hero" aria-labelledby="prelaunch-title">
        <div className="container hero-inner">
          <p className="eyebrow">{t('preLaunch.eyebrow')}</p>
          <h1 id="prelaunch-title" className="hero-title">
            {t('preLaunch.title')}
          </h1>
          <p className="hero-lead">{t('preLaunch.lead')}</p>
          <div className="launch-progress">
            <div className="launch-progress-label">
              <span>{t('preLaunch.progressLabel')}</span>
              <span aria-hidden="true">{PLATFORM_PROGRESS_PERCENT}%</span>
            </div>
            <ProgressBar value={PLATFORM_PROGRESS_PERCENT} label={t('preLaunch.progressLabel')} />
          </div>
          <ul className="stat-row" aria-label={t('preLaunch.highlights.label')}>
            {HIGHLIGHTS.map((h) => (
              <li key={h.labelKey} className="stat">
                <span className="stat-figure">{h.figure}</span>
                <span className="stat-label">{t(h.labelKey)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container split">
        <section aria-labelledby="pillars-title" className="stack">
          <h2 id="pillars-title" className="section-title">
            {t('preLaunch.pillars.title')}
          </h2>
          <ul className="feature-list">
            {PILLARS.map((p) => (
              <li key={p.id}>
                <h3 className="feature-title">{t(p.titleKey)}</h3>
                <p>{t(p.textKey)}</p>
              </li>
            ))}
          </ul>
          <p id="partners" className="muted">
            {t('preLaunch.partners')}
          </p>
        </section>
        <Card aria-labelledby="early-access-title">
          <h2 id="early-access-title" className="card-title">
            {t('preLaunch.requestCard.title')}
          </h2>
          <p className="card-description">{t('preLaunch.requestCard.description')}</p>
          <EarlyAccessForm />
        </Card>
      </div>
    </PageLayout>
  );
}
