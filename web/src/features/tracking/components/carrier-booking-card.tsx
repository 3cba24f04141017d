import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('tracking');
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
        title={t('carrier.title')}
        description={b?.sandbox ? t('carrier.sandbox') : undefined}
        action={
          b?.status === 'booked' ? (
            <ButtonLink variant="outline" size="sm" href={labelUrl(shipment.id)} download>
              {t('carrier.downloadLabel')}
            </ButtonLink>
          ) : null
        }
      />
      {!b || b.status === 'awaiting_carrier' ? (
        <p className="muted" role="status">
          <TruckIcon /> {t('carrier.waiting')}
        </p>
      ) : b.status === 'failed' ? (
        <p role="status">{t('carrier.failed', { reason: b.failureReason })}</p>
      ) : (
        <dl className="definition-list" data-testid="carrier-booking">
          <dt>{t('carrier.carrier')}</dt>
          <dd>{t(b.sandbox ? 'carrier.serviceSandbox' : 'carrier.service', { carrier: b.carrierName, service: b.serviceName })}</dd>
          {b.provider ? (
            <>
              <dt>{t('carrier.provider')}</dt>
              <dd data-testid="carrier-provider">
                {t('carrier.providerValue', { name: b.provider.name, account: b.provider.account, mode: t(`carrier.modes.${b.provider.mode}`) })}
              </dd>
            </>
          ) : null}
          <dt>{t('carrier.reference')}</dt>
          <dd>{b.reference}</dd>
          {b.route.length > 0 ? (
            <>
              <dt>{t('carrier.route')}</dt>
              <dd>{b.route.join(' → ')}</dd>
            </>
          ) : null}
          <dt>{t('carrier.latestReport')}</dt>
          <dd aria-live="polite">
            {b.lastEvent
              ? t('carrier.report', { description: b.lastEvent.description, location: b.lastEvent.location, time: formatDateTime(b.lastEvent.timestamp) })
              : t('carrier.booked')}
          </dd>
        </dl>
      )}
    </Card>
  );
}
