import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { TopBar, type DashboardNavigation } from './top-bar';
import { VerifyEmailBanner } from './verify-email-banner';

/** Skip link + top bar + the page's single <main> landmark. */
export function PageLayout({ children, dashboard, title }: { children: ReactNode; dashboard?: DashboardNavigation; title?: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('layout.skipToMain')}
      </a>
      <TopBar dashboard={dashboard} />
      <main id="main-content" tabIndex={-1} className="page-main">
        <VerifyEmailBanner />
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>{t('layout.footer')}</p>
        </div>
      </footer>
    </>
  );
}

/** The honest page shown where a screen of a later issue will go. */
export function UnderConstructionPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PageLayout title={title}>
      <div className="container page-section">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{t('layout.underConstruction')}</p>
        {children}
      </div>
    </PageLayout>
  );
}
