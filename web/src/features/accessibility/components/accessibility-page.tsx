import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/components/language-select';
import { PageLayout } from '@/components/layouts/page-layout';
import { Badge } from '@/components/ui/badge';
import { CheckCircleIcon } from '@/components/ui/icons';
import { QuickModes, SettingsGroups } from './accessibility-settings';
import { DisplayPreferencesCard } from './display-preferences-card';

/** The standard's name, as written everywhere (not translated). */
const WCAG_LEVEL = 'WCAG 2.1 AA';

/** Browser names and versions stay as they are; the last line is a message. */
const BROWSERS = ['Chrome 90+', 'Firefox 88+', 'Safari 14+', 'Edge 90+'];

/** /accessibility: the Accessibility Center (spec section 2). */
export function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  return (
    <PageLayout title={t('page.documentTitle')}>
      <div className="container page-section a11y-page">
        <p>
          <Link to={paths.home.getHref()} className="back-link">
            <span aria-hidden="true">← </span>
            {t('page.backToHome')}
          </Link>
        </p>
        <header className="stack a11y-header">
          <h1 className="page-title">{t('page.title')}</h1>
          <ul className="a11y-badges" aria-label={t('page.badgesLabel')}>
            <li>
              <Badge tone="success">
                <CheckCircleIcon width={14} height={14} aria-hidden="true" /> {WCAG_LEVEL}
              </Badge>
            </li>
            <li>
              <Badge tone="info">
                <CheckCircleIcon width={14} height={14} aria-hidden="true" /> {t('page.eeaCompliance')}
              </Badge>
            </li>
          </ul>
          <p className="page-lead">{t('page.lead')}</p>
        </header>

        <div className="a11y-layout">
          <div className="stack">
            <QuickModes />
            {/* The language switcher of the top bar, here too: the heading is its visible label. */}
            <section className="card" aria-labelledby="language-title">
              <h2 id="language-title" className="card-title">
                {t('language.title')}
              </h2>
              <p className="card-description">{t('language.description')}</p>
              <LanguageSelect />
            </section>
            <DisplayPreferencesCard />
            <section aria-labelledby="settings-title" className="stack">
              <h2 id="settings-title" className="section-title">
                {t('settings.title')}
              </h2>
              <p className="muted">{t('settings.description')}</p>
              <SettingsGroups />
            </section>
          </div>
          <aside className="stack" aria-label={t('page.asideLabel')}>
            <section id="support" className="card" aria-labelledby="support-title">
              <h2 id="support-title" className="card-title">
                {t('support.title')}
              </h2>
              <p className="card-description">{t('support.description')}</p>
            </section>
            <section className="card" aria-labelledby="browsers-title">
              <h2 id="browsers-title" className="card-title">
                {t('browsers.title')}
              </h2>
              <ul className="a11y-browsers">
                {BROWSERS.map((b) => (
                  <li key={b}>{b}</li>
                ))}
                <li>{t('browsers.mobile')}</li>
              </ul>
            </section>
          </aside>
        </div>
      </div>
    </PageLayout>
  );
}
