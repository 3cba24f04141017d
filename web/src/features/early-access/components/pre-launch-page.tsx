import { PageLayout } from '@/components/layouts/page-layout';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';
import { EarlyAccessForm } from './early-access-form';

export const PLATFORM_PROGRESS_PERCENT = 95;

const HIGHLIGHTS = [
  { figure: '30-40%', label: 'average cost savings' },
  { figure: '40+', label: 'carriers integrated' },
  { figure: '190+', label: 'countries covered' },
  { figure: '20', label: 'languages' },
];

const PILLARS = [
  { title: 'Multi-carrier integration', text: 'Compare and book 40+ carriers from one place.' },
  { title: 'Autonomous operations', text: 'AI predicts disruptions with 89% accuracy and reroutes before delays happen.' },
  { title: 'Global compliance engine', text: 'Customs, VAT and duties checked before you ship. ISO 9001, ISO 27001 and GDPR compliant.' },
];

/** Coming-soon page for signed-out visitors while production mode is off. */
export function PreLaunchPage() {
  return (
    <PageLayout title="Early Access">
      <section className="hero" aria-labelledby="prelaunch-title">
        <div className="container hero-inner">
          <p className="eyebrow">Coming soon</p>
          <h1 id="prelaunch-title" className="hero-title">
            The AI logistics platform for global shipping
          </h1>
          <p className="hero-lead">Waypost brings quotes, customs and tracking for 190+ countries into one intelligent platform. Be among the first to ship with it.</p>
          <div className="launch-progress">
            <div className="launch-progress-label">
              <span>Platform completion</span>
              <span aria-hidden="true">{PLATFORM_PROGRESS_PERCENT}%</span>
            </div>
            <ProgressBar value={PLATFORM_PROGRESS_PERCENT} label="Platform completion" />
          </div>
          <ul className="stat-row" aria-label="Highlights">
            {HIGHLIGHTS.map((h) => (
              <li key={h.label} className="stat">
                <span className="stat-figure">{h.figure}</span>
                <span className="stat-label">{h.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container split">
        <section aria-labelledby="pillars-title" className="stack">
          <h2 id="pillars-title" className="section-title">
            What you get at launch
          </h2>
          <ul className="feature-list">
            {PILLARS.map((p) => (
              <li key={p.title}>
                <h3 className="feature-title">{p.title}</h3>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
          <p id="partners" className="muted">
            Carriers and logistics partners: tell us about your network in the form and our partnerships team will reach out.
          </p>
        </section>
        <Card aria-labelledby="early-access-title">
          <h2 id="early-access-title" className="card-title">
            Request early access
          </h2>
          <p className="card-description">Join the early-access list and we will contact you before launch.</p>
          <EarlyAccessForm />
        </Card>
      </div>
    </PageLayout>
  );
}
