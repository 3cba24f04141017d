import { useState } from 'react';
import type { CreatedShipment, Rate, RatePurchase } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorReason } from '@/lib/api-client';
import { useRefreshRates } from '../../api/get-shipment-rates';
import { usePurchaseRate } from '../../api/purchase-rate';
import { RatePicker, cheapestRateId } from '../rate-picker';

// ── Step 3 after a "Choose a rate" creation: the shipment's rates, any of which the shipper buys ──
// The shipment already exists (pending, waiting for a purchase): leaving or reloading keeps it on Shipments as
// pending, where its rates can be bought later (the shipment's details there, the CLI's `waypost shipments
// rates|buy`, or POST .../purchase).

export function RateChoice({ shipment, onPurchased }: { shipment: CreatedShipment; onPurchased: (purchase: RatePurchase) => void }) {
  const [rates, setRates] = useState<Rate[]>(shipment.rates);
  const [chosen, setChosen] = useState<string | null>(cheapestRateId(shipment.rates));
  const purchase = usePurchaseRate(shipment.id);
  const refresh = useRefreshRates({
    onSuccess: (fresh) => {
      setRates(fresh.rates);
      setChosen(cheapestRateId(fresh.rates));
      purchase.reset();
    },
  });
  const expired = rates.length > 0 && rates.every((r) => Date.parse(r.expiresAt) <= Date.now());

  return (
    <div className="rate-choice">
      <p className="field-hint">
        Shipment {shipment.trackingNumber} is created and waits for you to buy a rate. If you leave or reload now, it stays on Shipments as pending with no carrier, and its rates
        can still be bought there (open its details), with <code>waypost shipments rates</code> and <code>waypost shipments buy</code>, or through the API.
      </p>
      {rates.length === 0 ? <p>No rate is available for this shipment.</p> : null}
      <RatePicker rates={rates} value={chosen} onChange={setChosen} legend={`Rates for ${shipment.trackingNumber}`} disabled={purchase.isPending || purchase.isSuccess} />
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
          onClick={() => chosen && purchase.mutate({ rateId: chosen }, { onSuccess: (bought) => onPurchased(bought) })}
          disabled={!chosen || purchase.isPending || purchase.isSuccess}
          aria-busy={purchase.isPending}
        >
          {purchase.isPending ? 'Buying…' : 'Buy rate'}
        </Button>
      </div>
    </div>
  );
}
