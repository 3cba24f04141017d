import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shipments');
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
        <Trans t={t} i18nKey="rateChoice.waiting" values={{ trackingNumber: shipment.trackingNumber }} components={{ code: <code /> }} />
      </p>
      {rates.length === 0 ? <p>{t('rateChoice.noRates')}</p> : null}
      <RatePicker
        rates={rates}
        value={chosen}
        onChange={setChosen}
        legend={t('rateChoice.legend', { trackingNumber: shipment.trackingNumber })}
        disabled={purchase.isPending || purchase.isSuccess}
      />
      {purchase.error ? (
        <Alert tone="danger" title={t('rateChoice.notBought')}>
          <p>{errorReason(purchase.error)}</p>
        </Alert>
      ) : null}
      <div className="wizard-actions">
        <Button variant="outline" onClick={() => refresh.mutate(shipment.id)} disabled={refresh.isPending} aria-busy={refresh.isPending}>
          {refresh.isPending ? t('rateChoice.refreshing') : expired ? t('rateChoice.refreshExpired') : t('rateChoice.refresh')}
        </Button>
        <Button
          onClick={() => chosen && purchase.mutate({ rateId: chosen }, { onSuccess: (bought) => onPurchased(bought) })}
          disabled={!chosen || purchase.isPending || purchase.isSuccess}
          aria-busy={purchase.isPending}
        >
          {purchase.isPending ? t('rateChoice.buying') : t('rateChoice.buy')}
        </Button>
      </div>
    </div>
  );
}
