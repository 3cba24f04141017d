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
  const endpoints = useWebhookEndpoints();
  return (
    <PageLayout title="Webhooks">
      <div className="container page-section">
        <h1 className="page-title">Webhooks</h1>
        <p className="muted">
          Waypost POSTs your shipments&apos; and inquiries&apos; events to your endpoints, signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp,
          webhook-signature). Failed deliveries are retried for 72 hours, in order.
        </p>
        <Card aria-labelledby="webhooks-new-title">
          <CardHeader titleId="webhooks-new-title" title="Add an endpoint" />
          <CreateEndpointForm />
        </Card>
        {endpoints.isLoading ? <Spinner label="Loading endpoints…" /> : null}
        {endpoints.error ? (
          <p role="alert" className="form-error">
            Endpoints could not be loaded: {errorReason(endpoints.error)}
          </p>
        ) : null}
        {endpoints.data?.length === 0 ? <p className="muted">No endpoints yet.</p> : null}
        {endpoints.data?.map((e) => (
          <EndpointCard key={e.id} endpoint={e} />
        ))}
      </div>
    </PageLayout>
  );
}
