import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorReason } from '@/lib/api-client';
import { useCreateWebhookEndpoint } from '../api/endpoints';
import { EVENT_TYPE_LABEL_KEYS } from '../event-type-labels';

/** An example URL (a URL: the same in every language). */
const ENDPOINT_URL_EXAMPLE = 'https://example.com/waypost/webhooks';

/** A new endpoint: its URL and event types; the secret is shown once, right here. */
export function CreateEndpointForm() {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const toggle = (type: WebhookEventType) => setTypes((now) => (now.includes(type) ? now.filter((x) => x !== type) : [...now, type]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url, eventTypes: types });
  };
  return (
    <form onSubmit={submit} aria-label={t('create.formLabel')}>
      <InputField label={t('create.url')} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder={ENDPOINT_URL_EXAMPLE} />
      <fieldset className="webhook-event-types">
        <legend>{t('create.eventTypes')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} /> {t(EVENT_TYPE_LABEL_KEYS[type])} <code>{type}</code>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={create.isPending || types.length === 0}>
        {t('create.submit')}
      </Button>
      {create.error ? (
        <p role="alert" className="form-error">
          {t('create.failed', { reason: errorReason(create.error) })}
        </p>
      ) : null}
      {create.data ? (
        <div role="status">
          <p>{t('create.added')}</p>
          <code className="webhook-secret">{create.data.secret}</code>
        </div>
      ) : null}
    </form>
  );
}
