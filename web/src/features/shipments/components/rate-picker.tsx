import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rate } from '@waypost/contracts';
import { formatDate, formatDateTime, formatDays } from '@/lib/format';
import { formatMinor } from './money';

// ── A shipment's rates as one radio group: carrier and service, price with its currency, transit, delivery, expiry ──
// Presentational and reusable: the caller owns the chosen id and what happens with it (buying it, for /shipments).

/** The id of the cheapest rate (the first of equals, in the order the API gave); null without rates. Rates of one
 * shipment share a currency; were they not to, only those in the first rate's currency are compared. */
export function cheapestRateId(rates: readonly Rate[]): string | null {
  const currency = rates[0]?.price.currency;
  let best: Rate | undefined;
  for (const rate of rates) if (rate.price.currency === currency && (!best || rate.price.amountMinor < best.price.amountMinor)) best = rate;
  return best?.id ?? null;
}

export function RatePicker({
  rates,
  value,
  onChange,
  legend,
  disabled = false,
}: {
  rates: readonly Rate[];
  value: string | null;
  onChange: (rateId: string) => void;
  legend: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shipments');
  const name = useId();
  const cheapest = cheapestRateId(rates);
  return (
    <fieldset className="rate-picker" disabled={disabled}>
      <legend>{legend}</legend>
      <ul className="rate-picker-list">
        {rates.map((rate) => {
          const id = `${name}-${rate.id}`;
          return (
            <li key={rate.id} className="rate-picker-option">
              <input type="radio" id={id} name={name} value={rate.id} checked={value === rate.id} onChange={() => onChange(rate.id)} aria-describedby={`${id}-details`} />
              <label htmlFor={id}>
                <strong className="rate-service">
                  {rate.carrierName}, {rate.serviceName}
                </strong>{' '}
                {formatMinor(rate.price.amountMinor, rate.price.currency)}
                {rate.id === cheapest ? <span className="rate-picker-cheapest"> {t('ratePicker.cheapest')}</span> : null}
              </label>
              <p id={`${id}-details`} className="rate-picker-details muted">
                {t('ratePicker.details', {
                  transit: formatDays(rate.transitDays),
                  estimatedDelivery: formatDate(rate.estimatedDelivery),
                  expiresAt: formatDateTime(rate.expiresAt),
                })}
                {rate.provider ? (
                  <>
                    <br />
                    <span className="rate-provider">{t('ratePicker.provider', { name: rate.provider.name, mode: t(`ratePicker.modes.${rate.provider.mode}`) })}</span>
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
