import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_CATEGORIES, CALCULATOR_COUNTRIES, SERVICE_LEVELS, type CalculateShippingResponse } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useCalculateShipping, type CalculateShippingInput } from '../api/calculate-shipping';
import { QuoteCard } from './quote-card';
import { SERVICE_LEVEL_OPTION_KEYS, serviceLevelInline } from './service-levels';
import './quoting.css';

// ── Shipping calculator page (/calculator): the form beside the quote list ──

const CATEGORY_LABEL_KEYS = {
  electronics: 'calculator.categories.electronics',
  clothing: 'calculator.categories.clothing',
  books: 'calculator.categories.books',
  toys: 'calculator.categories.toys',
  home: 'calculator.categories.home',
  beauty: 'calculator.categories.beauty',
  general: 'calculator.categories.general',
} as const satisfies Record<(typeof CALCULATOR_CATEGORIES)[number], string>;
/** The rate engine's zones (the answer's `zone`); one the web app does not know reads as the API sent it. */
const ZONE_KEYS = {
  domestic: 'calculator.zones.domestic',
  regional: 'calculator.zones.regional',
  continental: 'calculator.zones.continental',
  intercontinental: 'calculator.zones.intercontinental',
  long_haul: 'calculator.zones.longHaul',
} as const;

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
  const { t, i18n } = useTranslation('quoting');
  // country names in the visitor's language, from Intl (as the tax form's origin list)
  const countryNames = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [answer, setAnswer] = useState<CalculateShippingResponse | null>(null);
  const mutation = useCalculateShipping({
    onSuccess: setAnswer,
    onError: () =>
      toast({ key: 'shipping-calculator', title: t('calculator.toasts.failed.title'), description: t('calculator.toasts.failed.description'), variant: 'destructive' }),
  });
  const countryOptions = [
    { value: '', label: t('calculator.form.selectCountry') },
    ...CALCULATOR_COUNTRIES.map((c) => ({ value: c, label: t('calculator.form.countryOption', { country: countryNames.of(c) ?? c, code: c }) })),
  ];
  const categoryOptions = CALCULATOR_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABEL_KEYS[c]) }));
  const levelOptions = SERVICE_LEVELS.map((l) => ({ value: l, label: t(SERVICE_LEVEL_OPTION_KEYS[l]) }));
  const zoneName = (zone: string) => (Object.hasOwn(ZONE_KEYS, zone) ? t(ZONE_KEYS[zone as keyof typeof ZONE_KEYS]) : zone.replace('_', ' '));
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weight = Number(draft.weight);
    if (!draft.originCountry || !draft.destinationCountry || draft.weight.trim() === '' || !(weight > 0)) {
      toast({ key: 'shipping-calculator', title: t('calculator.toasts.missing.title'), description: t('calculator.toasts.missing.description'), variant: 'destructive' });
      return;
    }
    mutation.mutate(toCalculatorRequest(draft));
  };

  return (
    <PageLayout title={t('calculator.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('calculator.title')}</h1>
        <p className="page-lead">{t('calculator.lead')}</p>
        <div className="split">
          <Card aria-labelledby="calc-form-title">
            <CardHeader titleId="calc-form-title" title={t('calculator.form.title')} />
            <form className="calc-form" onSubmit={submit} noValidate>
              <div className="calc-places">
                <fieldset className="fieldset">
                  <legend className="fieldset-legend">{t('calculator.form.origin')}</legend>
                  <SelectField label={t('calculator.form.originCountry')} required value={draft.originCountry} onChange={set('originCountry')} options={countryOptions} />
                  <InputField label={t('calculator.form.originCity')} value={draft.originCity} onChange={set('originCity')} />
                  <InputField label={t('calculator.form.originPostalCode')} value={draft.originPostal} onChange={set('originPostal')} />
                </fieldset>
                <fieldset className="fieldset">
                  <legend className="fieldset-legend">{t('calculator.form.destination')}</legend>
                  <SelectField
                    label={t('calculator.form.destinationCountry')}
                    required
                    value={draft.destinationCountry}
                    onChange={set('destinationCountry')}
                    options={countryOptions}
                  />
                  <InputField label={t('calculator.form.destinationCity')} value={draft.destinationCity} onChange={set('destinationCity')} />
                  <InputField label={t('calculator.form.destinationPostalCode')} value={draft.destinationPostal} onChange={set('destinationPostal')} />
                </fieldset>
              </div>
              <fieldset className="fieldset">
                <legend className="fieldset-legend">{t('calculator.form.package')}</legend>
                <InputField label={t('calculator.form.weight')} required type="number" min="0" step="0.1" inputMode="decimal" value={draft.weight} onChange={set('weight')} />
                <div className="form-row-3">
                  <InputField label={t('calculator.form.length')} type="number" min="0" placeholder="10" value={draft.length} onChange={set('length')} />
                  <InputField label={t('calculator.form.width')} type="number" min="0" placeholder="10" value={draft.width} onChange={set('width')} />
                  <InputField label={t('calculator.form.height')} type="number" min="0" placeholder="10" value={draft.height} onChange={set('height')} />
                </div>
                <InputField label={t('calculator.form.declaredValue')} type="number" min="0" placeholder="100" value={draft.value} onChange={set('value')} />
                <SelectField label={t('calculator.form.category')} value={draft.category} onChange={set('category')} options={categoryOptions} />
                <SelectField label={t('calculator.form.serviceLevel')} value={draft.serviceLevel} onChange={set('serviceLevel')} options={levelOptions} />
              </fieldset>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? t('calculator.form.submitting') : t('calculator.form.submit')}
              </Button>
            </form>
          </Card>
          <section aria-labelledby="calc-quotes-title" className="stack">
            <h2 id="calc-quotes-title" className="section-title">
              {t('calculator.quotes.title')}
            </h2>
            {answer === null ? (
              <p className="muted">{t('calculator.quotes.empty')}</p>
            ) : answer.quotes.length === 0 ? (
              <p className="muted">{t('calculator.quotes.none')}</p>
            ) : (
              <>
                <p className="muted" aria-live="polite">
                  {t('calculator.quotes.summary', {
                    count: answer.quotes.length,
                    serviceLevel: serviceLevelInline(t, answer.quotes[0]?.serviceLevel ?? ''),
                    zone: zoneName(answer.zone),
                  })}
                </p>
                <p className="quote-footnote">{t('calculator.quotes.savings', { definition: answer.savingsDefinition.replace(/^savings = /, '') })}</p>
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
