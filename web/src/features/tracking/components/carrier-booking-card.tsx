import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@waypost/contracts';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TruckIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/format';
import { getTrackingQueryOptions } from '../api/get-tracking';
import { labelUrl, useCarrierBooking } from '../api/get-carrier-booking';

/** Which carrier carries the shipment, its latest report, and the label download once booked. */
export function CarrierBookingCard({ shipment }: { shipment: Shipment }) {
  const live = shipment.status !== 'delivered' && shipment.status !== 'cancelled';
  const booking = useCarrierBooking(shipment.id, live);
  const queryClient = useQueryClient();
  const reported = booking.data?.carrierEvents ?? 0;

  const status = booking.data?.status;
  // A booking or a new carrier report: refresh the shipment (its one delivery estimate, attention) and the timeline.
  useEffect(() => {
    if (reported > 0 || status === 'booked' || status === 'failed') void queryClient.invalidateQueries({ queryKey: getTrackingQueryOptions(shipment.trackingNumber).queryKey });
  }, [reported, status, queryClient, shipment.trackingNumber]);

  const b = booking.data;
  return (
    <Card aria-labelledby="carrier-title" className="span-all">
      <CardHeader
        titleId="carrier-title"
        title="Carrier"
        description={b?.sandbox ? 'Sandbox carrier network: simulated booking and tracking' : undefined}
        action={
          b?.status === 'booked' ? (
            <ButtonLink variant="outline" size="sm" href={labelUrl(shipment.id)} download>
              Download label
            </ButtonLink>
          ) : null
        }
      />
      {!b || b.status === 'awaiting_carrier' ? (
        <p className="muted" role="status">
          <TruckIcon /> Waiting for a carrier to book this shipment…
        </p>
      ) : b.status === 'failed' ? (
        <p role="status">No carrier could book this shipment: {b.failureReason}</p>
      ) : (
        <dl className="definition-list" data-testid="carrier-booking">
          <dt>Carrier</dt>
          <dd>
            {b.carrierName} · {b.serviceName}
            {b.sandbox ? ' (sandbox)' : ''}
          </dd>
          <dt>Carrier reference</dt>
          <dd>{b.reference}</dd>
          {b.route.length > 0 ? (
            <>
              <dt>Route</dt>
              <dd>{b.route.join(' → ')}</dd>
            </>
          ) : null}
          <dt>Latest carrier report</dt>
          <dd aria-live="polite">
            {b.lastEvent ? `${b.lastEvent.description}, ${b.lastEvent.location} (${formatDateTime(b.lastEvent.timestamp)})` : 'Booked; pickup is being arranged.'}
          </dd>
        </dl>
      )}
    </Card>
  );
}
