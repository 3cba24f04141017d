import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@waypost/contracts';
import { ReturnReasonFields, initialReturnReason, returnRequestOf } from '@/components/return-reason-fields';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCreateReturn, useReturnLink } from '../../api/create-return';

// ── Returns of one shipment (issue 28 item 2): its links to the other of the pair, "Create a return" and the
// portal link for the customer. Only a shipment in transit or delivered, and not itself a return, offers them (the
// server decides anyway: its refusal is shown as it is).

const RETURNABLE: ReadonlySet<string> = new Set(['in_transit', 'customs', 'delivered']);

/** "Return of …" / "Returned as …", where the shipment is one of a return pair. */
export function ReturnLinks({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('returns');
  if (!shipment.returnOf && !shipment.returnedAs) return null;
  return (
    <span className="return-links muted">
      {shipment.returnOf ? <span>{t('links.returnOf', { trackingNumber: shipment.returnOf.trackingNumber })}</span> : null}
      {shipment.returnedAs ? <span>{t('links.returnedAs', { trackingNumber: shipment.returnedAs.trackingNumber })}</span> : null}
    </span>
  );
}

export function ShipmentReturns({ shipment, titleId }: { shipment: Shipment; titleId: string }) {
  const { t } = useTranslation('returns');
  const [draft, setDraft] = useState(initialReturnReason);
  const create = useCreateReturn(shipment.id);
  const link = useReturnLink(shipment.id);
  const [copied, setCopied] = useState(false);
  const returnable = RETURNABLE.has(shipment.status) && !shipment.returnOf;
  if (!returnable && !shipment.returnOf && !shipment.returnedAs) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(returnRequestOf(draft));
  };
  const copyLink = async () => {
    setCopied(false);
    const made = await link.mutateAsync().catch(() => null);
    if (!made) return;
    const url = new URL(made.path, window.location.origin).toString();
    // the clipboard needs a secure context and the page's focus; without it the link stays on screen to copy by hand
    setCopied(
      (await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      )) ?? false,
    );
  };
  const url = link.data ? new URL(link.data.path, window.location.origin).toString() : null;

  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {t('shipper.title')}
      </h3>
      <ReturnLinks shipment={shipment} />
      {returnable ? (
        <>
          <form onSubmit={submit} aria-label={t('shipper.formLabel', { trackingNumber: shipment.trackingNumber })} className="form-grid">
            <ReturnReasonFields draft={draft} onChange={setDraft} disabled={create.isPending} />
            <Button type="submit" variant="secondary" size="sm" disabled={create.isPending}>
              {create.isPending ? t('shipper.creating') : t('shipper.create')}
            </Button>
          </form>
          {create.data ? <p role="status">{t('shipper.created', { trackingNumber: create.data.trackingNumber })}</p> : null}
          {create.error ? (
            <p role="alert" className="form-error">
              {t('shipper.failed', { reason: errorReason(create.error) })}
            </p>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => void copyLink()} disabled={link.isPending}>
            {t('shipper.copyLink')}
          </Button>
          {link.data && url ? (
            <>
              <InputField label={t('shipper.linkLabel')} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <p role="status">{t(copied ? 'shipper.linkCopied' : 'shipper.linkReady', { date: formatDateTime(link.data.expiresAt) })}</p>
            </>
          ) : null}
          {link.error ? (
            <p role="alert" className="form-error">
              {t('shipper.linkFailed', { reason: errorReason(link.error) })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
