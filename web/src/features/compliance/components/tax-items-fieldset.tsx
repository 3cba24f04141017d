import { useEffect, useState } from 'react';
import { COMPLIANCE_CATEGORIES, ISO_COUNTRY_CODES } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { formatAmount } from './format';
import { emptyLine, LINE_LABELS, linesTotal, type FieldErrors, type LineField, type TaxLineDraft } from './tax-request';

// ── The calculator's optional item lines (issue 26): duty and VAT per line; none = the spec's single value ──

// Goods are made anywhere: every ISO 3166-1 code, named by the browser's own region names, in name order.
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const ORIGIN_OPTIONS = ISO_COUNTRY_CODES.map((code) => ({ value: code, label: `${REGION_NAMES.of(code) ?? code} (${code})` })).sort((a, b) => a.label.localeCompare(b.label));

export function TaxItemsFieldset({
  lines,
  currency,
  errors,
  onChange,
  onEdited,
}: {
  lines: readonly TaxLineDraft[];
  currency: string;
  errors: FieldErrors;
  onChange: (lines: TaxLineDraft[]) => void;
  /** a field the shipper changed (its error is out of date) */
  onEdited: (place: string) => void;
}) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(`tax-item-${focusKey}-description`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    const line = emptyLine();
    onChange([...lines, line]);
    setFocusKey(line.key);
  };
  const remove = (key: string) => {
    onChange(lines.filter((l) => l.key !== key));
    (Object.keys(LINE_LABELS) as LineField[]).forEach((f) => onEdited(`${key}.${f}`));
    onEdited('items');
    document.getElementById('tax-items-add')?.focus();
  };
  const total = lines.length ? linesTotal(lines) : undefined;
  return (
    <fieldset className="fieldset" aria-describedby="tax-items-hint">
      <legend className="fieldset-legend">Items (optional)</legend>
      <p id="tax-items-hint" className="field-hint">
        List the parcel&apos;s goods for duty and VAT per item. Without items the shipment value is taxed as one line.
      </p>
      {errors.items ? (
        <p className="field-error" role="alert">
          {errors.items}
        </p>
      ) : null}
      {lines.map((line, index) => (
        <TaxItemFields
          key={line.key}
          n={index + 1}
          line={line}
          currency={currency}
          errors={errors}
          onChange={(next, field) => {
            onChange(lines.map((l) => (l.key === line.key ? next : l)));
            onEdited(`${line.key}.${field}`);
          }}
          onRemove={() => remove(line.key)}
        />
      ))}
      {total !== undefined ? <p className="cx-small">Items total: {formatAmount(total, currency)}</p> : null}
      <div>
        <Button id="tax-items-add" variant="outline" size="sm" onClick={add}>
          Add item
        </Button>
      </div>
    </fieldset>
  );
}

function TaxItemFields({
  n,
  line,
  currency,
  errors,
  onChange,
  onRemove,
}: {
  n: number;
  line: TaxLineDraft;
  currency: string;
  errors: FieldErrors;
  onChange: (line: TaxLineDraft, field: LineField) => void;
  onRemove: () => void;
}) {
  const set = (field: LineField) => (event: { target: { value: string } }) => onChange({ ...line, [field]: event.target.value }, field);
  const error = (field: LineField) => errors[`${line.key}.${field}`];
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Item {n}</legend>
      <div className="form-grid">
        <InputField
          id={`tax-item-${line.key}-description`}
          label={LINE_LABELS.description}
          required
          value={line.description}
          onChange={set('description')}
          error={error('description')}
        />
        <InputField
          label={LINE_LABELS.hsCode}
          value={line.hsCode}
          onChange={set('hsCode')}
          error={error('hsCode')}
          hint="Optional, 6 to 10 digits, e.g. 610910"
          inputMode="numeric"
          autoComplete="off"
        />
        <InputField label={LINE_LABELS.quantity} type="number" min={1} step="1" inputMode="numeric" value={line.quantity} onChange={set('quantity')} error={error('quantity')} />
        <InputField
          label={`${LINE_LABELS.unitValue} (${currency})`}
          required
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={line.unitValue}
          onChange={set('unitValue')}
          error={error('unitValue')}
        />
        <SelectField
          label={LINE_LABELS.originCountry}
          value={line.originCountry}
          onChange={set('originCountry')}
          options={ORIGIN_OPTIONS}
          placeholder="Same as the shipment"
          error={error('originCountry')}
        />
        <SelectField
          label={LINE_LABELS.itemCategory}
          value={line.itemCategory}
          onChange={set('itemCategory')}
          options={COMPLIANCE_CATEGORIES}
          placeholder="From the HS code or description"
          error={error('itemCategory')}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove item {n}
        </Button>
      </div>
    </fieldset>
  );
}
