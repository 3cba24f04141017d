import { useState, type FormEvent } from 'react';
import { MESSAGES, QUOTE_CATEGORIES, QUOTE_URGENCIES, type InstantQuoteResponse } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formatDays, formatMoney, formatNumber } from '@/lib/format';
import { useInstantQuote, type InstantQuoteInput } from '../api/instant-quote';
import './quoting.css';

// ── Landing-page instant quote (spec sections 3, 5, 8): cities required, weight 1 and value 100 by default ──

const CATEGORY_OPTIONS = QUOTE_CATEGORIES.map((c) => ({ value: c, label: c }));
const URGENCY_OPTIONS = QUOTE_URGENCIES.map((u) => ({ value: u, label: u[0]!.toUpperCase() + u.slice(1) }));
const FIXED_DIMENSIONS = { length: 30, width: 20, height: 15 };

const numberOr = (text: string, fallback: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function toInstantQuoteRequest(d: { from: string; to: string; weight: string; category: string; urgency: string; value: string }): InstantQuoteInput {
  return {
    fromLocation: d.from.trim(),
    toLocation: d.to.trim(),
    weight: numberOr(d.weight, 1),
    category: d.category as (typeof QUOTE_CATEGORIES)[number],
    urgency: d.urgency as (typeof QUOTE_URGENCIES)[number],
    declaredValue: numberOr(d.value, 100),
    dimensions: FIXED_DIMENSIONS,
  };
}

export function InstantQuoteForm() {
  const [draft, setDraft] = useState({ from: '', to: '', weight: '', category: 'Other', urgency: 'standard', value: '' });
  const [answer, setAnswer] = useState<InstantQuoteResponse | null>(null);
  const mutation = useInstantQuote({
    onSuccess: (result) => {
      setAnswer(result);
      toast({ ...MESSAGES.quoteGenerated, key: 'instant-quote' });
    },
    onError: () => toast({ key: 'instant-quote', ...MESSAGES.quoteFailed, variant: 'destructive' }),
  });
  const set = (field: keyof typeof draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from.trim() || !draft.to.trim()) {
      toast({ key: 'instant-quote', ...MESSAGES.quoteMissing, variant: 'destructive' });
      return;
    }
    mutation.mutate(toInstantQuoteRequest(draft));
  };

  return (
    <Card aria-label="Instant quote">
      <form className="calc-form" onSubmit={submit} noValidate>
        <div className="calc-places">
          <InputField label="From (city)" required placeholder="Berlin, Germany" value={draft.from} onChange={set('from')} />
          <InputField label="To (city)" required placeholder="New York, USA" value={draft.to} onChange={set('to')} />
          <InputField label="Weight (kg)" type="number" min="0" step="0.1" placeholder="1" value={draft.weight} onChange={set('weight')} />
          <InputField label="Declared value (USD)" type="number" min="0" placeholder="100" value={draft.value} onChange={set('value')} />
          <SelectField label="Category" value={draft.category} onChange={set('category')} options={CATEGORY_OPTIONS} />
          <SelectField label="Urgency" value={draft.urgency} onChange={set('urgency')} options={URGENCY_OPTIONS} />
        </div>
        <p className="muted">Box size 30 x 20 x 15 cm.</p>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Getting quotes…' : 'Get Instant Quote'}
        </Button>
      </form>
      {answer ? (
        <section aria-label="Quotes" className="page-section">
          <p className="muted" aria-live="polite">
            {answer.origin.city}, {answer.origin.countryName} to {answer.destination.city}, {answer.destination.countryName}: {answer.totalOptions} options, cheapest shown.
          </p>
          {answer.assumptions.map((a) => (
            <p key={a} className="muted">
              {a}
            </p>
          ))}
          <ul className="instant-quote-results">
            {answer.carriers.map((c) => (
              <li key={`${c.name}/${c.service}`} className="card quote-card">
                <div className="quote-card-head">
                  <div>
                    <h3 className="quote-card-carrier">{c.name}</h3>
                    <p className="muted">{c.service}</p>
                  </div>
                  <p className="quote-price">{formatMoney(c.price)}</p>
                </div>
                <p className="muted">
                  {formatDays(c.estimatedDays)} · rated {formatNumber(c.rating, 1)} / 5
                </p>
                <ul className="quote-features">
                  {c.features.slice(0, 3).map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
