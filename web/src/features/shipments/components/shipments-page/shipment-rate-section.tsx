import { useState, type FormEvent } from 'react';
import { RATE_NOTICES, SHIPMENT_STATUS_LABELS, type Rate, type RatePurchase, type Shipment } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatDateTime, formatDays } from '@/lib/format';
import { useShipmentRates } from '../../api/get-shipment-rates';
import { usePurchaseRate } from '../../api/purchase-rate';
import { formatMinor } from '../money';
import { RatePicker } from '../rate-picker';
import { VoidLabelButton } from './void-label-dialog';

// ── A shipment's rate on /shipments: buy one (created `manual`, nothing bought), see the one bought, void its label ──
// What the shipment is waiting for comes from POST /api/shipments/{id}/rates, asked when the shipment is opened: the
// list's read model does not say how a shipment is booked, what was bought or whether its label was voided.

type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; text: string } | null;

const serviceOf = (r: Pick<Rate, 'carrierName' | 'serviceName'>) => `${r.carrierName} ${r.serviceName}`;

/** The rate bought: carrier and service, transit, each charge line and the total, all in the rate's currency. */
export function BoughtRate({ rate }: { rate: Rate }) {
  return (
    <div className="bought-rate">
      <p>
        <strong>{serviceOf(rate)}</strong> (carrier {rate.carrierId}, {rate.serviceLevel}), {formatDays(rate.transitDays)} in transit
      </p>
      <ul className="charge-lines" aria-label={`Charges of ${serviceOf(rate)}`}>
        {rate.lines.map((line) => (
          <li key={`${line.kind}-${line.code}`}>
            <span>{line.label}</span> <span>{formatMinor(line.amountMinor, rate.currency)}</span>
          </li>
        ))}
        <li className="charge-lines-total">
          <span>Total</span> <span>{formatMinor(rate.price.amountMinor, rate.price.currency)}</span>
        </li>
      </ul>
    </div>
  );
}

function BuyRate({ shipment, rates, expiresAt, onBought }: { shipment: Shipment; rates: Rate[]; expiresAt: string; onBought: (bought: RatePurchase) => void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const purchase = usePurchaseRate(shipment.id);
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
      <p>This shipment waits for you to buy a rate; its rates can be bought until {formatDateTime(expiresAt)}.</p>
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

export function ShipmentRateSection({ shipment, titleId }: { shipment: Shipment; titleId: string }) {
  const pending = shipment.status === 'pending';
  const rating = useShipmentRates(shipment.id, { enabled: pending });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [lastPurchase, setLastPurchase] = useState<RatePurchase | null>(null);
  const data = pending ? rating.data : undefined; // a shipment that moved on keeps no stale answer
  const awaitingPurchase = data?.rateSelection === 'manual' && data.purchasedRateId === null;
  const bought = data?.purchasedRateId
    ? (data.rates.find((r) => r.id === data.purchasedRateId) ?? (lastPurchase?.rateId === data.purchasedRateId ? lastPurchase.rate : null))
    : null;

  const onBought = (purchase: RatePurchase) => {
    setLastPurchase(purchase);
    const label = purchase.labelStatus === 'ready' ? 'Its label is ready.' : 'The carrier is booking it; its label follows in a moment.';
    setOutcome({ kind: 'done', text: `Bought ${serviceOf(purchase.rate)} for ${formatMinor(purchase.rate.price.amountMinor, purchase.rate.price.currency)}. ${label}` });
  };

  return (
    <section className="shipment-detail-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shipment-detail-title">
        Rate and label
      </h3>
      {!pending ? <p className="muted">{RATE_NOTICES.notPending(SHIPMENT_STATUS_LABELS[shipment.status])}.</p> : null}
      {pending && rating.isLoading ? <Spinner label="Loading rates…" /> : null}
      {pending && rating.error ? (
        <p role="alert" className="form-error">
          Rates could not be loaded: {errorReason(rating.error)}
        </p>
      ) : null}
      {data && awaitingPurchase ? <BuyRate shipment={shipment} rates={data.rates} expiresAt={data.expiresAt} onBought={onBought} /> : null}
      {data && data.purchasedRateId ? bought ? <BoughtRate rate={bought} /> : <p>Rate {data.purchasedRateId} was bought (its rates have expired since).</p> : null}
      {data && data.rateSelection === 'auto' ? <p>Booked automatically by the dispatcher, which chose the carrier.</p> : null}
      {data && !awaitingPurchase ? (
        <VoidLabelButton
          shipmentId={shipment.id}
          trackingNumber={shipment.trackingNumber}
          onVoided={(v) => {
            setLastPurchase(null);
            setOutcome({
              kind: 'done',
              text: `Label voided: ${formatMinor(v.refund.amountMinor, v.refund.currency)} refunded (refund ${v.refund.refundId}). Buy a rate to ship it.`,
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
