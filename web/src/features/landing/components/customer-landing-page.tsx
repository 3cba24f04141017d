import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageLayout } from '@/components/layouts/page-layout';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RouteIcon, ShieldIcon, SparklesIcon } from '@/components/ui/icons';

const FEATURES = [
  { id: 'itemRecognition', Icon: SparklesIcon, titleKey: 'features.itemRecognition.title', textKey: 'features.itemRecognition.text' },
  { id: 'routeOptimization', Icon: RouteIcon, titleKey: 'features.routeOptimization.title', textKey: 'features.routeOptimization.text' },
  { id: 'customs', Icon: ShieldIcon, titleKey: 'features.customs.title', textKey: 'features.customs.text' },
] as const;

/**
 * Landing page for signed-out visitors in production mode.
 * Slots: `quoteFormSlot` (the instant quote form) and `tourSlot` (the 'Take Platform Tour'
 * button and tour modal) belong to the quoting and tour work; the route fills them.
 */
export function CustomerLandingPage({ quoteFormSlot, tourSlot }: { quoteFormSlot?: ReactNode; tourSlot?: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <PageLayout title={t('documentTitle')}>
      <section className="hero" aria-labelledby="landing-title">
        <div className="container hero-inner">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="landing-title" className="hero-title">
            {t('hero.title')}
          </h1>
          <p className="hero-lead">{t('hero.lead')}</p>
          <div className="hero-actions">
            <ButtonLink href={paths.auth.login.getHref()} size="lg">
              {t('hero.startShipping')}
            </ButtonLink>
            {tourSlot}
          </div>
        </div>
      </section>

      <div className="container page-section">
        <section aria-labelledby="audience-title">
          <h2 id="audience-title" className="section-title">
            {t('audience.title')}
          </h2>
          <div className="card-grid-2">
            <Card aria-labelledby="business-title" className="audience-card">
              <h3 id="business-title" className="card-title">
                {t('audience.business.title')}
              </h3>
              <p>{t('audience.business.text')}</p>
              <ButtonLink href={paths.auth.login.getHref('business')} aria-describedby="business-title">
                {t('audience.business.continue')}
              </ButtonLink>
            </Card>
            <Card aria-labelledby="personal-title" className="audience-card">
              <h3 id="personal-title" className="card-title">
                {t('audience.personal.title')}
              </h3>
              <p>{t('audience.personal.text')}</p>
              <ButtonLink href={paths.auth.login.getHref('private')} variant="secondary" aria-describedby="personal-title">
                {t('audience.personal.continue')}
              </ButtonLink>
            </Card>
          </div>
        </section>

        {/* A plain wrapper: the slot brings its own labelled region. */}
        <div className="page-section stack">
          <h2 className="section-title">{t('instantQuote.title')}</h2>
          {quoteFormSlot ?? <p className="muted">{t('instantQuote.comingSoon')}</p>}
        </div>

        <section aria-labelledby="features-title" className="page-section">
          <h2 id="features-title" className="section-title">
            {t('features.title')}
          </h2>
          <ul className="card-grid-3">
            {FEATURES.map(({ id, Icon, titleKey, textKey }) => (
              <li key={id} className="card feature-card">
                <span className="feature-icon">
                  <Icon width={24} height={24} />
                </span>
                <h3 className="feature-title">{t(titleKey)}</h3>
                <p>{t(textKey)}</p>
              </li>
            ))}
          </ul>
        </section>

        <p id="partners" className="muted page-section">
          {t('partners')}
        </p>
      </div>
    </PageLayout>
  );
}
