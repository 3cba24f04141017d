import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { useWebhookEndpoints } from '../api/endpoints';
import { CreateEndpointForm } from './create-endpoint-form';
import { EndpointCard } from './endpoint-card';
import '../webhooks.css';

/** /webhooks: the account's webhook endpoints, a form for a new one, and each one's delivery log. */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        <p className="muted">{t('page.intro')}</p>
        <Card aria-labelledby="webhooks-new-title">
          <CardHeader titleId="webhooks-new-title" title={t('page.addTitle')} />
          <CreateEndpointForm />
        </Card>
        {endpoints.isLoading ? <Spinner label={t('page.loading')} /> : null}
        {endpoints.error ? (
          <p role="alert" className="form-error">
            {t('page.loadFailed', { reason: errorReason(endpoints.error) })}
          </p>
        ) : null}
        {endpoints.data?.length === 0 ? <p className="muted">{t('page.empty')}</p> : null}
        {endpoints.data?.map((e) => (
          <EndpointCard key={e.id} endpoint={e} />
        ))}
      </div>
    </PageLayout>
  );
}
