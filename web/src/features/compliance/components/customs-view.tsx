import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_CATEGORIES, TAX_CURRENCIES, countryName, type CustomsDeclarationRequest } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useDownloadDeclarationPdf, useGenerateDeclaration } from '../api/customs-declaration';
import { Figure, ResultList } from './compliance-result';
import { DangerousGoodsList } from './dangerous-goods-list';
import { formatAmount, formatPercent, numberOr } from './format';

const ORIGINS = ['CN', 'US', 'DE'] as const;
const DESTINATIONS = ['DE', 'US', 'GB'] as const;
const STATUS_LABEL = {
  not_required: 'customs.status.notRequired',
  ready: 'customs.status.ready',
  requires_licence: 'customs.status.requiresLicence',
  prohibited: 'customs.status.prohibited',
} as const;
const CATEGORY_LABEL = {
  electronics: 'customs.categories.electronics',
  clothing: 'customs.categories.clothing',
  books: 'customs.categories.books',
  toys: 'customs.categories.toys',
  general: 'customs.categories.general',
} as const satisfies Record<(typeof CUSTOMS_CATEGORIES)[number], string>;
const STATUS_TONE = { not_required: 'neutral', ready: 'success', requires_licence: 'warning', prohibited: 'danger' } as const;
const option = (c: string) => ({ value: c, label: `${countryName(c as 'DE')} (${c})` });

/** Customs view: a form and a result box, plus the commercial invoice / CN23 PDF (spec sections 2 and 9). */
export function CustomsView() {
  const { t } = useTranslation('compliance');
  const [form, setForm] = useState({ description: '', value: '', currency: 'USD', category: 'general', weight: '', from: 'CN', to: 'DE' });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const failed = () =>
    toast({ key: 'customs-declaration', title: t('messages.customsFailed.title'), description: t('messages.customsFailed.description'), variant: 'destructive' });
  const generate = useGenerateDeclaration({ onError: failed });
  const pdf = useDownloadDeclarationPdf({ onError: failed });
  const [submitted, setSubmitted] = useState<CustomsDeclarationRequest | null>(null);

  const payload = (): CustomsDeclarationRequest => ({
    itemDetails: { description: form.description, value: numberOr(form.value, 0), currency: form.currency, category: form.category, weight: numberOr(form.weight, 0) },
    fromAddress: { country: form.from },
    toAddress: { country: form.to },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = payload();
    setSubmitted(p);
    generate.mutate(p);
  };
  // The declaration answers the lane it was made for; another lane in the form hides it (issue 22 item 29).
  const r = submitted && submitted.fromAddress.country === form.from && submitted.toAddress.country === form.to ? generate.data : undefined;
  return (
    <div className="cx-grid cx-grid-2">
      <Card aria-labelledby="customs-title">
        <CardHeader titleId="customs-title" title={t('customs.title')} description={t('customs.description')} />
        <form className="cx-form" onSubmit={submit} aria-label={t('customs.formLabel')}>
          <TextareaField label={t('customs.itemDescription.label')} value={form.description} onChange={set('description')} placeholder={t('customs.itemDescription.placeholder')} />
          <div className="form-grid">
            <InputField label={t('customs.value.label')} type="number" min={0} step="0.01" inputMode="decimal" value={form.value} onChange={set('value')} />
            <SelectField label={t('customs.currency.label')} value={form.currency} onChange={set('currency')} options={TAX_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <SelectField
              label={t('customs.category.label')}
              value={form.category}
              onChange={set('category')}
              options={CUSTOMS_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABEL[c]) }))}
            />
            <InputField label={t('customs.weight.label')} type="number" min={0} step="0.1" inputMode="decimal" value={form.weight} onChange={set('weight')} />
            <SelectField label={t('customs.origin.label')} value={form.from} onChange={set('from')} options={ORIGINS.map(option)} />
            <SelectField label={t('customs.destination.label')} value={form.to} onChange={set('to')} options={DESTINATIONS.map(option)} />
          </div>
          <div>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? t('messages.generating') : t('customs.submit')}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="customs-result-title">
        <CardHeader
          titleId="customs-result-title"
          title={t('customs.resultTitle')}
          action={
            r && submitted ? (
              <Button variant="outline" size="sm" disabled={pdf.isPending} onClick={() => pdf.mutate(submitted)}>
                {pdf.isPending ? t('messages.generating') : r.form === 'none' ? t('customs.downloadPdf') : t('customs.downloadPdfWithForm', { form: r.form })}
              </Button>
            ) : null
          }
        />
        {r ? (
          <div className="stack" aria-live="polite">
            <dl className="definition-list">
              <dt>{t('customs.facts.hsCode')}</dt>
              <dd>
                {r.hsCode} <span className="cx-small">({r.hsDescription})</span>
              </dd>
              <dt>{t('customs.facts.description')}</dt>
              <dd>{r.description}</dd>
              <dt>{t('customs.facts.value')}</dt>
              <dd>{formatAmount(r.value, r.currency)}</dd>
              <dt>{t('customs.facts.customsStatus')}</dt>
              <dd>
                <Badge tone={STATUS_TONE[r.customsStatus]}>{t(STATUS_LABEL[r.customsStatus])}</Badge>
              </dd>
              <dt>{t('customs.facts.form')}</dt>
              <dd>{r.form === 'none' ? t('customs.noForm') : r.form}</dd>
            </dl>
            <div className="cx-figures">
              <Figure label={t('customs.figures.duties')} value={formatAmount(r.duties, r.currency)} sub={formatPercent(r.dutyRate)} />
              <Figure label={t('customs.figures.taxes')} value={formatAmount(r.taxes, r.currency)} sub={formatPercent(r.vatRate)} />
              <Figure label={t('customs.figures.total')} value={formatAmount(r.total, r.currency)} />
            </div>
            <h3 className="cx-subtitle">{t('customs.documentsTitle')}</h3>
            <ResultList items={r.requiredDocuments} empty={t('customs.none')} />
            {r.restrictions.length ? (
              <>
                <h3 className="cx-subtitle">{t('customs.restrictionsTitle')}</h3>
                <ResultList items={r.restrictions} empty={t('customs.none')} />
              </>
            ) : null}
            {r.dangerousGoods?.length ? (
              <>
                <h3 className="cx-subtitle">{t('customs.dangerousGoodsTitle')}</h3>
                <DangerousGoodsList flags={r.dangerousGoods} />
              </>
            ) : null}
            <p className="cx-small">{t('messages.indicativeCaveat')}</p>
          </div>
        ) : generate.data ? (
          <p className="cx-empty" role="status">
            {t('messages.customsLaneChanged')}
          </p>
        ) : (
          <p className="cx-empty">{t('customs.empty')}</p>
        )}
      </Card>
    </div>
  );
}
