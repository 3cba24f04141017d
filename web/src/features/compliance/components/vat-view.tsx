import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VAT_COUNTRIES, countryName, type CheckOutcome, type VatValidationResult } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useValidateVat } from '../api/validate-vat';

const TONE = { valid: 'success', invalid: 'danger', unknown: 'neutral' } as const;
const OUTCOME_KEYS = { valid: 'vat.outcome.valid', invalid: 'vat.outcome.invalid', unknown: 'vat.outcome.unknown' } as const satisfies Record<CheckOutcome, string>;
const verdictKey = (r: VatValidationResult) => (r.isValid ? (r.status === 'confirmed' ? 'vat.verdict.valid' : 'vat.verdict.validUnconfirmed') : 'vat.verdict.invalid');

/** VAT view: one form and a result box; the button waits for both fields (spec section 5). */
export function VatView() {
  const { t } = useTranslation('compliance');
  const [vatNumber, setVatNumber] = useState('');
  const [country, setCountry] = useState('');
  const validate = useValidateVat({
    onError: () => toast({ key: 'vat-validation', title: t('messages.vatFailed.title'), description: t('messages.vatFailed.description'), variant: 'destructive' }),
  });
  const ready = vatNumber.trim() !== '' && country !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) validate.mutate({ vatNumber: vatNumber.trim(), country });
  };
  const r = validate.data;
  return (
    <div className="cx-grid cx-grid-2">
      <Card aria-labelledby="vat-title">
        <CardHeader titleId="vat-title" title={t('vat.title')} description={t('vat.description')} />
        <form className="cx-form" onSubmit={submit} aria-label={t('vat.formLabel')}>
          <InputField
            label={t('vat.vatNumber.label')}
            value={vatNumber}
            onChange={(e) => setVatNumber(e.target.value)}
            placeholder={t('vat.vatNumber.placeholder')}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            label={t('vat.country.label')}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            options={VAT_COUNTRIES.map((c) => ({ value: c, label: `${countryName(c)} (${c})` }))}
            placeholder={t('vat.country.placeholder')}
          />
          <div>
            <Button type="submit" disabled={!ready || validate.isPending}>
              {validate.isPending ? t('messages.validating') : t('vat.submit')}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="vat-result-title">
        <CardHeader titleId="vat-result-title" title={t('vat.resultTitle')} />
        {r ? (
          <div className="stack" aria-live="polite">
            <div className={`cx-banner ${r.isValid ? 'cx-banner-ok' : 'cx-banner-bad'}`} role="status">
              <p className="cx-banner-title">{t(verdictKey(r), { vatNumber: r.vatNumber })}</p>
            </div>
            <dl className="definition-list">
              <dt>{t('vat.facts.country')}</dt>
              <dd>{r.country}</dd>
              <dt>{t('vat.facts.format')}</dt>
              <dd>
                <Badge tone={TONE[r.checks.format]}>{t(OUTCOME_KEYS[r.checks.format])}</Badge>
              </dd>
              <dt>{t('vat.facts.checkDigits')}</dt>
              <dd>
                <Badge tone={TONE[r.checks.checksum]}>{t(OUTCOME_KEYS[r.checks.checksum])}</Badge>
              </dd>
              <dt>{t('vat.facts.registry')}</dt>
              <dd>
                <Badge tone={TONE[r.checks.registry]}>{t(OUTCOME_KEYS[r.checks.registry])}</Badge>
              </dd>
              {r.name ? (
                <>
                  <dt>{t('vat.facts.name')}</dt>
                  <dd>{r.name}</dd>
                </>
              ) : null}
            </dl>
            <p className="cx-small">{r.note}</p>
          </div>
        ) : (
          <p className="cx-empty">{t('vat.empty')}</p>
        )}
      </Card>
    </div>
  );
}
