import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/deliveries';

/** One endpoint's deliveries, newest first: each attempt's time, status code, duration and error, the next retry, and the id of the request that led to it. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isLoading) return <Spinner label="Loading deliveries…" />;
  if (deliveries.error)
    return (
      <p role="alert" className="form-error">
        Deliveries could not be loaded: {errorReason(deliveries.error)}
      </p>
    );
  if (!deliveries.data?.length) return <p className="muted">No deliveries yet. Send a test event to see one.</p>;
  return (
    <TableScroll label="Delivery log">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Position</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Next retry</th>
            <th scope="col">Request id</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.id}>
              <td>
                {d.eventType}
                {d.replay ? ' (replay)' : ''}
                <br />
                <code className="muted">{d.webhookId}</code>
              </td>
              <td>{d.position ?? '–'}</td>
              <td>{d.status}</td>
              <td>
                <ul className="webhook-attempts">
                  {d.attempts.map((a) => (
                    <li key={a.at}>
                      {formatDateTime(a.at)}: {a.statusCode ?? 'no answer'}, {a.durationMs} ms{a.error ? `, ${a.error}` : ''}
                    </li>
                  ))}
                </ul>
              </td>
              <td>{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '–'}</td>
              <td>{d.requestId ? <code>{d.requestId}</code> : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
