import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { PageLayout } from '@/components/layouts/page-layout';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RouteIcon, ShieldIcon, SparklesIcon } from '@/components/ui/icons';

const FEATURES = [
  { Icon: SparklesIcon, title: 'AI Item Recognition', text: 'Snap a photo: we fill in the description, weight and dimensions for you.' },
  { Icon: RouteIcon, title: 'Smart Route Optimization', text: 'Compare 40+ carriers and save 30-42% with AI-picked routes.' },
  { Icon: ShieldIcon, title: 'Customs Compliance', text: 'Documents, restrictions and duties for 190+ countries, checked before you ship.' },
];

/**
 * Landing page for signed-out visitors in production mode.
 * Slots: `quoteFormSlot` (the instant quote form) and `tourSlot` (the 'Take Platform Tour'
 * button and tour modal) belong to the quoting and tour work; the route fills them.
 */
export function CustomerLandingPage({ quoteFormSlot, tourSlot }: { quoteFormSlot?: ReactNode; tourSlot?: ReactNode }) {
  return (
    <PageLayout title="Ship Anywhere">
      <section className="hero" aria-labelledby="landing-title">
        <div className="container hero-inner">
          <p className="eyebrow">Global shipping, made simple</p>
          <h1 id="landing-title" className="hero-title">
            Ship anywhere with AI on your side
          </h1>
          <p className="hero-lead">Instant quotes from 40+ carriers, customs help for 190+ countries and tracking in one place. Save 30-42% on every shipment.</p>
          <div className="hero-actions">
            <ButtonLink href={paths.auth.login.getHref()} size="lg">
              Start Shipping Now
            </ButtonLink>
            {tourSlot}
          </div>
        </div>
      </section>

      <div className="container page-section">
        <section aria-labelledby="audience-title">
          <h2 id="audience-title" className="section-title">
            Choose how you ship
          </h2>
          <div className="card-grid-2">
            <Card aria-labelledby="business-title" className="audience-card">
              <h3 id="business-title" className="card-title">
                Business
              </h3>
              <p>Bulk shipping, API integration, analytics and dedicated support for your team.</p>
              <ButtonLink href={paths.auth.login.getHref('business')} aria-describedby="business-title">
                Continue as Business
              </ButtonLink>
            </Card>
            <Card aria-labelledby="personal-title" className="audience-card">
              <h3 id="personal-title" className="card-title">
                Personal
              </h3>
              <p>Photo item recognition, simple pricing, tracking and customs help for your parcels.</p>
              <ButtonLink href={paths.auth.login.getHref('private')} variant="secondary" aria-describedby="personal-title">
                Continue as Personal
              </ButtonLink>
            </Card>
          </div>
        </section>

        {/* A plain wrapper: the slot brings its own labelled region. */}
        <div className="page-section stack">
          <h2 className="section-title">Instant quote</h2>
          {quoteFormSlot ?? <p className="muted">Instant quotes are coming soon. Sign in to create a shipment today.</p>}
        </div>

        <section aria-labelledby="features-title" className="page-section">
          <h2 id="features-title" className="section-title">
            Why Waypost
          </h2>
          <ul className="card-grid-3">
            {FEATURES.map(({ Icon, title, text }) => (
              <li key={title} className="card feature-card">
                <span className="feature-icon">
                  <Icon width={24} height={24} />
                </span>
                <h3 className="feature-title">{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <p id="partners" className="muted page-section">
          Carriers and logistics partners: we integrate new networks every month. Sign in as a business to talk to our partnerships team.
        </p>
      </div>
    </PageLayout>
  );
}
