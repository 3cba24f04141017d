import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLayout } from '@/components/layouts/page-layout';
import { Badge } from '@/components/ui/badge';
import { CheckCircleIcon } from '@/components/ui/icons';
import { QuickModes, SettingsGroups } from './accessibility-settings';

const BROWSERS = ['Chrome 90+', 'Firefox 88+', 'Safari 14+', 'Edge 90+', 'Mobile versions of these browsers'];

/** /accessibility: the Accessibility Center (spec section 2). */
export function AccessibilityPage() {
  return (
    <PageLayout title="Accessibility Center">
      <div className="container page-section a11y-page">
        <p>
          <Link to={paths.home.getHref()} className="back-link">
            <span aria-hidden="true">← </span>Back to home
          </Link>
        </p>
        <header className="stack a11y-header">
          <h1 className="page-title">Accessibility Center</h1>
          <ul className="a11y-badges" aria-label="Compliance">
            <li>
              <Badge tone="success">
                <CheckCircleIcon width={14} height={14} aria-hidden="true" /> WCAG 2.1 AA
              </Badge>
            </li>
            <li>
              <Badge tone="info">
                <CheckCircleIcon width={14} height={14} aria-hidden="true" /> EEA compliance
              </Badge>
            </li>
          </ul>
          <p className="page-lead">
            Waypost is committed to being usable by everyone. We build to the Web Content Accessibility Guidelines (WCAG) 2.1 level AA and the European Accessibility Act, test
            every screen with automated checks, keyboard-only use and screen readers, and fix reported barriers as a priority.
          </p>
        </header>

        <div className="a11y-layout">
          <div className="stack">
            <QuickModes />
            <section aria-labelledby="settings-title" className="stack">
              <h2 id="settings-title" className="section-title">
                Settings
              </h2>
              <p className="muted">Saved on this device and applied to every page.</p>
              <SettingsGroups />
            </section>
          </div>
          <aside className="stack" aria-label="Accessibility support">
            <section id="support" className="card" aria-labelledby="support-title">
              <h2 id="support-title" className="card-title">
                Accessibility support
              </h2>
              <p className="card-description">Found a barrier or need content in another format? Write to our accessibility team through Support: we respond within 24 hours.</p>
            </section>
            <section className="card" aria-labelledby="browsers-title">
              <h2 id="browsers-title" className="card-title">
                Supported browsers
              </h2>
              <ul className="a11y-browsers">
                {BROWSERS.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </div>
    </PageLayout>
  );
}
