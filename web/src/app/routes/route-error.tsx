import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <main id="main-content" className="container page-section narrow">
      <div className="card" role="alert">
        <h1 className="page-title">{t('routeError.title')}</h1>
        <p>{t('routeError.text', { detail })}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </main>
  );
}
