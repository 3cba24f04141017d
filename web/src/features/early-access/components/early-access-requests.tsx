import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useEarlyAccessRequests } from '../api/get-early-access-requests';

/** Admin dashboard panel: who asked for early access (self-contained; drop it into any admin view). */
export function EarlyAccessRequests() {
  const { t } = useTranslation('early-access');
  const requests = useEarlyAccessRequests();
  return (
    <section className="card" aria-labelledby="early-access-requests-title">
      <div className="card-header">
        <div>
          <h2 id="early-access-requests-title" className="card-title">
            {t('requests.title')}
          </h2>
          <p className="card-description">{t('requests.description')}</p>
        </div>
        {requests.data ? (
          <span className="badge badge-info">
            {requests.hasNextPage ? t('requests.shown', { count: requests.data.length }) : t('requests.total', { count: requests.data.length })}
          </span>
        ) : null}
      </div>
      {requests.isLoading ? <Spinner label={t('requests.loading')} /> : null}
      {requests.error && !requests.data ? (
        <p role="alert" className="form-error">
          {t('requests.loadFailed', { reason: errorReason(requests.error) })}
        </p>
      ) : null}
      {requests.data && requests.data.length === 0 ? <p className="muted">{t('requests.empty')}</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('requests.tableLabel')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('requests.columns.requested')}</th>
                <th scope="col">{t('requests.columns.email')}</th>
                <th scope="col">{t('requests.columns.company')}</th>
                <th scope="col">{t('requests.columns.message')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.requestedAt)}</td>
                  <td>{r.email}</td>
                  <td>{r.company}</td>
                  <td>{r.message || <span className="muted">{t('requests.noMessage')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {requests.hasNextPage ? (
        <div className="list-more">
          <Button variant="outline" onClick={() => void requests.fetchNextPage()} disabled={requests.isFetchingNextPage} aria-busy={requests.isFetchingNextPage}>
            {requests.isFetchingNextPage ? t('requests.loadingMore') : t('requests.loadMore')}
          </Button>
        </div>
      ) : null}
      {requests.isFetchNextPageError ? (
        <p role="alert" className="form-error">
          {t('requests.loadMoreFailed', { reason: errorReason(requests.error) })}
        </p>
      ) : null}
    </section>
  );
}
