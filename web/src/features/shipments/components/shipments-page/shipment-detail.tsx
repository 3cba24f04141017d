import { useId } from 'react';
import { customsTotalMinor, type Customs, type DangerousGoodsFlag, type DutiesEstimate, type Parcel, type Shipment } from '@waypost/contracts';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { documentUrl, useShipmentDocuments } from '../../api/get-shipment-documents';
import { formatMinor } from '../money';
import { ShipmentRateSection } from './shipment-rate-section';

// ── One shipment opened on /shipments: its parcels, customs, rate (buy, void) and documents (issue 24, item 9) ──

const weightOf = (p: Parcel) => `${formatNumber(p.weight.value, 3)} ${p.weight.unit}${p.weight.unit === 'kg' ? '' : ` (${formatNumber(p.weightKg, 3)} kg)`}`;
const sidesOf = (d: NonNullable<Parcel['dimensions']>) => `${formatNumber(d.length, 2)} × ${formatNumber(d.width, 2)} × ${formatNumber(d.height, 2)} ${d.unit}`;

export function ParcelsSummary({ parcels, totalWeightKg, titleId }: { parcels: Parcel[]; totalWeightKg: number; titleId: string }) {
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        Parcels ({parcels.length})
      </h3>
      <ol className="shipment-detail-list">
        {parcels.map((p, i) => (
          <li key={i}>
            Parcel {i + 1}: {weightOf(p)}
            {p.dimensions ? `, ${sidesOf(p.dimensions)}` : ''}, {p.packaging}
          </li>
        ))}
      </ol>
      <p>
        Total weight: <strong>{formatNumber(totalWeightKg, 3)} kg</strong>
      </p>
    </section>
  );
}

const PAYER = { shipper: 'paid by the shipper', recipient: 'paid by the recipient' } as const;

export function CustomsSummary({ customs, duties, titleId }: { customs: Customs; duties: DutiesEstimate | null | undefined; titleId: string }) {
  const currency = customs.items[0]?.unitValue.currency ?? 'EUR';
  const units = customs.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        Customs
      </h3>
      <dl className="shipment-detail-facts">
        <dt>Content type</dt>
        <dd>{customs.contentType}</dd>
        <dt>Incoterm</dt>
        <dd>{customs.incoterm}</dd>
        <dt>Items</dt>
        <dd>
          {customs.items.length} ({units} {units === 1 ? 'unit' : 'units'})
        </dd>
        <dt>Total value</dt>
        <dd>{formatMinor(customsTotalMinor(customs.items), currency)}</dd>
        {duties ? (
          <>
            <dt>Duties and taxes (estimate)</dt>
            <dd>
              {formatMinor(duties.totalMinor, duties.currency)}, {PAYER[duties.payer]}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The declared items that are dangerous goods (issue 26): what the carrier needs, line by line. */
export function DangerousGoodsSummary({ flags, titleId }: { flags: readonly DangerousGoodsFlag[]; titleId: string }) {
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        Dangerous goods ({flags.length})
      </h3>
      <ul className="shipment-detail-list">
        {flags.map((f, i) => (
          <li key={i}>
            <strong>
              {f.unNumber} {f.properShippingName}
            </strong>{' '}
            ({f.item}): class {f.hazardClass}, {f.packingInstruction}
            {f.regulated ? ', needs a dangerous goods declaration' : ''}. Air: {f.air}; post: {f.postal}.
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ShipmentDocuments({ shipmentId, trackingNumber, titleId }: { shipmentId: string; trackingNumber: string; titleId: string }) {
  const documents = useShipmentDocuments(shipmentId, { enabled: true });
  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        Documents
      </h3>
      {documents.isLoading ? <Spinner label="Loading documents…" /> : null}
      {documents.error ? (
        <p role="alert" className="form-error">
          Documents could not be loaded: {errorReason(documents.error)}
        </p>
      ) : null}
      {documents.data?.length === 0 ? <p className="muted">No customs documents: this shipment has no customs declaration.</p> : null}
      {documents.data && documents.data.length > 0 ? (
        <ul className="shipment-detail-list">
          {documents.data.map((d) => (
            <li key={d.kind}>
              <a href={documentUrl(shipmentId, d.kind)} download={`${d.kind}-${trackingNumber}.pdf`}>
                Download {d.title} (PDF)
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
    </div>
  );
}
