import { useState, type FormEvent } from 'react';
import { COMPLIANCE_MESSAGES, CUSTOMER_TYPES, TAX_CURRENCIES, TAX_FORM_COUNTRIES, TAX_SERVICE_TYPES, countryName, type TaxCalculationResult } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useCalculateTax } from '../api/calculate-tax';
import { Figure } from './compliance-result';
import { formatDate } from '@/lib/format';
import { formatAmount, formatPercent, numberOr } from './format';

const SERVICE_LABELS: Record<(typeof TAX_SERVICE_TYPES)[number], string> = {
  logistics_orchestration: 'Logistics Orchestration',
  carrier_commission: 'Carrier Commission',
  platform_fee: 'Platform Fee',
  customs_clearance: 'Customs Clearance',
};
const COUNTRY_OPTIONS = TAX_FORM_COUNTRIES.map((c) => ({ value: c, label: `${countryName(c)} (${c})` }));

/** Calculator view: form on the left, results on the right (spec sections 2, 4, 5 and 9). */
export function TaxCalculatorView() {
  const [form, setForm] = useState({
    serviceType: 'logistics_orchestration',
    amount: '',
    currency: 'USD',
    originCountry: '',
    destinationCountry: '',
    customerType: 'B2B',
    customerVatNumber: '',
    shipmentValue: '',
    isDigitalService: false,
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const calculate = useCalculateTax({ onError: () => toast({ key: 'tax-calculation', ...COMPLIANCE_MESSAGES.taxFailed, variant: 'destructive' }) });
  // The breakdown answers the lane it was calculated for; another lane in the form hides it (issue 22 item 29).
  const [lane, setLane] = useState('');
  const current = calculate.data !== undefined && lane === `${form.originCountry}>${form.destinationCountry}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.amount.trim() || !form.originCountry || !form.destinationCountry) {
      toast({ key: 'tax-calculation', ...COMPLIANCE_MESSAGES.taxMissing, variant: 'destructive' });
      return;
    }
    const vatNumber = form.customerType === 'B2B' ? form.customerVatNumber.trim() : '';
    setLane(`${form.originCountry}>${form.destinationCountry}`);
    calculate.mutate({
      serviceType: form.serviceType as (typeof TAX_SERVICE_TYPES)[number],
      amount: numberOr(form.amount, 0),
      currency: form.currency,
      originCountry: form.originCountry,
      destinationCountry: form.destinationCountry,
      customerType: form.customerType as (typeof CUSTOMER_TYPES)[number],
      shipmentValue: numberOr(form.shipmentValue, 0),
      isDigitalService: form.isDigitalService,
      ...(vatNumber ? { customerVatNumber: vatNumber } : {}),
    });
  };

  return (
    <div className="cx-grid cx-grid-2">
      <Card aria-labelledby="tax-form-title">
        <CardHeader titleId="tax-form-title" title="Tax Calculator" description="VAT/GST on the service fee and duty and import VAT on the goods." />
        <form className="cx-form" onSubmit={submit} noValidate aria-label="Tax calculator">
          <SelectField
            label="Service Type"
            value={form.serviceType}
            onChange={set('serviceType')}
            options={TAX_SERVICE_TYPES.map((s) => ({ value: s, label: SERVICE_LABELS[s] }))}
          />
          <div className="form-grid">
            <InputField label="Amount" required type="number" min={0} step="0.01" inputMode="decimal" value={form.amount} onChange={set('amount')} />
            <SelectField label="Currency" value={form.currency} onChange={set('currency')} options={TAX_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <SelectField label="Origin Country" required value={form.originCountry} onChange={set('originCountry')} options={COUNTRY_OPTIONS} placeholder="Select origin" />
            <SelectField
              label="Destination Country"
              required
              value={form.destinationCountry}
              onChange={set('destinationCountry')}
              options={COUNTRY_OPTIONS}
              placeholder="Select destination"
            />
            <SelectField label="Customer Type" value={form.customerType} onChange={set('customerType')} options={CUSTOMER_TYPES.map((c) => ({ value: c, label: c }))} />
            <InputField label="Shipment Value" type="number" min={0} step="0.01" inputMode="decimal" value={form.shipmentValue} onChange={set('shipmentValue')} />
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
            />
          ) : null}
          <label className="cx-check">
            <input type="checkbox" checked={form.isDigitalService} onChange={(e) => setForm((f) => ({ ...f, isDigitalService: e.target.checked }))} />
            Digital service (electronically supplied)
          </label>
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

function TaxResult({ result }: { result: TaxCalculationResult }) {
  const money = (n: number) => formatAmount(n, result.currency);
  return (
    <div className="stack" aria-live="polite">
      <div className="cx-figures">
        <Figure label="Total Tax" value={money(result.totalTax)} />
        <Figure label="VAT / GST" value={money(result.vatGst)} />
        <Figure label="Customs Duty" value={money(result.customsDuty)} />
      </div>
      <table className="cx-table">
        <caption className="sr-only">Tax breakdown</caption>
        <thead>
          <tr>
            <th scope="col">Jurisdiction</th>
            <th scope="col">Tax</th>
            <th scope="col" className="cx-num">
              Rate
            </th>
            <th scope="col" className="cx-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {result.taxBreakdown.map((line, i) => (
            <tr key={`${line.jurisdiction}-${line.taxType}-${i}`}>
              <td>{line.jurisdiction}</td>
              <td>
                {line.taxType}
                <div className="cx-small">{line.basis}</div>
                <div className="cx-small">Source: {line.source}</div>
              </td>
              <td className="cx-num">{formatPercent(line.rate)}</td>
              <td className="cx-num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.complianceRequired.length ? (
        <div>
          <h3 className="cx-subtitle">Compliance Required</h3>
          <table className="cx-table">
            <thead>
              <tr>
                <th scope="col">Requirement</th>
                <th scope="col">Jurisdiction</th>
                <th scope="col">Deadline</th>
              </tr>
            </thead>
            <tbody>
              {result.complianceRequired.map((r) => (
                <tr key={r.requirement}>
                  <td>{r.requirement}</td>
                  <td>{r.jurisdiction}</td>
                  <td>{formatDate(r.deadline)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result.customerVatNumber ? (
        <p className="cx-small" role="note">
          Customer VAT number {result.customerVatNumber.vatNumber}: {result.customerVatNumber.status}. {result.customerVatNumber.note}
        </p>
      ) : null}
      {result.notes.length ? (
        <ul className="cx-list cx-small">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
