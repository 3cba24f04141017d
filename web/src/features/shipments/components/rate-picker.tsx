import { useId } from 'react';
import type { Rate } from '@waypost/contracts';
import { formatDate, formatDateTime, formatDays } from '@/lib/format';
import { formatMinor } from './money';

// ── A shipment's rates as one radio group: carrier and service, price with its currency, transit, delivery, expiry ──
// Presentational and reusable: the caller owns the chosen id and what happens with it (buying it, for /shipments).

/** The cheapest rate's id (the first of equal prices), or null with no rates. */
export function cheapestRateId(rates: readonly Rate[]): string | null {
  let best: Rate | null = null;
  for (const r of rates) if (!best || r.price.amountMinor < best.price.amountMinor) best = r;
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
                <strong>
                  {rate.carrierName} {rate.serviceName}
                </strong>{' '}
                {formatMinor(rate.price.amountMinor, rate.price.currency)}
                {rate.id === cheapest ? <span className="rate-picker-cheapest"> (cheapest)</span> : null}
              </label>
              <p id={`${id}-details`} className="rate-picker-details muted">
                {formatDays(rate.transitDays)} in transit · delivery by {formatDate(rate.estimatedDelivery)} · can be bought until {formatDateTime(rate.expiresAt)}
              </p>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
