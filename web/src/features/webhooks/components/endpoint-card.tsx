import { useState } from 'react';
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
  const test = useTestWebhookEndpoint();
  const replay = useReplayWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhookEndpoint();
  const [from, setFrom] = useState('');
  const titleId = `webhook-${endpoint.id}`;
  const error = test.error ?? replay.error ?? rotate.error ?? setEnabled.error ?? remove.error;
  const target = replayTarget(from);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        level={3}
        title={endpoint.url}
        description={`${endpoint.enabled ? 'Enabled' : `Disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}`} · ${endpoint.eventTypes.join(', ')}`}
      />
      <div className="webhook-actions">
        <Button variant="secondary" onClick={() => test.mutate(endpoint.id)} disabled={test.isPending}>
          Send test event
        </Button>
        <Button variant="secondary" onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="secondary" onClick={() => rotate.mutate(endpoint.id)}>
          Rotate secret
        </Button>
        <Button variant="danger" onClick={() => remove.mutate(endpoint.id)}>
          Delete
        </Button>
        <InputField label="Replay from (log position or date)" value={from} onChange={(e) => setFrom(e.target.value)} placeholder="1234 or 2026-11-01T00:00:00Z" />
        <Button variant="outline" onClick={() => target && replay.mutate({ id: endpoint.id, ...target })} disabled={!target || replay.isPending}>
          Replay
        </Button>
      </div>
      {test.data ? <p role="status">Test event queued (webhook-id {test.data.webhookId}).</p> : null}
      {from.trim() && !target ? <p className="field-hint">Give a log position (digits, the Position column) or a date such as 2026-11-01T00:00:00Z.</p> : null}
      {replay.data ? <p role="status">Replay queued.</p> : null}
      {rotate.data ? (
        <div role="status">
          <p>New secret (shown only now; the old one keeps signing for 24 hours):</p>
          <code className="webhook-secret">{rotate.data.secret}</code>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {errorReason(error)}
        </p>
      ) : null}
      <h4>Delivery log</h4>
      <DeliveryLog endpointId={endpoint.id} />
    </Card>
  );
}
