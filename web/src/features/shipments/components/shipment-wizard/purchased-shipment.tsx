import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatePurchase } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadLabel, LABEL_CHOICES, labelFailure } from '../../api/download-label';
import { downloadDocument, useShipmentDocuments, type ShipmentDocument } from '../../api/get-shipment-documents';
import { formatMinor } from '../money';

// ── After the purchase: the label in the shipper's format and the customs documents ──
// The carrier books a moment after the purchase; until then the label answers with the API's reason (shown).

const WIZARD_LABELS = ['pdf-4x6', 'zpl-4x6', 'png-4x6'].map((id) => LABEL_CHOICES.find((c) => c.id === id)!);
/** Format names are codes: the same in every language. */
const FORMAT_NAMES: Record<string, string> = { pdf: 'PDF', zpl: 'ZPL', png: 'PNG' };

export function PurchasedShipment({ purchase, hasCustoms, onDone }: { purchase: RatePurchase; hasCustoms: boolean; onDone: () => void }) {
  const { t } = useTranslation('shipments');
  const { rate, shipmentId, trackingNumber } = purchase;
  const documents = useShipmentDocuments(shipmentId, { enabled: hasCustoms });
  const [state, setState] = useState<{ busy: string | null; error: string | null }>({ busy: null, error: null });

  const run = async (key: string, download: () => Promise<string>) => {
    setState({ busy: key, error: null });
    try {
      await download();
      setState({ busy: null, error: null });
    } catch (error) {
      setState({ busy: null, error: labelFailure(error) });
    }
  };

  return (
    <div className="purchased-shipment">
      <Alert tone="info" title={t('purchased.title', { trackingNumber })}>
        <p>
          {t(purchase.labelStatus === 'pending' ? 'purchased.summaryBooking' : 'purchased.summary', {
            carrier: rate.carrierName,
            service: rate.serviceName,
            price: formatMinor(rate.price.amountMinor, rate.price.currency),
            currency: rate.price.currency,
            count: rate.transitDays,
          })}
        </p>
      </Alert>
      <section aria-labelledby="purchased-labels" className="review-block">
        <h4 id="purchased-labels" className="review-title">
          {t('purchased.label')}
        </h4>
        <div className="download-buttons">
          {WIZARD_LABELS.map((choice) => (
            <Button
              key={choice.id}
              variant="outline"
              size="sm"
              disabled={state.busy !== null}
              onClick={() => void run(choice.id, () => downloadLabel(shipmentId, trackingNumber, choice))}
            >
              {state.busy === choice.id ? t('purchased.downloading') : t('purchased.downloadLabel', { format: FORMAT_NAMES[choice.format] })}
            </Button>
          ))}
        </div>
      </section>
      {hasCustoms ? (
        <section aria-labelledby="purchased-documents" className="review-block">
          <h4 id="purchased-documents" className="review-title">
            {t('purchased.documents')}
          </h4>
          {documents.isPending ? <p>{t('purchased.loadingDocuments')}</p> : null}
          {documents.error ? <p role="alert">{labelFailure(documents.error)}</p> : null}
          <div className="download-buttons">
            {(documents.data ?? []).map((doc: ShipmentDocument) => (
              <Button key={doc.kind} variant="outline" size="sm" disabled={state.busy !== null} onClick={() => void run(doc.kind, () => downloadDocument(doc, trackingNumber))}>
                {state.busy === doc.kind ? t('purchased.downloading') : t('purchased.downloadDocument', { title: doc.title })}
              </Button>
            ))}
          </div>
        </section>
      ) : null}
      {state.error ? (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="wizard-actions">
        <span />
        <Button onClick={onDone}>{t('purchased.done')}</Button>
      </div>
    </div>
  );
}
