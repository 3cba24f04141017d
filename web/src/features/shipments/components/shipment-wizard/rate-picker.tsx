import { useState } from 'react';
import type { CreatedShipment, Rate, RatePurchase } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { usePurchaseRate, useRefreshRates } from '../../api/shipment-rates';
import { cheapestRateId, formatMinor } from './rate-options';

// ── Step 3 after a "Choose a rate" creation: the shipment's rates, any of which the shipper buys ──
// The shipment already exists (pending, waiting for a purchase): leaving or reloading keeps it on Shipments as
// pending, and its rates can be bought later (CLI `waypost shipments rates|buy`, or POST .../purchase); the web's
// Shipments page does not offer that purchase yet.

export function RatePicker({ shipment, onPurchased }: { shipment: CreatedShipment; onPurchased: (purchase: RatePurchase) => void }) {
  const [rates, setRates] = useState<Rate[]>(shipment.rates);
  const cheapest = cheapestRateId(rates);
  const [chosen, setChosen] = useState<string | null>(cheapest);
  const purchase = usePurchaseRate({ onSuccess: onPurchased });
  const refresh = useRefreshRates({
    onSuccess: (fresh) => {
      setRates(fresh.rates);
      setChosen(cheapestRateId(fresh.rates));
      purchase.reset();
    },
  });
  const expired = rates.length > 0 && rates.every((r) => Date.parse(r.expiresAt) <= Date.now());

  return (
    <div className="rate-picker">
      <p className="field-hint">
        Shipment {shipment.trackingNumber} is created and waits for you to buy a rate. If you leave or reload now, it stays on Shipments as pending with no carrier, and its rates
        can still be bought later with <code>waypost shipments rates</code> and <code>waypost shipments buy</code> (or the API).
      </p>
      <fieldset className="fieldset">
        <legend className="fieldset-legend">Rates for {shipment.trackingNumber}</legend>
        {rates.length === 0 ? <p>No rate is available for this shipment.</p> : null}
        <ul className="rate-list">
          {rates.map((rate) => (
            <li key={rate.id} className="rate-option">
              <label className="rate-label">
                <input type="radio" name="rate" value={rate.id} checked={chosen === rate.id} onChange={() => setChosen(rate.id)} />{' '}
                <span className="rate-service">
                  {rate.carrierName}, {rate.serviceName}
                </span>{' '}
                <span className="rate-price">{formatMinor(rate.price.amountMinor, rate.price.currency)}</span> <span className="rate-currency">{rate.price.currency}</span>
                {' · '}
                <span>
                  {rate.transitDays} {rate.transitDays === 1 ? 'day' : 'days'}
                </span>
                {' · '}
                <span>expires {formatDateTime(rate.expiresAt)}</span>
                {rate.id === cheapest ? (
                  <>
                    {' '}
                    <span className="badge badge-neutral">Cheapest</span>
                  </>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {purchase.error ? (
        <Alert tone="danger" title="The rate could not be bought">
          <p>{errorReason(purchase.error)}</p>
        </Alert>
      ) : null}
      <div className="wizard-actions">
        <Button variant="outline" onClick={() => refresh.mutate(shipment.id)} disabled={refresh.isPending} aria-busy={refresh.isPending}>
          {refresh.isPending ? 'Getting rates…' : expired ? 'Get fresh rates (these expired)' : 'Get fresh rates'}
        </Button>
        <Button
          onClick={() => chosen && purchase.mutate({ shipmentId: shipment.id, rateId: chosen })}
          disabled={!chosen || purchase.isPending || purchase.isSuccess}
          aria-busy={purchase.isPending}
        >
          {purchase.isPending ? 'Buying…' : 'Buy rate'}
        </Button>
      </div>
    </div>
  );
}
