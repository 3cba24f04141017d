import { useState, type FormEvent } from 'react';
import { CALCULATOR_CATEGORIES, CALCULATOR_COUNTRIES, QUOTING_MESSAGES, SERVICE_LEVELS, type CalculateShippingResponse } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useCalculateShipping, type CalculateShippingInput } from '../api/calculate-shipping';
import { QuoteCard } from './quote-card';
import './quoting.css';

// ── Shipping calculator page (/calculator): the form beside the quote list ──

const COUNTRY_NAMES: Record<string, string> = {
  CN: 'China',
  US: 'United States',
  DE: 'Germany',
  GB: 'United Kingdom',
  FR: 'France',
  NL: 'Netherlands',
  BE: 'Belgium',
  IT: 'Italy',
  ES: 'Spain',
  JP: 'Japan',
};
const COUNTRY_OPTIONS = [{ value: '', label: 'Select a country' }, ...CALCULATOR_COUNTRIES.map((c) => ({ value: c, label: `${COUNTRY_NAMES[c] ?? c} (${c})` }))];
const CATEGORY_OPTIONS = CALCULATOR_CATEGORIES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
const LEVEL_OPTIONS = SERVICE_LEVELS.map((l) => ({ value: l, label: l[0]!.toUpperCase() + l.slice(1) }));

interface Draft {
  originCountry: string;
  originCity: string;
  originPostal: string;
  destinationCountry: string;
  destinationCity: string;
  destinationPostal: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  value: string;
  category: string;
  serviceLevel: string;
}
const EMPTY: Draft = {
  originCountry: '',
  originCity: '',
  originPostal: '',
  destinationCountry: '',
  destinationCity: '',
  destinationPostal: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  value: '',
  category: 'general',
  serviceLevel: 'standard',
};

/** Blank or non-numeric dimensions default to 10, value to 100 (spec section 5). */
const orDefault = (text: string, fallback: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function toCalculatorRequest(d: Draft): CalculateShippingInput {
  return {
    origin: { country: d.originCountry as CalculateShippingInput['origin']['country'], city: d.originCity, postalCode: d.originPostal },
    destination: { country: d.destinationCountry as CalculateShippingInput['destination']['country'], city: d.destinationCity, postalCode: d.destinationPostal },
    package: {
      weight: Number(d.weight),
      dimensions: { length: orDefault(d.length, 10), width: orDefault(d.width, 10), height: orDefault(d.height, 10) },
      value: orDefault(d.value, 100),
      category: d.category as (typeof CALCULATOR_CATEGORIES)[number],
    },
    preferences: { serviceLevel: d.serviceLevel as (typeof SERVICE_LEVELS)[number] },
  };
}

export function ShippingCalculatorPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [answer, setAnswer] = useState<CalculateShippingResponse | null>(null);
  const mutation = useCalculateShipping({
    onSuccess: setAnswer,
    onError: () => toast({ key: 'shipping-calculator', ...QUOTING_MESSAGES.calculatorFailed, variant: 'destructive' }),
  });
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weight = Number(draft.weight);
    if (!draft.originCountry || !draft.destinationCountry || draft.weight.trim() === '' || !(weight > 0)) {
      toast({ key: 'shipping-calculator', ...QUOTING_MESSAGES.calculatorMissing, variant: 'destructive' });
      return;
    }
    mutation.mutate(toCalculatorRequest(draft));
  };

  return (
    <PageLayout title="Shipping Calculator">
      <div className="container page-section">
        <h1 className="page-title">Shipping Calculator</h1>
        <p className="page-lead">Compare carriers for your parcel: price, transit time and reliability, with every charge explained.</p>
        <div className="split">
          <Card aria-labelledby="calc-form-title">
            <CardHeader titleId="calc-form-title" title="Package details" />
            <form className="calc-form" onSubmit={submit} noValidate>
              <div className="calc-places">
                <fieldset className="fieldset">
                  <legend className="fieldset-legend">Origin</legend>
                  <SelectField label="Origin country" required value={draft.originCountry} onChange={set('originCountry')} options={COUNTRY_OPTIONS} />
                  <InputField label="Origin city" value={draft.originCity} onChange={set('originCity')} />
                  <InputField label="Origin postal code" value={draft.originPostal} onChange={set('originPostal')} />
                </fieldset>
                <fieldset className="fieldset">
                  <legend className="fieldset-legend">Destination</legend>
                  <SelectField label="Destination country" required value={draft.destinationCountry} onChange={set('destinationCountry')} options={COUNTRY_OPTIONS} />
                  <InputField label="Destination city" value={draft.destinationCity} onChange={set('destinationCity')} />
                  <InputField label="Destination postal code" value={draft.destinationPostal} onChange={set('destinationPostal')} />
                </fieldset>
              </div>
              <fieldset className="fieldset">
                <legend className="fieldset-legend">Package</legend>
                <InputField label="Weight (kg)" required type="number" min="0" step="0.1" inputMode="decimal" value={draft.weight} onChange={set('weight')} />
                <div className="form-row-3">
                  <InputField label="Length (cm)" type="number" min="0" placeholder="10" value={draft.length} onChange={set('length')} />
                  <InputField label="Width (cm)" type="number" min="0" placeholder="10" value={draft.width} onChange={set('width')} />
                  <InputField label="Height (cm)" type="number" min="0" placeholder="10" value={draft.height} onChange={set('height')} />
                </div>
                <InputField label="Declared value (USD)" type="number" min="0" placeholder="100" value={draft.value} onChange={set('value')} />
                <SelectField label="Category" value={draft.category} onChange={set('category')} options={CATEGORY_OPTIONS} />
                <SelectField label="Service level" value={draft.serviceLevel} onChange={set('serviceLevel')} options={LEVEL_OPTIONS} />
              </fieldset>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Calculating…' : 'Calculate Shipping'}
              </Button>
            </form>
          </Card>
          <section aria-labelledby="calc-quotes-title" className="stack">
            <h2 id="calc-quotes-title" className="section-title">
              Quotes
            </h2>
            {answer === null ? (
              <p className="muted">Fill in the form to compare carriers.</p>
            ) : answer.quotes.length === 0 ? (
              <p className="muted">No carrier offers this service level on this lane. Try another service level.</p>
            ) : (
              <>
                <p className="muted" aria-live="polite">
                  {answer.quotes.length} {answer.quotes[0]?.serviceLevel} quotes, cheapest first (sandbox rates, {answer.zone.replace('_', ' ')} zone).
                </p>
                <p className="quote-footnote">Savings: {answer.savingsDefinition.replace(/^savings = /, '')}</p>
                <ul className="quote-list">
                  {answer.quotes.map((q) => (
                    <QuoteCard key={q.id} quote={q} />
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </PageLayout>
  );
}
