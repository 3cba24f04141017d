import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { customsTotalMinor, type Customs, type DangerousGoodsFlag, type DutiesEstimate, type Parcel, type Shipment } from '@waypost/contracts';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { documentUrl, useShipmentDocuments } from '../../api/get-shipment-documents';
import { formatMinor } from '../money';
import { ShipmentRateSection } from './shipment-rate-section';
import { ShipmentReturns } from './shipment-returns';

// ── One shipment opened on /shipments: its parcels, customs, rate (buy, void) and documents (issue 24, item 9) ──

const weightOf = (p: Parcel) => `${formatNumber(p.weight.value, 3)} ${p.weight.unit}${p.weight.unit === 'kg' ? '' : ` (${formatNumber(p.weightKg, 3)} kg)`}`;
const sidesOf = (d: NonNullable<Parcel['dimensions']>) => `${formatNumber(d.length, 2)} × ${formatNumber(d.width, 2)} × ${formatNumber(d.height, 2)} ${d.unit}`;

export function ParcelsSummary({ parcels, totalWeightKg, titleId }: { parcels: Parcel[]; totalWeightKg: number; titleId: string }) {
  const { t } = useTranslation('shipments');
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {t('detail.parcels.title', { count: parcels.length })}
      </h3>
      <ol className="shipment-detail-list">
        {parcels.map((p, i) => (
          <li key={i}>
            {p.dimensions
              ? t('detail.parcels.parcelWithDimensions', { number: i + 1, weight: weightOf(p), dimensions: sidesOf(p.dimensions), packaging: p.packaging })
              : t('detail.parcels.parcel', { number: i + 1, weight: weightOf(p), packaging: p.packaging })}
          </li>
        ))}
      </ol>
      <p>
        <Trans t={t} i18nKey="detail.parcels.totalWeight" values={{ weightKg: formatNumber(totalWeightKg, 3) }} components={{ strong: <strong /> }} />
      </p>
    </section>
  );
}

// Who pays the duties: the `shipments` catalogue's detail.customs.dutiesPaidBy.<payer>.

export function CustomsSummary({ customs, duties, titleId }: { customs: Customs; duties: DutiesEstimate | null | undefined; titleId: string }) {
  const { t } = useTranslation('shipments');
  const currency = customs.items[0]?.unitValue.currency ?? 'EUR';
  const units = customs.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {t('detail.customs.title')}
      </h3>
      <dl className="shipment-detail-facts">
        <dt>{t('detail.customs.contentType')}</dt>
        <dd>{customs.contentType}</dd>
        <dt>{t('detail.customs.incoterm')}</dt>
        <dd>{customs.incoterm}</dd>
        <dt>{t('detail.customs.items')}</dt>
        <dd>{t('detail.customs.itemCount', { items: customs.items.length, count: units })}</dd>
        <dt>{t('detail.customs.totalValue')}</dt>
        <dd>{formatMinor(customsTotalMinor(customs.items), currency)}</dd>
        {duties ? (
          <>
            <dt>{t('detail.customs.duties')}</dt>
            <dd>{t(`detail.customs.dutiesPaidBy.${duties.payer}`, { amount: formatMinor(duties.totalMinor, duties.currency) })}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The declared items that are dangerous goods (issue 26): what the carrier needs, line by line. */
export function DangerousGoodsSummary({ flags, titleId }: { flags: readonly DangerousGoodsFlag[]; titleId: string }) {
  const { t } = useTranslation('shipments');
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {t('detail.dangerousGoods.title', { count: flags.length })}
      </h3>
      <ul className="shipment-detail-list">
        {flags.map((f, i) => (
          <li key={i}>
            <strong>
              {f.unNumber} {f.properShippingName}
            </strong>{' '}
            {t(f.regulated ? 'detail.dangerousGoods.flagRegulated' : 'detail.dangerousGoods.flag', {
              item: f.item,
              hazardClass: f.hazardClass,
              packingInstruction: f.packingInstruction,
              air: f.air,
              postal: f.postal,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ShipmentDocuments({ shipmentId, trackingNumber, titleId }: { shipmentId: string; trackingNumber: string; titleId: string }) {
  const { t } = useTranslation('shipments');
  const documents = useShipmentDocuments(shipmentId, { enabled: true });
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {t('detail.documents.title')}
      </h3>
      {documents.isLoading ? <Spinner label={t('detail.documents.loading')} /> : null}
      {documents.error ? (
        <p role="alert" className="form-error">
          {t('detail.documents.loadFailed', { reason: errorReason(documents.error) })}
        </p>
      ) : null}
      {documents.data?.length === 0 ? <p className="muted">{t('detail.documents.none')}</p> : null}
      {documents.data && documents.data.length > 0 ? (
        <ul className="shipment-detail-list">
          {documents.data.map((d) => (
            <li key={d.kind}>
              <a href={documentUrl(shipmentId, d.kind)} download={`${d.kind}-${trackingNumber}.pdf`}>
                {t('detail.documents.download', { title: d.title })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The panel a shipment's "Details" button opens; the label in each format stays in the row. */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const id = useId();
  return (
    <div className="shipment-detail">
      <ParcelsSummary parcels={shipment.parcels} totalWeightKg={shipment.totalWeightKg} titleId={`${id}-parcels`} />
      {shipment.customs ? <CustomsSummary customs={shipment.customs} duties={shipment.dutiesEstimate} titleId={`${id}-customs`} /> : null}
      {shipment.dangerousGoods?.length ? <DangerousGoodsSummary flags={shipment.dangerousGoods} titleId={`${id}-dangerous-goods`} /> : null}
      <ShipmentRateSection shipment={shipment} titleId={`${id}-rate`} />
      <ShipmentDocuments shipmentId={shipment.id} trackingNumber={shipment.trackingNumber} titleId={`${id}-documents`} />
      <ShipmentReturns shipment={shipment} titleId={`${id}-returns`} />
    </div>
  );
}
