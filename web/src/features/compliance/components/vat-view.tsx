import { useState, type FormEvent } from 'react';
import { COMPLIANCE_MESSAGES, VAT_COUNTRIES, countryName } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useValidateVat } from '../api/validate-vat';

const TONE = { valid: 'success', invalid: 'danger', unknown: 'neutral' } as const;

/** VAT view: one form and a result box; the button waits for both fields (spec section 5). */
export function VatView() {
  const [vatNumber, setVatNumber] = useState('');
  const [country, setCountry] = useState('');
  const validate = useValidateVat({ onError: () => toast({ key: 'vat-validation', ...COMPLIANCE_MESSAGES.vatFailed, variant: 'destructive' }) });
  const ready = vatNumber.trim() !== '' && country !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) validate.mutate({ vatNumber: vatNumber.trim(), country });
  };
  const r = validate.data;
  return (
    <div className="cx-grid cx-grid-2">
      <Card aria-labelledby="vat-title">
        <CardHeader titleId="vat-title" title="VAT Number Validation" description="Format and check digits, then the EU VIES registry when it is reachable." />
        <form className="cx-form" onSubmit={submit} aria-label="VAT number validation">
          <InputField label="VAT Number" value={vatNumber} onChange={(e) => setVatNumber(e.target.value)} placeholder="e.g., DE136695976" autoComplete="off" spellCheck={false} />
          <SelectField
            label="Country"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            options={VAT_COUNTRIES.map((c) => ({ value: c, label: `${countryName(c)} (${c})` }))}
            placeholder="Select country"
          />
          <div>
            <Button type="submit" disabled={!ready || validate.isPending}>
              {validate.isPending ? COMPLIANCE_MESSAGES.validating : 'Validate VAT Number'}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="vat-result-title">
        <CardHeader titleId="vat-result-title" title="Validation Result" />
        {r ? (
          <div className="stack" aria-live="polite">
            <div className={`cx-banner ${r.isValid ? 'cx-banner-ok' : 'cx-banner-bad'}`} role="status">
              <p className="cx-banner-title">
                {r.vatNumber}: {r.isValid ? (r.status === 'confirmed' ? 'Valid' : 'Valid format, registration unconfirmed') : 'Invalid'}
              </p>
            </div>
            <dl className="definition-list">
              <dt>Country</dt>
              <dd>{r.country}</dd>
              <dt>Format</dt>
              <dd>
                <Badge tone={TONE[r.checks.format]}>{r.checks.format}</Badge>
              </dd>
              <dt>Check digits</dt>
              <dd>
                <Badge tone={TONE[r.checks.checksum]}>{r.checks.checksum}</Badge>
              </dd>
              <dt>Registry (VIES)</dt>
              <dd>
                <Badge tone={TONE[r.checks.registry]}>{r.checks.registry}</Badge>
              </dd>
              {r.name ? (
                <>
                  <dt>Name</dt>
                  <dd>{r.name}</dd>
                </>
              ) : null}
            </dl>
            <p className="cx-small">{r.note}</p>
          </div>
        ) : (
          <p className="cx-empty">Enter a VAT number and its country.</p>
        )}
      </Card>
    </div>
  );
}
