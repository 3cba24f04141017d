import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_CATEGORIES, COMPLIANCE_COUNTRIES, toCountryCode, type ComplianceResult } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useCheckCompliance } from './api/check-compliance';
import { ComplianceResultPanels } from './components/compliance-result';
import { numberOr } from './components/format';
import './compliance.css';

const CATEGORY_OPTIONS = COMPLIANCE_CATEGORIES.map((c) => ({ value: c, label: c }));
const COUNTRY_OPTIONS = COMPLIANCE_COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/** The dashboard's compliance screen: a form and the result panels (spec sections 2, 5 and 8). */
export function ComplianceSection() {
  const { t } = useTranslation('compliance');
  const [form, setForm] = useState({ itemCategory: '', description: '', fromCountry: '', toCountry: '', declaredValue: '' });
  const [result, setResult] = useState<ComplianceResult | null>(null);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  // A result answers one lane and item: once the form names another, it is not shown beside it (issue 22 item 29).
  const current =
    result !== null && toCountryCode(form.fromCountry) === result.fromCountry && toCountryCode(form.toCountry) === result.toCountry && form.itemCategory === result.itemCategory;

  const check = useCheckCompliance({
    onSuccess: (r) => {
      setResult(r);
      toast({ key: 'compliance-check', title: t('check.doneToastTitle'), description: r.allowed ? t('messages.clearedToast') : t('messages.restrictionsToast') });
    },
    onError: () => toast({ key: 'compliance-check', title: t('messages.complianceFailed.title'), description: t('messages.complianceFailed.description'), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Declared value is labelled required but not checked (spec section 5).
    if (!form.itemCategory || !form.fromCountry || !form.toCountry) {
      toast({ key: 'compliance-check', title: t('messages.complianceMissing.title'), description: t('messages.complianceMissing.description'), variant: 'destructive' });
      return;
    }
    check.mutate({
      itemCategory: form.itemCategory,
      description: form.description,
      fromCountry: form.fromCountry,
      toCountry: form.toCountry,
      declaredValue: numberOr(form.declaredValue, 0),
    });
  };

  return (
    <div className="stack">
      <Card aria-labelledby="compliance-title">
        <CardHeader titleId="compliance-title" title={t('check.title')} description={t('check.description')} />
        <form className="cx-form" onSubmit={submit} noValidate aria-label={t('check.formLabel')}>
          <div className="form-grid">
            <SelectField
              label={t('check.itemCategory.label')}
              required
              value={form.itemCategory}
              onChange={set('itemCategory')}
              options={CATEGORY_OPTIONS}
              placeholder={t('check.itemCategory.placeholder')}
            />
            <InputField
              label={t('check.declaredValue.label')}
              required
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={form.declaredValue}
              onChange={set('declaredValue')}
            />
            <SelectField
              label={t('check.fromCountry.label')}
              required
              value={form.fromCountry}
              onChange={set('fromCountry')}
              options={COUNTRY_OPTIONS}
              placeholder={t('check.fromCountry.placeholder')}
            />
            <SelectField
              label={t('check.toCountry.label')}
              required
              value={form.toCountry}
              onChange={set('toCountry')}
              options={COUNTRY_OPTIONS}
              placeholder={t('check.toCountry.placeholder')}
            />
          </div>
          <TextareaField label={t('check.itemDescription.label')} value={form.description} onChange={set('description')} placeholder={t('check.itemDescription.placeholder')} />
          <div>
            <Button type="submit" disabled={check.isPending}>
              {check.isPending ? t('check.submitting') : t('check.submit')}
            </Button>
          </div>
        </form>
      </Card>
      {check.isPending ? (
        <div className="list-state">
          <Spinner label={t('check.pending')} />
        </div>
      ) : result && current ? (
        <ComplianceResultPanels result={result} />
      ) : result ? (
        <p className="cx-empty" role="status">
          {t('messages.complianceLaneChanged')}
        </p>
      ) : null}
    </div>
  );
}
