import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { BookingSummary, PurchasedRate, Rate, RatePurchase, Shipment, ShipmentRates } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatDateTime, formatDays } from '@/lib/format';
import { useShipment } from '../../api/get-shipment';
import { invalidateShipmentLists } from '../../api/get-shipments';
import { useShipmentRates } from '../../api/get-shipment-rates';
import { usePurchaseRate } from '../../api/purchase-rate';
import { formatMinor } from '../money';
import { RatePicker } from '../rate-picker';
import { bookingView, labelStateText, waitsForNews, type LastAction } from './booking-view';
import { VoidLabelButton } from './void-label-dialog';

// ── A shipment's rate and label on /shipments: the booking summary of GET /api/shipments/:id (issue 24, item 9) ──
// Opening a shipment only reads it. Rates are asked for (POST …/rates, which may record fresh ones) only when the
// shipper presses "Get rates" on a shipment that waits for a purchase. The rate bought is shown as it was bought, so
// its charge lines stay after the rates expire. "Void label" only while a label exists and the shipment is pending.

/** What the last purchase or void came to, worded when shown (in the language of the moment). */
type Outcome =
  | { kind: 'bought'; service: string; price: string; labelReady: boolean }
  | { kind: 'voided'; amount: string; refundId: string; refundPending: boolean }
  | { kind: 'refused'; reason: string }
  | null;

const serviceOf = (r: Pick<Rate, 'carrierName' | 'serviceName'>) => `${r.carrierName} ${r.serviceName}`;

/** The provider refused this void since (the label stands again): the void's outcome is no longer the news. */
const voidRefused = (booking: BookingSummary | undefined, refundId: string) => booking?.lastRefund?.refundId === refundId && booking.lastRefund.status === 'refused';

/** The rate bought: carrier and service, transit, each charge line and the total, all in the rate's currency. */
export function BoughtRate({ rate }: { rate: PurchasedRate }) {
  const { t } = useTranslation('shipments');
  return (
    <div className="bought-rate">
      <p>
        <Trans
          t={t}
          i18nKey="rateSection.boughtRate.details"
          values={{
            service: serviceOf(rate),
            carrierId: rate.carrierId,
            serviceLevel: rate.serviceLevel,
            transit: formatDays(rate.transitDays),
            purchasedAt: formatDateTime(rate.purchasedAt),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      <ul className="charge-lines" aria-label={t('rateSection.boughtRate.chargesLabel', { service: serviceOf(rate) })}>
        {rate.lines.map((line) => (
          <li key={`${line.kind}-${line.code}`}>
            <span>{line.label}</span> <span>{formatMinor(line.amountMinor, rate.currency)}</span>
          </li>
        ))}
        <li className="charge-lines-total">
          <span>{t('rateSection.boughtRate.total')}</span> <span>{formatMinor(rate.amountMinor, rate.currency)}</span>
        </li>
      </ul>
    </div>
  );
}

function BuyRate({ shipment, rating, onBought }: { shipment: Shipment; rating: ShipmentRates; onBought: (bought: RatePurchase) => void }) {
  const { t } = useTranslation('shipments');
  const [choice, setChoice] = useState<string | null>(null);
  const purchase = usePurchaseRate(shipment.id);
  const { rates, expiresAt } = rating;
  const chosen = rates.find((r) => r.id === choice) ?? null;
  if (rates.length === 0) return <p className="muted">{t('rateSection.buyRate.noRates')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    // mutateAsync, not mutate's callbacks: the refresh after a purchase unmounts this form before they would run
    purchase.mutateAsync({ rateId: chosen.id }).then(onBought, () => {}); // a refusal is shown from purchase.error
  };
  return (
    <form className="buy-rate" aria-label={t('rateSection.buyRate.formLabel', { trackingNumber: shipment.trackingNumber })} onSubmit={submit}>
      <p>{t('rateSection.buyRate.expiresAt', { expiresAt: formatDateTime(expiresAt) })}</p>
      <RatePicker rates={rates} value={choice} onChange={setChoice} legend={t('rateSection.buyRate.legend')} disabled={purchase.isPending} />
      <Button type="submit" disabled={!chosen || purchase.isPending}>
        {purchase.isPending
          ? t('rateSection.buyRate.buying')
          : chosen
            ? t('rateSection.buyRate.buy', { service: serviceOf(chosen), price: formatMinor(chosen.price.amountMinor, chosen.price.currency) })
            : t('rateSection.buyRate.choose')}
      </Button>
      {purchase.error ? (
        <p role="alert" className="form-error">
          {t('rateSection.buyRate.failed', { reason: errorReason(purchase.error) })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The shipment's rates when the shipper asks for them, and the form to buy one: for a shipment that waits for a
 * purchase, or one read before its booking summary existed (whose rates' answer then says whether it can be bought).
 */
function RatesOnRequest({ shipment, known, onBought }: { shipment: Shipment; known: boolean; onBought: (bought: RatePurchase) => void }) {
  const { t } = useTranslation('shipments');
  const [asked, setAsked] = useState(false);
  const rating = useShipmentRates(shipment.id, { enabled: asked });
  const answer = asked && !rating.isFetching ? rating.data : undefined;
  const buyable = answer && answer.rateSelection === 'manual' && answer.purchasedRateId === null;
  return (
    <div className="buy-rate">
      {known ? <p>{t('rateSection.ratesOnRequest.waiting')}</p> : null}
      <Button variant="outline" size="sm" disabled={rating.isFetching} onClick={() => (asked ? void rating.refetch() : setAsked(true))}>
        <Trans
          t={t}
          i18nKey={asked ? 'rateSection.ratesOnRequest.refreshRates' : 'rateSection.ratesOnRequest.getRates'}
          values={{ trackingNumber: shipment.trackingNumber }}
          components={{ hidden: <span className="sr-only" /> }}
        />
      </Button>
      {rating.isFetching ? <Spinner label={t('rateSection.ratesOnRequest.loading')} /> : null}
      {rating.error ? (
        <p role="alert" className="form-error">
          {t('rateSection.ratesOnRequest.loadFailed', { reason: errorReason(rating.error) })}
        </p>
      ) : null}
      {answer && (known || buyable) ? <BuyRate shipment={shipment} rating={answer} onBought={onBought} /> : null}
      {answer && !known && !buyable ? (
        <p>{answer.purchasedRateId ? t('rateSection.ratesOnRequest.bought', { rateId: answer.purchasedRateId }) : t('rateSection.ratesOnRequest.bookedByDispatcher')}</p>
      ) : null}
    </div>
  );
}

function Refund({ refund }: { refund: NonNullable<BookingSummary['lastRefund']> }) {
  const { t } = useTranslation('shipments');
  // pending and refused name the real provider that answers for the label (issue 27)
  const provider = refund.provider ?? '?';
  const status =
    refund.status === 'issued'
      ? t('rateSection.refundStatus.issued')
      : refund.status === 'pending'
        ? t('rateSection.refundStatus.pending', { provider })
        : t('rateSection.refundStatus.refused', { provider, reason: refund.reason ?? '' });
  return (
    <p>
      {t('rateSection.lastRefund', {
        amount: formatMinor(refund.amountMinor, refund.currency),
        status,
        refundId: refund.refundId,
        at: formatDateTime(refund.at),
      })}
    </p>
  );
}

export function ShipmentRateSection({ shipment: listed, titleId }: { shipment: Shipment; titleId: string }) {
  const { t } = useTranslation('shipments');
  const [last, setLast] = useState<LastAction>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [poll, setPoll] = useState(false);
  const read = useShipment(listed, { poll });
  const shipment = read.data ?? listed;
  const pending = shipment.status === 'pending';
  const booking = bookingView(shipment.booking, last);
  const queryClient = useQueryClient();

  const waiting = waitsForNews(shipment.booking, last, pending);
  useEffect(() => setPoll(waiting), [waiting]);
  // The table's row follows what the shipment's own read found: each newer version read asks for the lists again.
  // Keyed by the version, not by "newer": a page read that lands between two versions (the purchase, then its label)
  // leaves the row behind the details while both stay "newer", and the row would then never catch up.
  const newerVersion = !read.isPlaceholderData && shipment.version > listed.version ? shipment.version : null;
  useEffect(() => {
    if (newerVersion !== null) void invalidateShipmentLists(queryClient);
  }, [newerVersion, queryClient]);

  const onBought = (purchase: RatePurchase) => {
    setLast({ kind: 'bought', purchase });
    setOutcome({
      kind: 'bought',
      service: serviceOf(purchase.rate),
      price: formatMinor(purchase.rate.price.amountMinor, purchase.rate.price.currency),
      labelReady: purchase.labelStatus === 'ready',
    });
  };
  const done =
    outcome?.kind === 'bought'
      ? t(outcome.labelReady ? 'rateSection.outcome.boughtReady' : 'rateSection.outcome.boughtBooking', { service: outcome.service, price: outcome.price })
      : outcome?.kind === 'voided' && !voidRefused(booking, outcome.refundId)
        ? t(outcome.refundPending ? 'rateSection.outcome.voidedPending' : 'rateSection.outcome.voided', { amount: outcome.amount, refundId: outcome.refundId })
        : '';

  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        {t('rateSection.title')}
      </h3>
      {!pending ? <p className="muted">{t('rateSection.notPending', { status: t(`shipmentStatus.${shipment.status}`) })}</p> : null}
      {booking ? (
        <>
          <p>
            <Trans t={t} i18nKey="rateSection.labelState" values={{ state: labelStateText(booking) }} components={{ strong: <strong /> }} />
          </p>
          {booking.rateSelection === 'auto' && !booking.purchasedRate && !booking.awaitingPurchase ? (
            <p>
              {booking.carrier
                ? t('rateSection.bookedByDispatcherWithCarrier', {
                    carrier: booking.carrier.carrierName,
                    service: booking.carrier.serviceName,
                    price: formatMinor(booking.carrier.amountMinor, booking.carrier.currency),
                  })
                : t('rateSection.bookedByDispatcher')}
            </p>
          ) : null}
          {booking.purchasedRate ? <BoughtRate rate={booking.purchasedRate} /> : null}
          {booking.lastRefund ? <Refund refund={booking.lastRefund} /> : null}
          {pending && booking.awaitingPurchase ? <RatesOnRequest key={booking.label.at ?? 'new'} shipment={shipment} known onBought={onBought} /> : null}
        </>
      ) : null}
      {!booking && pending ? <RatesOnRequest shipment={shipment} known={false} onBought={onBought} /> : null}
      {pending && booking?.label.status === 'purchased' ? (
        <VoidLabelButton
          shipmentId={shipment.id}
          trackingNumber={shipment.trackingNumber}
          onVoided={(voided) => {
            setLast({ kind: 'voided', voided });
            const { amountMinor, currency, refundId, status } = voided.refund;
            setOutcome({ kind: 'voided', amount: formatMinor(amountMinor, currency), refundId, refundPending: status === 'pending' });
          }}
          onRefused={(reason) => setOutcome({ kind: 'refused', reason })}
        />
      ) : null}
      <p role="status" className="shipment-detail-outcome">
        {done}
      </p>
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="form-error">
          {t('rateSection.outcome.notVoided', { reason: outcome.reason })}
        </p>
      ) : null}
    </section>
  );
}
