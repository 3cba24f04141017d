import { useTranslation } from 'react-i18next';
import type { RateSelection } from '@waypost/contracts';

// ── Step 3: how the shipment gets its carrier. Automatic (the seed's flow) unless the shipper picks a rate ──

/** Each choice with its label and hint in the `shipments` catalogue. */
const CHOICES = [
  { value: 'auto', labelKey: 'booking.auto.label', hintKey: 'booking.auto.hint' },
  { value: 'manual', labelKey: 'booking.manual.label', hintKey: 'booking.manual.hint' },
] as const satisfies readonly { value: RateSelection; labelKey: string; hintKey: string }[];

export function BookingChoice({ value, onChange }: { value: RateSelection; onChange: (value: RateSelection) => void }) {
  const { t } = useTranslation('shipments');
  return (
    <fieldset className="fieldset booking-choice">
      <legend className="fieldset-legend">{t('booking.legend')}</legend>
      {CHOICES.map((choice) => (
        <div key={choice.value} className="field">
          <label className="field-label" htmlFor={`booking-${choice.value}`}>
            <input
              id={`booking-${choice.value}`}
              type="radio"
              name="booking"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`booking-${choice.value}-hint`}
            />{' '}
            {t(choice.labelKey)}
          </label>
          <p id={`booking-${choice.value}-hint`} className="field-hint">
            {t(choice.hintKey)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
