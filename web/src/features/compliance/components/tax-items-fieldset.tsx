import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_CATEGORIES, ISO_COUNTRY_CODES } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { formatAmount } from './format';
import { emptyLine, LINE_FIELDS, LINE_LABEL_KEYS, linesTotal, type FieldErrors, type LineField, type TaxLineDraft } from './tax-request';

// ── The calculator's optional item lines (issue 26): duty and VAT per line; none = the spec's single value ──

// Goods are made anywhere: every ISO 3166-1 code, named in the visitor's language by Intl's region names, in that
// language's name order (built once per language).
const originOptions = new Map<string, { value: string; label: string }[]>();
function originOptionsIn(language: string): { value: string; label: string }[] {
  let options = originOptions.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    options = ISO_COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort((a, b) => collator.compare(a.label, b.label));
    originOptions.set(language, options);
  }
  return options;
}

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
  const { t } = useTranslation('compliance');
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
    LINE_FIELDS.forEach((f) => onEdited(`${key}.${f}`));
    onEdited('items');
    document.getElementById('tax-items-add')?.focus();
  };
  const total = lines.length ? linesTotal(lines) : undefined;
  return (
    <fieldset className="fieldset" aria-describedby="tax-items-hint">
      <legend className="fieldset-legend">{t('items.legend')}</legend>
      <p id="tax-items-hint" className="field-hint">
        {t('items.hint')}
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
      {total !== undefined ? <p className="cx-small">{t('items.total', { total: formatAmount(total, currency) })}</p> : null}
      <div>
        <Button id="tax-items-add" variant="outline" size="sm" onClick={add}>
          {t('items.add')}
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
  const { t, i18n } = useTranslation('compliance');
  const set = (field: LineField) => (event: { target: { value: string } }) => onChange({ ...line, [field]: event.target.value }, field);
  const error = (field: LineField) => errors[`${line.key}.${field}`];
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{t('items.item', { n })}</legend>
      <div className="form-grid">
        <InputField
          id={`tax-item-${line.key}-description`}
          label={t(LINE_LABEL_KEYS.description)}
          required
          value={line.description}
          onChange={set('description')}
          error={error('description')}
        />
        <InputField
          label={t(LINE_LABEL_KEYS.hsCode)}
          value={line.hsCode}
          onChange={set('hsCode')}
          error={error('hsCode')}
          hint={t('items.hsCodeHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <InputField
          label={t(LINE_LABEL_KEYS.quantity)}
          type="number"
          min={1}
          step="1"
          inputMode="numeric"
          value={line.quantity}
          onChange={set('quantity')}
          error={error('quantity')}
        />
        <InputField
          label={t('items.unitValueIn', { currency })}
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
          label={t(LINE_LABEL_KEYS.originCountry)}
          value={line.originCountry}
          onChange={set('originCountry')}
          options={originOptionsIn(i18n.resolvedLanguage ?? 'en')}
          placeholder={t('items.originPlaceholder')}
          error={error('originCountry')}
        />
        <SelectField
          label={t(LINE_LABEL_KEYS.itemCategory)}
          value={line.itemCategory}
          onChange={set('itemCategory')}
          options={COMPLIANCE_CATEGORIES}
          placeholder={t('items.categoryPlaceholder')}
          error={error('itemCategory')}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('items.remove', { n })}
        </Button>
      </div>
    </fieldset>
  );
}
