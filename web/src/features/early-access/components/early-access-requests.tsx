import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useEarlyAccessRequests } from '../api/get-early-access-requests';

/** Admin dashboard panel: who asked for early access (self-contained; drop it into any admin view). */
export function EarlyAccessRequests() {
  const requests = useEarlyAccessRequests();
  return (
    <section className="card" aria-labelledby="early-access-requests-title">
      <div className="card-header">
        <div>
          <h2 id="early-access-requests-title" className="card-title">
            Early-access requests
          </h2>
          <p className="card-description">From the pre-launch page, newest first. Each email appears once.</p>
        </div>
        {requests.data ? (
          <span className="badge badge-info">
            {requests.data.length} {requests.hasNextPage ? 'shown' : 'total'}
          </span>
        ) : null}
      </div>
      {requests.isLoading ? <Spinner label="Loading early-access requests…" /> : null}
      {requests.error && !requests.data ? (
        <p role="alert" className="form-error">
          Early-access requests could not be loaded: {errorReason(requests.error)}
        </p>
      ) : null}
      {requests.data && requests.data.length === 0 ? <p className="muted">No requests yet.</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Early-access requests table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Email</th>
                <th scope="col">Company</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.requestedAt)}</td>
                  <td>{r.email}</td>
                  <td>{r.company}</td>
                  <td>{r.message || <span className="muted">None</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {requests.hasNextPage ? (
        <div className="list-more">
          <Button variant="outline" onClick={() => void requests.fetchNextPage()} disabled={requests.isFetchingNextPage} aria-busy={requests.isFetchingNextPage}>
            {requests.isFetchingNextPage ? 'Loading more requests…' : 'Load more requests'}
          </Button>
        </div>
      ) : null}
      {requests.isFetchNextPageError ? (
        <p role="alert" className="form-error">
          More requests could not be loaded: {errorReason(requests.error)}
        </p>
      ) : null}
    </section>
  );
}
