import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PortalAddress, ReturnPortalView } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { ReturnReasonFields, initialReturnReason, returnRequestOf } from '@/components/return-reason-fields';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorReason } from '@/lib/api-client';
import { useRequestPortalReturn, useReturnPortal } from '../api/return-portal';
import './return-portal.css';

// ── /returns/:token: the page a shipper's customer opens from a return portal link (issue 28 item 2) ──
// Public: the signed token is the only key. It shows what the customer needs (their address, where the parcel goes,
// the items) and takes the return request; the sender then buys the label and sends it.

const lines = (a: PortalAddress) => [a.name, a.company, a.address, a.address2, [a.postalCode, a.city].filter(Boolean).join(' '), a.state, a.country].filter(Boolean);

function Address({ titleId, title, address }: { titleId: string; title: string; address: PortalAddress }) {
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {title}
      </h3>
      <address>
        {lines(address).map((line, i) => (
          <span key={i} className="return-portal-line">
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}

function PortalRequest({ token, view }: { token: string; view: ReturnPortalView }) {
  const { t } = useTranslation('returns');
  const [draft, setDraft] = useState(initialReturnReason);
  const request = useRequestPortalReturn(token);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate(returnRequestOf(draft));
  };
  if (request.data) return <p role="status">{t('portal.requested', { trackingNumber: request.data.returnTrackingNumber })}</p>;
  if (view.returnTrackingNumber) return <p role="status">{t('portal.alreadyRequested', { trackingNumber: view.returnTrackingNumber })}</p>;
  return (
    <>
      <form onSubmit={submit} aria-label={t('portal.formLabel')} className="form-grid">
        <ReturnReasonFields draft={draft} onChange={setDraft} disabled={request.isPending} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('portal.submitting') : t('portal.submit')}
        </Button>
      </form>
      {request.error ? (
        <p role="alert" className="form-error">
          {t('portal.failed', { reason: errorReason(request.error) })}
        </p>
      ) : null}
    </>
  );
}

export function ReturnPortalPage() {
  const { t } = useTranslation('returns');
  const token = useParams().token ?? '';
  const portal = useReturnPortal(token);
  const view = portal.data;
  const missing = portal.error instanceof ApiError && portal.error.status === 404;
  return (
    <PageLayout title={t('portal.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('portal.title')}</h1>
        {portal.isLoading ? <Spinner label={t('portal.loading')} /> : null}
        {missing ? <p role="alert">{t('portal.notFound')}</p> : null}
        {portal.error && !missing ? (
          <p role="alert" className="form-error">
            {t('portal.loadFailed', { reason: errorReason(portal.error) })}
          </p>
        ) : null}
        {view ? (
          <Card aria-labelledby="return-portal-summary">
            <CardHeader titleId="return-portal-summary" title={view.trackingNumber} description={t('portal.intro', { trackingNumber: view.trackingNumber })} />
            <div className="return-portal-grid">
              <section aria-labelledby="return-portal-items">
                <h3 id="return-portal-items" className="shipment-detail-title">
                  {t('portal.items')}
                </h3>
                <ul className="shipment-detail-list">
                  {view.items.map((item, i) => (
                    <li key={i}>{t('portal.item', { quantity: item.quantity, description: item.description })}</li>
                  ))}
                </ul>
              </section>
              <Address titleId="return-portal-from" title={t('portal.yourAddress')} address={view.customerAddress} />
              <Address titleId="return-portal-to" title={t('portal.returnAddress')} address={view.returnAddress} />
            </div>
            <PortalRequest token={token} view={view} />
          </Card>
        ) : null}
      </div>
    </PageLayout>
  );
}
