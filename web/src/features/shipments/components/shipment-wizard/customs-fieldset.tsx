import {
  CUSTOMS_CONTENT_TYPES,
  INCOTERMS,
  SUPPORTED_CURRENCIES,
  TAX_ID_TYPES,
  WEIGHT_UNITS,
  type CurrencyCode,
  type CustomsContentType,
  type Incoterm,
  type TaxIdType,
  type WeightUnit,
} from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { emptyCustomsItem, type CustomsDraft, type CustomsItemDraft, type TaxIdDraft } from './customs-draft';
import { issueText, type FieldIssue } from './issue-text';

// ── Step 2's customs (issue 24), shown on an international lane only; nothing declared, nothing sent ──
// Its groups are named without "to" or "from" ("Goods declaration", "Declared item 1"): the addresses' groups are
// found by those names.

const CONTENT_LABELS: Record<CustomsContentType, string> = {
  merchandise: 'Merchandise (sold goods)',
  gift: 'Gift',
  documents: 'Documents',
  sample: 'Commercial sample',
  return: 'Returned goods',
};
const INCOTERM_LABELS: Record<Incoterm, string> = { DAP: 'DAP: the recipient pays duties and taxes', DDP: 'DDP: I pay duties and taxes (delivered duty paid)' };

export function CustomsFieldset({
  customs,
  fromCountry,
  issues = [],
  onChange,
}: {
  customs: CustomsDraft;
  fromCountry: string;
  issues?: readonly FieldIssue[];
  onChange: (customs: CustomsDraft) => void;
}) {
  const setItem = (index: number, item: CustomsItemDraft) => onChange({ ...customs, items: customs.items.map((it, i) => (i === index ? item : it)) });
  const listIssue = issueText(issues, 'customs', 'customs.items');
  return (
    <fieldset className="fieldset span-2 customs" aria-describedby="customs-hint">
      <legend className="fieldset-legend">Goods declaration</legend>
      <p id="customs-hint" className="field-hint">
        This shipment crosses a border: declare its goods for customs and the commercial invoice. Nothing is declared until you add an item.
      </p>
      {listIssue ? (
        <p className="field-error" role="alert">
          {listIssue}
        </p>
      ) : null}
      <div className="form-grid">
        <SelectField
          id="customs-content-type"
          label="Content type"
          options={CUSTOMS_CONTENT_TYPES.map((value) => ({ value, label: CONTENT_LABELS[value] }))}
          value={customs.contentType}
          onChange={(e) => onChange({ ...customs, contentType: e.target.value as CustomsContentType })}
        />
        <SelectField
          id="customs-incoterm"
          label="Incoterm"
          options={INCOTERMS.map((value) => ({ value, label: INCOTERM_LABELS[value] }))}
          value={customs.incoterm}
          onChange={(e) => onChange({ ...customs, incoterm: e.target.value as Incoterm })}
        />
      </div>
      {customs.items.map((item, index) => (
        <CustomsItemFields
          key={index}
          index={index}
          item={item}
          issues={issues}
          onChange={(next) => setItem(index, next)}
          onRemove={() => onChange({ ...customs, items: customs.items.filter((_, i) => i !== index) })}
        />
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange({ ...customs, items: [...customs.items, emptyCustomsItem(customs.items.at(-1), fromCountry)] })}>
          Add declared item
        </Button>
      </div>
      <div className="form-grid">
        <TaxIdFields party="exporter" label="Exporter tax id" taxId={customs.exporterTaxId} issues={issues} onChange={(exporterTaxId) => onChange({ ...customs, exporterTaxId })} />
        <TaxIdFields party="importer" label="Importer tax id" taxId={customs.importerTaxId} issues={issues} onChange={(importerTaxId) => onChange({ ...customs, importerTaxId })} />
      </div>
    </fieldset>
  );
}

function CustomsItemFields({
  index,
  item,
  issues,
  onChange,
  onRemove,
}: {
  index: number;
  item: CustomsItemDraft;
  issues: readonly FieldIssue[];
  onChange: (item: CustomsItemDraft) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const at = (field: string) => `customs.items.${index}.${field}`;
  const id = (field: string) => `customs-item-${n}-${field}`;
  type Text = 'description' | 'quantity' | 'unitValue' | 'hsCode' | 'originCountry' | 'weight';
  const text = (field: Text, label: string, extra: { type?: string; inputMode?: 'decimal' | 'numeric'; step?: string; hint?: string; errorOf?: string[] } = {}) => {
    const { errorOf = [at(field)], ...rest } = extra;
    return (
      <InputField
        id={id(field)}
        label={label}
        value={item[field]}
        onChange={(e) => onChange({ ...item, [field]: e.target.value })}
        error={issueText(issues, ...errorOf)}
        {...(rest.type === 'number' ? { min: '0' } : {})}
        {...rest}
      />
    );
  };
  return (
    <fieldset className="fieldset customs-item">
      <legend className="fieldset-legend">Declared item {n}</legend>
      <div className="form-grid">
        {text('description', 'Description')}
        {text('hsCode', 'HS code', { hint: '6 to 10 digits, e.g. 851830', inputMode: 'numeric' })}
        {text('quantity', 'Quantity', { type: 'number', step: '1', inputMode: 'numeric' })}
        {text('unitValue', 'Unit value', { type: 'number', step: '0.01', inputMode: 'decimal', errorOf: [at('unitValue'), at('unitValue.amountMinor')] })}
        <SelectField
          id={id('currency')}
          label="Currency"
          options={SUPPORTED_CURRENCIES}
          value={item.currency}
          onChange={(e) => onChange({ ...item, currency: e.target.value as CurrencyCode })}
          hint={issueText(issues, at('unitValue.currency'))}
        />
        {text('originCountry', 'Country of origin', { hint: 'Its two-letter code, e.g. DE' })}
        {text('weight', 'Unit weight', { type: 'number', step: '0.1', inputMode: 'decimal', errorOf: [at('weight'), at('weight.value'), at('weight.unit')] })}
        <SelectField
          id={id('weight-unit')}
          label="Unit weight unit"
          options={WEIGHT_UNITS}
          value={item.weightUnit}
          onChange={(e) => onChange({ ...item, weightUnit: e.target.value as WeightUnit })}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove declared item {n}
        </Button>
      </div>
    </fieldset>
  );
}

function TaxIdFields({
  party,
  label,
  taxId,
  issues,
  onChange,
}: {
  party: 'exporter' | 'importer';
  label: string;
  taxId: TaxIdDraft;
  issues: readonly FieldIssue[];
  onChange: (taxId: TaxIdDraft) => void;
}) {
  const at = `customs.${party}TaxIds.0`;
  return (
    <div className="form-grid tax-id">
      <SelectField
        id={`${party}-tax-id-type`}
        label={`${label} type`}
        options={TAX_ID_TYPES}
        value={taxId.type}
        onChange={(e) => onChange({ ...taxId, type: e.target.value as TaxIdType })}
      />
      <InputField
        id={`${party}-tax-id`}
        label={`${label} (optional)`}
        value={taxId.value}
        onChange={(e) => onChange({ ...taxId, value: e.target.value })}
        error={issueText(issues, at, `${at}.value`, `${at}.type`, `customs.${party}TaxIds`)}
      />
    </div>
  );
}
