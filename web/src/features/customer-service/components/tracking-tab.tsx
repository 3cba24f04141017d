import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { ApiError, errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useTrackForCustomer } from '../api/search-customer';
import { useShipmentStatusLabel } from './desk-ui';

/** An example of a tracking number (a code, the same in every language). */
const TRACKING_NUMBER_EXAMPLE = '2PG-2024-000001';

/** The desk's Tracking tab: a customer's email and a tracking number (as the profile shows it) or a shipment id. */
export function TrackingTab({ initial }: { initial?: { email: string; reference: string } | null }) {
  const { t } = useTranslation('customer-service');
  const statusLabel = useShipmentStatusLabel();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [reference, setReference] = useState(initial?.reference ?? '');
  const track = useTrackForCustomer();
  const { mutate } = track;
  // Coming from a customer's profile: track that shipment straight away.
  useEffect(() => {
    if (initial) mutate(initial);
  }, [initial, mutate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && reference.trim()) track.mutate({ email, reference });
  };
  const r = track.data;
  return (
    <div className="desk-stack">
      <Card>
        <CardHeader title={t('tracking.title')} description={t('tracking.description')} />
        <form className="desk-inline-form" onSubmit={submit}>
          <InputField label={t('tracking.customerEmail')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <InputField label={t('tracking.reference')} value={reference} onChange={(e) => setReference(e.target.value)} placeholder={TRACKING_NUMBER_EXAMPLE} required />
          <Button type="submit" disabled={track.isPending}>
            {track.isPending ? t('tracking.tracking') : t('tracking.track')}
          </Button>
        </form>
      </Card>
      {track.isError ? <TrackingFailure error={track.error} /> : null}
      {r && !track.isError ? (
        <Card aria-label={t('tracking.resultLabel')}>
          <dl className="desk-fields">
            <div>
              <dt>{t('tracking.currentStatus')}</dt>
              <dd>{statusLabel(r.currentStatus)}</dd>
            </div>
            <div>
              <dt>{t('tracking.currentLocation')}</dt>
              <dd>{r.currentLocation}</dd>
            </div>
            <div>
              <dt>{t('tracking.carrier')}</dt>
              <dd>{r.carrier}</dd>
            </div>
            <div>
              <dt>{t('tracking.trackingNumber')}</dt>
              <dd className="desk-mono">{r.trackingNumber}</dd>
            </div>
            <div>
              <dt>{t('tracking.estimatedDelivery')}</dt>
              <dd>{formatDateTime(r.estimatedDelivery)}</dd>
            </div>
            <div>
              <dt>{t('tracking.lastUpdated')}</dt>
              <dd>{formatDateTime(r.lastUpdated)}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
    </div>
  );
}

/** Nothing found is a sentence, not the server's raw answer; other failures say what went wrong. */
function TrackingFailure({ error }: { error: Error }) {
  const { t } = useTranslation('customer-service');
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert tone="warning" title={t('messages.agentTrackingNotFound.title')}>
        <p>{t('messages.agentTrackingNotFound.description')}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={t('messages.agentTrackingFailed.title')}>
      <p>{errorReason(error)}</p>
    </Alert>
  );
}
