import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COMPLIANCE_MESSAGES, CUSTOMER_TYPES, TAX_CURRENCIES, TAX_FORM_COUNTRIES, TAX_SERVICE_TYPES, countryName } from '@waypost/contracts';
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

const SERVICE_LABELS: Record<(typeof TAX_SERVICE_TYPES)[number], string> = {
  logistics_orchestration: 'Logistics Orchestration',
  carrier_commission: 'Carrier Commission',
  platform_fee: 'Platform Fee',
  customs_clearance: 'Customs Clearance',
};
const COUNTRY_OPTIONS = TAX_FORM_COUNTRIES.map((c) => ({ value: c, label: `${countryName(c)} (${c})` }));
/** A business buyer's VAT/GST registration in the destination (issue 26): who pays the import VAT depends on it. */
const BUYER_OPTIONS = [
  { value: '', label: 'From the VAT number (registered when it is valid)' },
  { value: 'business-registered', label: 'Registered for VAT/GST in the destination' },
  { value: 'business', label: 'Not registered for VAT/GST' },
];

/** Calculator view: form on the left, results on the right (spec sections 2, 4, 5 and 9). */
export function TaxCalculatorView() {
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
  const calculate = useCalculateTax({ onError: () => toast({ key: 'tax-calculation', ...COMPLIANCE_MESSAGES.taxFailed, variant: 'destructive' }) });
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
      toast({ key: 'tax-calculation', ...COMPLIANCE_MESSAGES.taxMissing, variant: 'destructive' });
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

  return (
    <div className="cx-grid cx-grid-2">
      <Card aria-labelledby="tax-form-title">
        <CardHeader titleId="tax-form-title" title="Tax Calculator" description="VAT/GST on the service fee and duty and import VAT on the goods." />
        <form ref={formRef} className="cx-form" onSubmit={submit} noValidate aria-label="Tax calculator">
          <SelectField
            label="Service Type"
            value={form.serviceType}
            onChange={set('serviceType')}
            options={TAX_SERVICE_TYPES.map((s) => ({ value: s, label: SERVICE_LABELS[s] }))}
            error={errors.serviceType}
          />
          <div className="form-grid">
            <InputField label="Amount" required type="number" min={0} step="0.01" inputMode="decimal" value={form.amount} onChange={set('amount')} error={errors.amount} />
            <SelectField label="Currency" value={form.currency} onChange={set('currency')} options={TAX_CURRENCIES.map((c) => ({ value: c, label: c }))} error={errors.currency} />
            <SelectField
              label="Origin Country"
              required
              value={form.originCountry}
              onChange={set('originCountry')}
              options={COUNTRY_OPTIONS}
              placeholder="Select origin"
              error={errors.originCountry}
            />
            <SelectField
              label="Destination Country"
              required
              value={form.destinationCountry}
              onChange={set('destinationCountry')}
              options={COUNTRY_OPTIONS}
              placeholder="Select destination"
              error={errors.destinationCountry}
            />
            <SelectField
              label="Customer Type"
              value={form.customerType}
              onChange={set('customerType')}
              options={CUSTOMER_TYPES.map((c) => ({ value: c, label: c }))}
              error={errors.customerType}
            />
            <InputField
              label="Shipment Value"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={form.shipmentValue}
              onChange={set('shipmentValue')}
              error={errors.shipmentValue}
              hint={lines.length ? `With items, leave it blank or enter their total${itemsTotal !== undefined ? ` (${formatAmount(itemsTotal, form.currency)})` : ''}.` : undefined}
            />
          </div>
          {form.customerType === 'B2B' ? (
            <InputField
              label="Customer VAT Number (optional)"
              value={form.customerVatNumber}
              onChange={set('customerVatNumber')}
              placeholder="e.g., FR40303265045"
              hint="A valid EU VAT number applies the reverse charge."
              autoComplete="off"
              spellCheck={false}
              error={errors.customerVatNumber}
            />
          ) : null}
          {form.customerType === 'B2B' ? (
            <SelectField
              label="Buyer registration"
              value={form.buyer}
              onChange={set('buyer')}
              options={BUYER_OPTIONS}
              hint="Whether the business buyer is registered for VAT/GST where the goods arrive: it decides who pays the import VAT."
              error={errors.buyer}
            />
          ) : null}
          <label className="cx-check">
            <input type="checkbox" checked={form.isDigitalService} onChange={(e) => setForm((f) => ({ ...f, isDigitalService: e.target.checked }))} />
            Digital service (electronically supplied)
          </label>
          <TaxItemsFieldset lines={lines} currency={form.currency} errors={errors} onChange={setLines} onEdited={edited} />
          {errors.form ? (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={calculate.isPending}>
              {calculate.isPending ? COMPLIANCE_MESSAGES.calculating : 'Calculate Taxes'}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="tax-result-title">
        <CardHeader titleId="tax-result-title" title="Tax Obligations" />
        {calculate.data && current ? (
          <TaxResult result={calculate.data} />
        ) : calculate.data ? (
          <p className="cx-empty" role="status">
            {COMPLIANCE_MESSAGES.taxLaneChanged}
          </p>
        ) : (
          <p className="cx-empty">Fill in the form and calculate to see the tax breakdown.</p>
        )}
      </Card>
    </div>
  );
}
