import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorReason } from '@/lib/api-client';
import { useCreateWebhookEndpoint } from '../api/endpoints';

/** A new endpoint: its URL and event types; the secret is shown once, right here. */
export function CreateEndpointForm() {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const toggle = (type: WebhookEventType) => setTypes((t) => (t.includes(type) ? t.filter((x) => x !== type) : [...t, type]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url, eventTypes: types });
  };
  return (
    <form onSubmit={submit} aria-label="New webhook endpoint">
      <InputField label="Endpoint URL" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/waypost/webhooks" />
      <fieldset className="webhook-event-types">
        <legend>Event types</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} /> {WEBHOOK_EVENT_LABELS[type]} <code>{type}</code>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={create.isPending || types.length === 0}>
        Add endpoint
      </Button>
      {create.error ? (
        <p role="alert" className="form-error">
          The endpoint was not added: {errorReason(create.error)}
        </p>
      ) : null}
      {create.data ? (
        <div role="status">
          <p>Endpoint added. Its signing secret is shown only now; keep it to verify deliveries (Standard Webhooks):</p>
          <code className="webhook-secret">{create.data.secret}</code>
        </div>
      ) : null}
    </form>
  );
}
