import type { RateSelection } from '@waypost/contracts';

// ── Step 3: how the shipment gets its carrier. Automatic (the seed's flow) unless the shipper picks a rate ──

const CHOICES: { value: RateSelection; label: string; hint: string }[] = [
  { value: 'auto', label: 'Book automatically', hint: 'Waypost books the best carrier for this lane as soon as the shipment is created.' },
  { value: 'manual', label: 'Choose a rate', hint: 'See the rates once the shipment is created, pick one and buy its label.' },
];

export function BookingChoice({ value, onChange }: { value: RateSelection; onChange: (value: RateSelection) => void }) {
  return (
    <fieldset className="fieldset booking-choice">
      <legend className="fieldset-legend">Booking</legend>
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
            {choice.label}
          </label>
          <p id={`booking-${choice.value}-hint`} className="field-hint">
            {choice.hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
