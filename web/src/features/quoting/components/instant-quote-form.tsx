import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_CATEGORIES, QUOTE_URGENCIES, type InstantQuoteResponse } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formatDays, formatMoney, formatNumber } from '@/lib/format';
import { useInstantQuote, type InstantQuoteInput } from '../api/instant-quote';
import './quoting.css';

// ── Landing-page instant quote (spec sections 3, 5, 8): cities required, weight 1 and value 100 by default ──

const CATEGORY_LABEL_KEYS = {
  Electronics: 'instantQuote.categories.electronics',
  Clothing: 'instantQuote.categories.clothing',
  Books: 'instantQuote.categories.books',
  'Home & Garden': 'instantQuote.categories.homeAndGarden',
  Sports: 'instantQuote.categories.sports',
  Other: 'instantQuote.categories.other',
} as const satisfies Record<(typeof QUOTE_CATEGORIES)[number], string>;
const URGENCY_LABEL_KEYS = {
  standard: 'instantQuote.urgencies.standard',
  express: 'instantQuote.urgencies.express',
  overnight: 'instantQuote.urgencies.overnight',
} as const satisfies Record<(typeof QUOTE_URGENCIES)[number], string>;
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
  const { t } = useTranslation('quoting');
  const [draft, setDraft] = useState({ from: '', to: '', weight: '', category: 'Other', urgency: 'standard', value: '' });
  const [answer, setAnswer] = useState<InstantQuoteResponse | null>(null);
  const mutation = useInstantQuote({
    onSuccess: (result) => {
      setAnswer(result);
      toast({ title: t('instantQuote.toasts.generated.title'), description: t('instantQuote.toasts.generated.description'), key: 'instant-quote' });
    },
    onError: () => toast({ key: 'instant-quote', title: t('instantQuote.toasts.failed.title'), description: t('instantQuote.toasts.failed.description'), variant: 'destructive' }),
  });
  const categoryOptions = QUOTE_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABEL_KEYS[c]) }));
  const urgencyOptions = QUOTE_URGENCIES.map((u) => ({ value: u, label: t(URGENCY_LABEL_KEYS[u]) }));
  const set = (field: keyof typeof draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from.trim() || !draft.to.trim()) {
      toast({ key: 'instant-quote', title: t('instantQuote.toasts.missing.title'), description: t('instantQuote.toasts.missing.description'), variant: 'destructive' });
      return;
    }
    mutation.mutate(toInstantQuoteRequest(draft));
  };

  return (
    <Card aria-label={t('instantQuote.label')}>
      <form className="calc-form" onSubmit={submit} noValidate>
        <div className="calc-places">
          <InputField label={t('instantQuote.form.from')} required placeholder={t('instantQuote.form.fromPlaceholder')} value={draft.from} onChange={set('from')} />
          <InputField label={t('instantQuote.form.to')} required placeholder={t('instantQuote.form.toPlaceholder')} value={draft.to} onChange={set('to')} />
          <InputField label={t('instantQuote.form.weight')} type="number" min="0" step="0.1" placeholder="1" value={draft.weight} onChange={set('weight')} />
          <InputField label={t('instantQuote.form.declaredValue')} type="number" min="0" placeholder="100" value={draft.value} onChange={set('value')} />
          <SelectField label={t('instantQuote.form.category')} value={draft.category} onChange={set('category')} options={categoryOptions} />
          <SelectField label={t('instantQuote.form.urgency')} value={draft.urgency} onChange={set('urgency')} options={urgencyOptions} />
        </div>
        <p className="muted">{t('instantQuote.form.boxSize')}</p>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('instantQuote.form.submitting') : t('instantQuote.form.submit')}
        </Button>
      </form>
      {answer ? (
        <section aria-label={t('instantQuote.results.label')} className="page-section">
          <p className="muted" aria-live="polite">
            {t('instantQuote.results.summary', {
              count: answer.totalOptions,
              originCity: answer.origin.city,
              originCountry: answer.origin.countryName,
              destinationCity: answer.destination.city,
              destinationCountry: answer.destination.countryName,
            })}
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
                <p className="muted">{t('instantQuote.results.daysAndRating', { days: formatDays(c.estimatedDays), rating: formatNumber(c.rating, 1) })}</p>
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
