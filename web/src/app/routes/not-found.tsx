import { Link } from 'react-router-dom';
import { MESSAGES } from '@waypost/contracts';
import { paths } from '@/config/paths';
import { PageLayout } from '@/components/layouts/page-layout';

export function NotFoundRoute() {
  return (
    <PageLayout title={MESSAGES.notFoundTitle}>
      <div className="container page-section narrow">
        <div className="card">
          <h1 className="page-title">{MESSAGES.notFoundTitle}</h1>
          <p>{MESSAGES.notFoundText}</p>
          <p>
            <Link to={paths.home.getHref()}>Go to the home page</Link>
          </p>
        </div>
      </div>
    </PageLayout>
  );
}
