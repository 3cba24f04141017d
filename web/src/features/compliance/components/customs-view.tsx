import { useState, type FormEvent } from 'react';
import { COMPLIANCE_MESSAGES, CUSTOMS_CATEGORIES, TAX_CURRENCIES, countryName, type CustomsDeclarationRequest } from '@waypost/contracts';
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
const STATUS_LABEL = { not_required: 'Not required', ready: 'Ready', requires_licence: 'Licence required', prohibited: 'Prohibited' } as const;
const STATUS_TONE = { not_required: 'neutral', ready: 'success', requires_licence: 'warning', prohibited: 'danger' } as const;
const option = (c: string) => ({ value: c, label: `${countryName(c as 'DE')} (${c})` });

/** Customs view: a form and a result box, plus the commercial invoice / CN23 PDF (spec sections 2 and 9). */
export function CustomsView() {
  const [form, setForm] = useState({ description: '', value: '', currency: 'USD', category: 'general', weight: '', from: 'CN', to: 'DE' });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const generate = useGenerateDeclaration({ onError: () => toast({ key: 'customs-declaration', ...COMPLIANCE_MESSAGES.customsFailed, variant: 'destructive' }) });
  const pdf = useDownloadDeclarationPdf({ onError: () => toast({ key: 'customs-declaration', ...COMPLIANCE_MESSAGES.customsFailed, variant: 'destructive' }) });
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
        <CardHeader titleId="customs-title" title="Customs Declaration" description="HS code, duties and taxes, and a commercial invoice with the CN22/CN23 form." />
        <form className="cx-form" onSubmit={submit} aria-label="Customs declaration">
          <TextareaField label="Item Description" value={form.description} onChange={set('description')} placeholder="e.g., cotton t-shirts" />
          <div className="form-grid">
            <InputField label="Value" type="number" min={0} step="0.01" inputMode="decimal" value={form.value} onChange={set('value')} />
            <SelectField label="Currency" value={form.currency} onChange={set('currency')} options={TAX_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <SelectField
              label="Category"
              value={form.category}
              onChange={set('category')}
              options={CUSTOMS_CATEGORIES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }))}
            />
            <InputField label="Weight (kg)" type="number" min={0} step="0.1" inputMode="decimal" value={form.weight} onChange={set('weight')} />
            <SelectField label="Origin Country" value={form.from} onChange={set('from')} options={ORIGINS.map(option)} />
            <SelectField label="Destination Country" value={form.to} onChange={set('to')} options={DESTINATIONS.map(option)} />
          </div>
          <div>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? COMPLIANCE_MESSAGES.generating : 'Generate Declaration'}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="customs-result-title">
        <CardHeader
          titleId="customs-result-title"
          title="Declaration"
          action={
            r && submitted ? (
              <Button variant="outline" size="sm" disabled={pdf.isPending} onClick={() => pdf.mutate(submitted)}>
                {pdf.isPending ? COMPLIANCE_MESSAGES.generating : `Download PDF (${r.form === 'none' ? 'invoice' : `invoice + ${r.form}`})`}
              </Button>
            ) : null
          }
        />
        {r ? (
          <div className="stack" aria-live="polite">
            <dl className="definition-list">
              <dt>HS code</dt>
              <dd>
                {r.hsCode} <span className="cx-small">({r.hsDescription})</span>
              </dd>
              <dt>Description</dt>
              <dd>{r.description}</dd>
              <dt>Value</dt>
              <dd>{formatAmount(r.value, r.currency)}</dd>
              <dt>Customs status</dt>
              <dd>
                <Badge tone={STATUS_TONE[r.customsStatus]}>{STATUS_LABEL[r.customsStatus]}</Badge>
              </dd>
              <dt>Form</dt>
              <dd>{r.form === 'none' ? 'No customs form (same customs territory)' : r.form}</dd>
            </dl>
            <div className="cx-figures">
              <Figure label="Duties" value={formatAmount(r.duties, r.currency)} sub={formatPercent(r.dutyRate)} />
              <Figure label="Taxes" value={formatAmount(r.taxes, r.currency)} sub={formatPercent(r.vatRate)} />
              <Figure label="Total" value={formatAmount(r.total, r.currency)} />
            </div>
            <h3 className="cx-subtitle">Required Documents</h3>
            <ResultList items={r.requiredDocuments} empty="None." />
            {r.restrictions.length ? (
              <>
                <h3 className="cx-subtitle">Restrictions</h3>
                <ResultList items={r.restrictions} empty="None." />
              </>
            ) : null}
            {r.dangerousGoods?.length ? (
              <>
                <h3 className="cx-subtitle">Dangerous Goods</h3>
                <DangerousGoodsList flags={r.dangerousGoods} />
              </>
            ) : null}
            <p className="cx-small">{COMPLIANCE_MESSAGES.indicativeCaveat}</p>
          </div>
        ) : generate.data ? (
          <p className="cx-empty" role="status">
            {COMPLIANCE_MESSAGES.customsLaneChanged}
          </p>
        ) : (
          <p className="cx-empty">Describe the item and generate the declaration.</p>
        )}
      </Card>
    </div>
  );
}
