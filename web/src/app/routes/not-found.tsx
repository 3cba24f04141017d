import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageLayout } from '@/components/layouts/page-layout';

// The title and text are the English of contracts' MESSAGES.notFoundTitle and notFoundText (the spec's).
export function NotFoundRoute() {
  const { t } = useTranslation('common');
  return (
    <PageLayout title={t('notFound.title')}>
      <div className="container page-section narrow">
        <div className="card">
          <h1 className="page-title">{t('notFound.title')}</h1>
          <p>{t('notFound.text')}</p>
          <p>
            <Link className="standalone-link" to={paths.home.getHref()}>
              {t('notFound.homeLink')}
            </Link>
          </p>
        </div>
      </div>
    </PageLayout>
  );
}
