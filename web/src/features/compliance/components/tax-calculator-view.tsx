import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, TAX_CURRENCIES, TAX_FORM_COUNTRIES, TAX_SERVICE_TYPES, countryName } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { fieldIssues } from '@/lib/api-client';
import { useCalculateTax } from '../api/calculate-tax';
import { formatAmount } from './format';
import { TaxItemsFieldset } from './tax-items-fieldset';
import { buildTaxRequest, linesTotal, missingLineFields, placeIssues, type FieldErrors, type TaxFormDraft, type TaxLineDraft } from './tax-request';
import { TaxResult } from './tax-result';

const SERVICE_LABEL_KEYS = {
  logistics_orchestration: 'calculator.services.logisticsOrchestration',
  carrier_commission: 'calculator.services.carrierCommission',
  platform_fee: 'calculator.services.platformFee',
  customs_clearance: 'calculator.services.customsClearance',
} as const satisfies Record<(typeof TAX_SERVICE_TYPES)[number], string>;
const COUNTRY_OPTIONS = TAX_FORM_COUNTRIES.map((c) => ({ value: c, label: `${countryName(c)} (${c})` }));
/** A business buyer's VAT/GST registration in the destination (issue 26): who pays the import VAT depends on it. */
const BUYER_OPTIONS = [
  { value: '', labelKey: 'calculator.buyer.options.fromVatNumber' },
  { value: 'business-registered', labelKey: 'calculator.buyer.options.registered' },
  { value: 'business', labelKey: 'calculator.buyer.options.notRegistered' },
] as const;

/** Calculator view: form on the left, results on the right (spec sections 2, 4, 5 and 9). */
export function TaxCalculatorView() {
  const { t } = useTranslation('compliance');
  const [form, setForm] = useState<TaxFormDraft>({
    serviceType: 'logistics_orchestration',
    amount: '',
    currency: 'USD',
    originCountry: '',
    destinationCountry: '',
    customerType: 'B2B',
    customerVatNumber: '',
    shipmentValue: '',
    isDigitalService: false,
    buyer: '',
  });
  const [lines, setLines] = useState<TaxLineDraft[]>([]);
  // what is wrong where: the lines' missing fields, or the API's 400 placed on the fields of the request sent
  const [errors, setErrors] = useState<FieldErrors>({});
  const edited = (place: string) => setErrors((e) => (place in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== place)) : e));
  const set = (key: keyof TaxFormDraft) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: event.target.value }));
    edited(key);
  };
  const calculate = useCalculateTax({
    onError: () => toast({ key: 'tax-calculation', title: t('messages.taxFailed.title'), description: t('messages.taxFailed.description'), variant: 'destructive' }),
  });
  // after a refusal, the first field it names gets the focus
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  // The breakdown answers the lane it was calculated for; another lane in the form hides it (issue 22 item 29).
  const [lane, setLane] = useState('');
  const current = calculate.data !== undefined && lane === `${form.originCountry}>${form.destinationCountry}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingLineFields(lines);
    setErrors(missing);
    if (!form.amount.trim() || !form.originCountry || !form.destinationCountry || Object.keys(missing).length) {
      toast({ key: 'tax-calculation', title: t('messages.taxMissing.title'), description: t('messages.taxMissing.description'), variant: 'destructive' });
      if (Object.keys(missing).length) setRefused((n) => n + 1);
      return;
    }
    setLane(`${form.originCountry}>${form.destinationCountry}`);
    const sentKeys = lines.map((l) => l.key);
    calculate.mutate(buildTaxRequest(form, lines), {
      onError: (error) => {
        const placed = placeIssues(fieldIssues(error), sentKeys);
        setErrors(placed);
        if (Object.keys(placed).length) setRefused((n) => n + 1);
      },
    });
  };
  const itemsTotal = lines.length ? linesTotal(lines) : undefined;
  const shipmentValueHint = !lines.length
    ? undefined
    : itemsTotal !== undefined
      ? t('calculator.shipmentValue.hintWithItemsTotal', { total: formatAmount(itemsTotal, form.currency) })
      : t('calculator.shipmentValue.hintWithItems');

  return (
    <div className="cx-grid cx-grid-2">
      <Card aria-labelledby="tax-form-title">
        <CardHeader titleId="tax-form-title" title={t('calculator.title')} description={t('calculator.description')} />
        <form ref={formRef} className="cx-form" onSubmit={submit} noValidate aria-label={t('calculator.formLabel')}>
          <SelectField
            label={t('calculator.serviceType.label')}
            value={form.serviceType}
            onChange={set('serviceType')}
            options={TAX_SERVICE_TYPES.map((s) => ({ value: s, label: t(SERVICE_LABEL_KEYS[s]) }))}
            error={errors.serviceType}
          />
          <div className="form-grid">
            <InputField
              label={t('calculator.amount.label')}
              required
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={form.amount}
              onChange={set('amount')}
              error={errors.amount}
            />
            <SelectField
              label={t('calculator.currency.label')}
              value={form.currency}
              onChange={set('currency')}
              options={TAX_CURRENCIES.map((c) => ({ value: c, label: c }))}
              error={errors.currency}
            />
            <SelectField
              label={t('calculator.origin.label')}
              required
              value={form.originCountry}
              onChange={set('originCountry')}
              options={COUNTRY_OPTIONS}
              placeholder={t('calculator.origin.placeholder')}
              error={errors.originCountry}
            />
            <SelectField
              label={t('calculator.destination.label')}
              required
              value={form.destinationCountry}
              onChange={set('destinationCountry')}
              options={COUNTRY_OPTIONS}
              placeholder={t('calculator.destination.placeholder')}
              error={errors.destinationCountry}
            />
            <SelectField
              label={t('calculator.customerType.label')}
              value={form.customerType}
              onChange={set('customerType')}
              options={CUSTOMER_TYPES.map((c) => ({ value: c, label: c }))}
              error={errors.customerType}
            />
            <InputField
              label={t('calculator.shipmentValue.label')}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={form.shipmentValue}
              onChange={set('shipmentValue')}
              error={errors.shipmentValue}
              hint={shipmentValueHint}
            />
          </div>
          {form.customerType === 'B2B' ? (
            <InputField
              label={t('calculator.customerVatNumber.label')}
              value={form.customerVatNumber}
              onChange={set('customerVatNumber')}
              placeholder={t('calculator.customerVatNumber.placeholder')}
              hint={t('calculator.customerVatNumber.hint')}
              autoComplete="off"
              spellCheck={false}
              error={errors.customerVatNumber}
            />
          ) : null}
          {form.customerType === 'B2B' ? (
            <SelectField
              label={t('calculator.buyer.label')}
              value={form.buyer}
              onChange={set('buyer')}
              options={BUYER_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
              hint={t('calculator.buyer.hint')}
              error={errors.buyer}
            />
          ) : null}
          <label className="cx-check">
            <input type="checkbox" checked={form.isDigitalService} onChange={(e) => setForm((f) => ({ ...f, isDigitalService: e.target.checked }))} />
            {t('calculator.digitalService')}
          </label>
          <TaxItemsFieldset lines={lines} currency={form.currency} errors={errors} onChange={setLines} onEdited={edited} />
          {errors.form ? (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={calculate.isPending}>
              {calculate.isPending ? t('messages.calculating') : t('calculator.submit')}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="tax-result-title">
        <CardHeader titleId="tax-result-title" title={t('calculator.resultTitle')} />
        {calculate.data && current ? (
          <TaxResult result={calculate.data} />
        ) : calculate.data ? (
          <p className="cx-empty" role="status">
            {t('messages.taxLaneChanged')}
          </p>
        ) : (
          <p className="cx-empty">{t('calculator.empty')}</p>
        )}
      </Card>
    </div>
  );
}
