import { Fragment, useState } from 'react';
import type { Shipment } from '@waypost/contracts';
import { ShipmentStatusBadge, TrackingStatusNote } from '@/components/shipment-status-badge';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime, formatNumber } from '@/lib/format';
import { LabelDownload } from '../label-download';
import { labelStateText } from './booking-view';
import { ShipmentDetail } from './shipment-detail';

// ── The /shipments table: a row per shipment (its label's state, the label in each format once it exists), its
// details disclosed in the row below ──

const place = (a: Shipment['fromAddress']) => [a.city, a.country].filter(Boolean).join(', ');
const COLUMNS = 9;

/** The disclosure of one row: opens the shipment's parcels, customs, rate and documents in the row below it. */
function DetailsToggle({ shipment, expanded, panelId, onToggle }: { shipment: Shipment; expanded: boolean; panelId: string; onToggle: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={onToggle}>
      Details
      <span className="sr-only"> of {shipment.trackingNumber}</span>
    </Button>
  );
}

export function ShipmentTable({ rows }: { rows: Shipment[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <TableScroll label="Shipments table">
      <table className="data-table shipments-table">
        <caption className="sr-only">Your shipments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Tracking number</th>
            <th scope="col">Status</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Item</th>
            <th scope="col">Created</th>
            <th scope="col">Estimated delivery</th>
            <th scope="col">Label</th>
            <th scope="col">Details</th>
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
                  </th>
                  <td>
                    <ShipmentStatusBadge status={s.status} /> <TrackingStatusNote trackingStatus={s.trackingStatus} />
                    {s.attention ? <span className="form-error"> {s.attention.message}</span> : null}
                  </td>
                  <td>{place(s.fromAddress)}</td>
                  <td>{place(s.toAddress)}</td>
                  <td>
                    {s.itemDetails.description} ({formatNumber(s.totalWeightKg, 3)} kg{s.parcels.length > 1 ? `, ${s.parcels.length} parcels` : ''})
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
