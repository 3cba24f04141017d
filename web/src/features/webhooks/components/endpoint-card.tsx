import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointView } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { errorReason } from '@/lib/api-client';
import { useDeleteWebhookEndpoint, useReplayWebhookEndpoint, useRotateWebhookSecret, useSetWebhookEnabled, useTestWebhookEndpoint } from '../api/endpoints';
import { replayTarget } from '../replay-target';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its settings, the test button, replay, secret rotation, and its delivery log. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { t } = useTranslation('webhooks');
  const test = useTestWebhookEndpoint();
  const replay = useReplayWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhookEndpoint();
  const [from, setFrom] = useState('');
  const titleId = `webhook-${endpoint.id}`;
  const error = test.error ?? replay.error ?? rotate.error ?? setEnabled.error ?? remove.error;
  const target = replayTarget(from);
  const state = endpoint.enabled ? t('endpoint.enabled') : endpoint.disabledReason ? t('endpoint.disabledBecause', { reason: endpoint.disabledReason }) : t('endpoint.disabled');
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} level={3} title={endpoint.url} description={t('endpoint.summary', { state, eventTypes: endpoint.eventTypes.join(', ') })} />
      <div className="webhook-actions">
        <Button variant="secondary" onClick={() => test.mutate(endpoint.id)} disabled={test.isPending}>
          {t('endpoint.sendTest')}
        </Button>
        <Button variant="secondary" onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}>
          {endpoint.enabled ? t('endpoint.disable') : t('endpoint.enable')}
        </Button>
        <Button variant="secondary" onClick={() => rotate.mutate(endpoint.id)}>
          {t('endpoint.rotateSecret')}
        </Button>
        <Button variant="danger" onClick={() => remove.mutate(endpoint.id)}>
          {t('endpoint.delete')}
        </Button>
        <InputField label={t('endpoint.replayFrom')} value={from} onChange={(e) => setFrom(e.target.value)} placeholder={t('endpoint.replayFromPlaceholder')} />
        <Button variant="outline" onClick={() => target && replay.mutate({ id: endpoint.id, ...target })} disabled={!target || replay.isPending}>
          {t('endpoint.replay')}
        </Button>
      </div>
      {test.data ? <p role="status">{t('endpoint.testQueued', { webhookId: test.data.webhookId })}</p> : null}
      {from.trim() && !target ? <p className="field-hint">{t('endpoint.replayFromHint')}</p> : null}
      {replay.data ? <p role="status">{t('endpoint.replayQueued')}</p> : null}
      {rotate.data ? (
        <div role="status">
          <p>{t('endpoint.newSecret')}</p>
          <code className="webhook-secret">{rotate.data.secret}</code>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {errorReason(error)}
        </p>
      ) : null}
      <h4>{t('endpoint.deliveryLog')}</h4>
      <DeliveryLog endpointId={endpoint.id} />
    </Card>
  );
}
