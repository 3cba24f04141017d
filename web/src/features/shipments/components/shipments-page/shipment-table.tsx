import { Fragment, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Shipment } from '@waypost/contracts';
import { ShipmentStatusBadge, TrackingStatusNote } from '@/components/shipment-status-badge';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime, formatNumber } from '@/lib/format';
import { LabelDownload } from '../label-download';
import { labelStateText } from './booking-view';
import { ShipmentDetail } from './shipment-detail';
import { ReturnLinks } from './shipment-returns';

// ── The /shipments table: a row per shipment (its label's state, the label in each format once it exists), its
// details disclosed in the row below ──

const place = (a: Shipment['fromAddress']) => [a.city, a.country].filter(Boolean).join(', ');
const COLUMNS = 9;

/** The disclosure of one row: opens the shipment's parcels, customs, rate and documents in the row below it. */
function DetailsToggle({ shipment, expanded, panelId, onToggle }: { shipment: Shipment; expanded: boolean; panelId: string; onToggle: () => void }) {
  const { t } = useTranslation('shipments');
  return (
    <Button variant="outline" size="sm" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={onToggle}>
      <Trans t={t} i18nKey="table.details" values={{ trackingNumber: shipment.trackingNumber }} components={{ hidden: <span className="sr-only" /> }} />
    </Button>
  );
}

export function ShipmentTable({ rows }: { rows: Shipment[] }) {
  const { t } = useTranslation('shipments');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <TableScroll label={t('table.label')}>
      <table className="data-table shipments-table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.columns.trackingNumber')}</th>
            <th scope="col">{t('table.columns.status')}</th>
            <th scope="col">{t('table.columns.from')}</th>
            <th scope="col">{t('table.columns.to')}</th>
            <th scope="col">{t('table.columns.item')}</th>
            <th scope="col">{t('table.columns.created')}</th>
            <th scope="col">{t('table.columns.estimatedDelivery')}</th>
            <th scope="col">{t('table.columns.label')}</th>
            <th scope="col">{t('table.columns.details')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const expanded = open.has(s.id);
            const panelId = `shipment-detail-${s.id}`;
            return (
              <Fragment key={s.id}>
                <tr data-shipment-id={s.id}>
                  <th scope="row" className="mono">
                    {s.trackingNumber}
                    <ReturnLinks shipment={s} />
                  </th>
                  <td>
                    <ShipmentStatusBadge status={s.status} /> <TrackingStatusNote trackingStatus={s.trackingStatus} />
                    {s.attention ? <span className="form-error"> {s.attention.message}</span> : null}
                  </td>
                  <td>{place(s.fromAddress)}</td>
                  <td>{place(s.toAddress)}</td>
                  <td>
                    {s.parcels.length > 1
                      ? t('table.itemWithParcels', { description: s.itemDetails.description, weightKg: formatNumber(s.totalWeightKg, 3), count: s.parcels.length })
                      : t('table.item', { description: s.itemDetails.description, weightKg: formatNumber(s.totalWeightKg, 3) })}
                  </td>
                  <td>{formatDateTime(s.createdAt)}</td>
                  <td>{s.status === 'cancelled' ? '—' : formatDateTime(s.estimatedDelivery)}</td>
                  <td>
                    {s.booking ? <span className="label-state">{labelStateText(s.booking)}</span> : null}
                    {!s.booking || s.booking.label.status === 'purchased' ? <LabelDownload shipmentId={s.id} trackingNumber={s.trackingNumber} /> : null}
                  </td>
                  <td>
                    <DetailsToggle shipment={s} expanded={expanded} panelId={panelId} onToggle={() => toggle(s.id)} />
                  </td>
                </tr>
                {expanded ? (
                  <tr id={panelId} className="shipment-detail-row">
                    <td colSpan={COLUMNS}>
                      <ShipmentDetail shipment={s} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
