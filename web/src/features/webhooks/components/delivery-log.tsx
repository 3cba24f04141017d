import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/deliveries';

/** One endpoint's deliveries, newest first: each attempt's time, status code, duration and error, the next retry, and the id of the request that led to it. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isLoading) return <Spinner label={t('log.loading')} />;
  if (deliveries.error)
    return (
      <p role="alert" className="form-error">
        {t('log.loadFailed', { reason: errorReason(deliveries.error) })}
      </p>
    );
  if (!deliveries.data?.length) return <p className="muted">{t('log.empty')}</p>;
  return (
    <TableScroll label={t('log.label')}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('log.event')}</th>
            <th scope="col">{t('log.position')}</th>
            <th scope="col">{t('log.status')}</th>
            <th scope="col">{t('log.attempts')}</th>
            <th scope="col">{t('log.nextRetry')}</th>
            <th scope="col">{t('log.requestId')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((d) => (
            <tr key={d.id}>
              <td>
                {d.replay ? t('log.replayedEvent', { eventType: d.eventType }) : d.eventType}
                <br />
                <code className="muted">{d.webhookId}</code>
              </td>
              <td>{d.position ?? '–'}</td>
              <td>{d.status}</td>
              <td>
                <ul className="webhook-attempts">
                  {d.attempts.map((a) => (
                    <li key={a.at}>
                      {t(a.error ? 'log.attemptWithError' : 'log.attempt', {
                        at: formatDateTime(a.at),
                        outcome: a.statusCode ?? t('log.noAnswer'),
                        durationMs: a.durationMs,
                        error: a.error,
                      })}
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
