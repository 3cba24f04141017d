import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RATE_NOTICES, SHIPMENT_STATUS_LABELS, type BookingSummary, type PurchasedRate, type Rate, type RatePurchase, type Shipment, type ShipmentRates } from '@waypost/contracts';
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

type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; text: string } | null;

const serviceOf = (r: Pick<Rate, 'carrierName' | 'serviceName'>) => `${r.carrierName} ${r.serviceName}`;

/** The rate bought: carrier and service, transit, each charge line and the total, all in the rate's currency. */
export function BoughtRate({ rate }: { rate: PurchasedRate }) {
  return (
    <div className="bought-rate">
      <p>
        <strong>{serviceOf(rate)}</strong> (carrier {rate.carrierId}, {rate.serviceLevel}), {formatDays(rate.transitDays)} in transit, bought {formatDateTime(rate.purchasedAt)}
      </p>
      <ul className="charge-lines" aria-label={`Charges of ${serviceOf(rate)}`}>
        {rate.lines.map((line) => (
          <li key={`${line.kind}-${line.code}`}>
            <span>{line.label}</span> <span>{formatMinor(line.amountMinor, rate.currency)}</span>
          </li>
        ))}
        <li className="charge-lines-total">
          <span>Total</span> <span>{formatMinor(rate.amountMinor, rate.currency)}</span>
        </li>
      </ul>
    </div>
  );
}

function BuyRate({ shipment, rating, onBought }: { shipment: Shipment; rating: ShipmentRates; onBought: (bought: RatePurchase) => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const purchase = usePurchaseRate(shipment.id);
  const { rates, expiresAt } = rating;
  const chosen = rates.find((r) => r.id === choice) ?? null;
  if (rates.length === 0) return <p className="muted">No carrier offers a rate for this shipment right now; try again later.</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    // mutateAsync, not mutate's callbacks: the refresh after a purchase unmounts this form before they would run
    purchase.mutateAsync({ rateId: chosen.id }).then(onBought, () => {}); // a refusal is shown from purchase.error
  };
  return (
    <form className="buy-rate" aria-label={`Buy a rate for ${shipment.trackingNumber}`} onSubmit={submit}>
      <p>Its rates can be bought until {formatDateTime(expiresAt)}.</p>
      <RatePicker rates={rates} value={choice} onChange={setChoice} legend="Rates" disabled={purchase.isPending} />
      <Button type="submit" disabled={!chosen || purchase.isPending}>
        {purchase.isPending ? 'Buying…' : chosen ? `Buy ${serviceOf(chosen)} for ${formatMinor(chosen.price.amountMinor, chosen.price.currency)}` : 'Choose a rate to buy'}
      </Button>
      {purchase.error ? (
        <p role="alert" className="form-error">
          The rate was not bought: {errorReason(purchase.error)}
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
  const [asked, setAsked] = useState(false);
  const rating = useShipmentRates(shipment.id, { enabled: asked });
  const answer = asked && !rating.isFetching ? rating.data : undefined;
  const buyable = answer && answer.rateSelection === 'manual' && answer.purchasedRateId === null;
  return (
    <div className="buy-rate">
      {known ? <p>This shipment waits for you to buy a rate.</p> : null}
      <Button variant="outline" size="sm" disabled={rating.isFetching} onClick={() => (asked ? void rating.refetch() : setAsked(true))}>
        {asked ? 'Refresh rates' : 'Get rates'}
        <span className="sr-only"> for {shipment.trackingNumber}</span>
      </Button>
      {rating.isFetching ? <Spinner label="Loading rates…" /> : null}
      {rating.error ? (
        <p role="alert" className="form-error">
          Rates could not be loaded: {errorReason(rating.error)}
        </p>
      ) : null}
      {answer && (known || buyable) ? <BuyRate shipment={shipment} rating={answer} onBought={onBought} /> : null}
      {answer && !known && !buyable ? (
        <p>{answer.purchasedRateId ? `Rate ${answer.purchasedRateId} was bought.` : 'Booked automatically by the dispatcher, which chose the carrier.'}</p>
      ) : null}
    </div>
  );
}

function Refund({ refund }: { refund: NonNullable<BookingSummary['lastRefund']> }) {
  return (
    <p>
      Last refund: {formatMinor(refund.amountMinor, refund.currency)} ({refund.status}, refund {refund.refundId}) on {formatDateTime(refund.at)}
    </p>
  );
}

export function ShipmentRateSection({ shipment: listed, titleId }: { shipment: Shipment; titleId: string }) {
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
    const label = purchase.labelStatus === 'ready' ? 'Its label is ready.' : 'The carrier is booking it; its label follows in a moment.';
    setOutcome({ kind: 'done', text: `Bought ${serviceOf(purchase.rate)} for ${formatMinor(purchase.rate.price.amountMinor, purchase.rate.price.currency)}. ${label}` });
  };

  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        Rate and label
      </h3>
      {!pending ? <p className="muted">{RATE_NOTICES.notPending(SHIPMENT_STATUS_LABELS[shipment.status])}.</p> : null}
      {booking ? (
        <>
          <p>
            Label: <strong>{labelStateText(booking)}</strong>
          </p>
          {booking.rateSelection === 'auto' && !booking.purchasedRate && !booking.awaitingPurchase ? (
            <p>
              Booked automatically by the dispatcher
              {booking.carrier
                ? `: ${booking.carrier.carrierName} ${booking.carrier.serviceName}, ${formatMinor(booking.carrier.amountMinor, booking.carrier.currency)}`
                : ', which chooses the carrier'}
              .
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
            setOutcome({
              kind: 'done',
              text: `Label voided: ${formatMinor(voided.refund.amountMinor, voided.refund.currency)} refunded (refund ${voided.refund.refundId}). Buy a rate to ship it.`,
            });
          }}
          onRefused={(reason) => setOutcome({ kind: 'refused', text: reason })}
        />
      ) : null}
      <p role="status" className="shipment-detail-outcome">
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="form-error">
          The label was not voided: {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
