import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingResult } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { MapPinIcon, SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, errorReason } from '@/lib/api-client';
import { useTracking } from '../api/get-tracking';
import { CarrierBookingCard } from './carrier-booking-card';
import { ShipmentDetails } from './shipment-details';
import { TrackingTimeline } from './tracking-timeline';

export const TRACKING_NUMBER_EXAMPLE = '2PG-2024-000001';

/** The tracking screen: search by number; Enter or the button searches (spec section 2). */
export function TrackingScreen({ initialTrackingNumber = '' }: { initialTrackingNumber?: string }) {
  const { t } = useTranslation('tracking');
  const [input, setInput] = useState(initialTrackingNumber);
  const [searched, setSearched] = useState(initialTrackingNumber.trim());

  useEffect(() => {
    setInput(initialTrackingNumber);
    setSearched(initialTrackingNumber.trim());
  }, [initialTrackingNumber]);

  const tracking = useTracking(searched);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trackingNumber = input.trim();
    if (!trackingNumber) {
      toast({ key: 'tracking', title: t('search.missingNumber.title'), description: t('search.missingNumber.description'), variant: 'destructive' });
      return;
    }
    if (trackingNumber === searched) void tracking.refetch();
    else setSearched(trackingNumber);
  };

  return (
    <div className="stack">
      <Card aria-labelledby="tracking-title">
        <CardHeader titleId="tracking-title" title={t('search.title')} description={t('search.description')} />
        <form className="search-row" role="search" aria-label={t('search.formLabel')} onSubmit={search}>
          <label htmlFor="tracking-number" className="sr-only">
            {t('search.trackingNumber')}
          </label>
          <input
            id="tracking-number"
            className="input"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('search.placeholder', { example: TRACKING_NUMBER_EXAMPLE })}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" disabled={tracking.isFetching}>
            <SearchIcon /> {t('search.submit')}
          </Button>
        </form>
      </Card>

      {tracking.isFetching && !tracking.data ? (
        <div className="list-state">
          <Spinner label={t('search.loading')} />
        </div>
      ) : tracking.error ? (
        <TrackingError error={tracking.error} />
      ) : tracking.data ? (
        <TrackingResultView result={tracking.data} />
      ) : null}
    </div>
  );
}

function TrackingError({ error }: { error: Error }) {
  const { t } = useTranslation('tracking');
  if (error instanceof ApiError && error.status !== 404) {
    return (
      <Alert tone="danger" title={t('search.unavailable')}>
        <p>{errorReason(error)}</p>
      </Alert>
    );
  }
  return (
    <Card aria-labelledby="tracking-not-found" className="card-warning">
      <h2 id="tracking-not-found" className="card-title">
        {t('search.notFound.title')}
      </h2>
      <p>{t('search.notFound.description')}</p>
    </Card>
  );
}

function TrackingResultView({ result }: { result: TrackingResult }) {
  const { t } = useTranslation('tracking');
  const events = [...result.events].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const latest = events[0];
  return (
    <div className="tracking-grid">
      <ShipmentDetails shipment={result.shipment} />
      <Card aria-labelledby="timeline-title">
        <CardHeader titleId="timeline-title" title={t('timeline.title')} />
        <TrackingTimeline events={events} />
      </Card>
      <CarrierBookingCard shipment={result.shipment} />
      <Card aria-labelledby="live-location-title" className="span-all">
        <CardHeader titleId="live-location-title" title={t('location.title')} />
        <div className="map-placeholder">
          <MapPinIcon width={32} height={32} />
          <p>{latest ? t('location.lastSeen', { location: latest.location }) : t('location.none')}</p>
          <p className="muted">{t('location.mapComing')}</p>
        </div>
      </Card>
    </div>
  );
}
