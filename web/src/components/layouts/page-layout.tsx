import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { TopBar, type DashboardNavigation } from './top-bar';
import { VerifyEmailBanner } from './verify-email-banner';

/** Skip link + top bar + the page's single <main> landmark. */
export function PageLayout({ children, dashboard, title }: { children: ReactNode; dashboard?: DashboardNavigation; title?: string }) {
  useDocumentTitle(title);
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <TopBar dashboard={dashboard} />
      <main id="main-content" tabIndex={-1} className="page-main">
        <VerifyEmailBanner />
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>© Waypost. Global shipping with AI assistance.</p>
        </div>
      </footer>
    </>
  );
}

/** The honest page shown where a screen of a later issue will go. */
export function UnderConstructionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageLayout title={title}>
      <div className="container page-section">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">This screen is being built.</p>
        {children}
      </div>
    </PageLayout>
  );
}
