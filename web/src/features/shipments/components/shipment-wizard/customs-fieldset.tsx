import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
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

// The choices' labels are the `shipments` catalogue's customs.contentTypes.<type> and customs.incoterms.<incoterm>.

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
  const { t } = useTranslation('shipments');
  const setItem = (index: number, item: CustomsItemDraft) => onChange({ ...customs, items: customs.items.map((it, i) => (i === index ? item : it)) });
  const listIssue = issueText(issues, 'customs', 'customs.items');
  return (
    <fieldset className="fieldset span-2 customs" aria-describedby="customs-hint">
      <legend className="fieldset-legend">{t('customs.legend')}</legend>
      <p id="customs-hint" className="field-hint">
        {t('customs.hint')}
      </p>
      {listIssue ? (
        <p className="field-error" role="alert">
          {listIssue}
        </p>
      ) : null}
      <div className="form-grid">
        <SelectField
          id="customs-content-type"
          label={t('customs.contentType')}
          options={CUSTOMS_CONTENT_TYPES.map((value) => ({ value, label: t(`customs.contentTypes.${value}`) }))}
          value={customs.contentType}
          onChange={(e) => onChange({ ...customs, contentType: e.target.value as CustomsContentType })}
        />
        <SelectField
          id="customs-incoterm"
          label={t('customs.incoterm')}
          options={INCOTERMS.map((value) => ({ value, label: t(`customs.incoterms.${value}`) }))}
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
          {t('customs.addItem')}
        </Button>
      </div>
      <div className="form-grid">
        <TaxIdFields party="exporter" taxId={customs.exporterTaxId} issues={issues} onChange={(exporterTaxId) => onChange({ ...customs, exporterTaxId })} />
        <TaxIdFields party="importer" taxId={customs.importerTaxId} issues={issues} onChange={(importerTaxId) => onChange({ ...customs, importerTaxId })} />
      </div>
    </fieldset>
  );
}

/** A declared item's text field: its label and hint in the `shipments` catalogue, the server paths whose messages it shows. */
interface ItemTextField {
  field: 'description' | 'quantity' | 'unitValue' | 'hsCode' | 'originCountry' | 'weight';
  labelKey: ParseKeys<'shipments'>;
  hintKey?: ParseKeys<'shipments'>;
  type?: 'number';
  step?: string;
  inputMode?: 'decimal' | 'numeric';
  /** Paths under the item (`customs.items.<index>.`); the field itself when not given. */
  errorOf?: readonly string[];
}

/** The item's text fields before its currency, then after it (the unit weight, its unit next). */
const ITEM_FIELDS_BEFORE_CURRENCY: readonly ItemTextField[] = [
  { field: 'description', labelKey: 'customs.description' },
  { field: 'hsCode', labelKey: 'customs.hsCode', hintKey: 'customs.hsCodeHint', inputMode: 'numeric' },
  { field: 'quantity', labelKey: 'customs.quantity', type: 'number', step: '1', inputMode: 'numeric' },
  { field: 'unitValue', labelKey: 'customs.unitValue', type: 'number', step: '0.01', inputMode: 'decimal', errorOf: ['unitValue', 'unitValue.amountMinor'] },
];
const ITEM_FIELDS_AFTER_CURRENCY: readonly ItemTextField[] = [
  { field: 'originCountry', labelKey: 'customs.originCountry', hintKey: 'customs.originCountryHint' },
  { field: 'weight', labelKey: 'customs.unitWeight', type: 'number', step: '0.1', inputMode: 'decimal', errorOf: ['weight', 'weight.value', 'weight.unit'] },
];

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
  const { t } = useTranslation('shipments');
  const n = index + 1;
  const at = (field: string) => `customs.items.${index}.${field}`;
  const id = (field: string) => `customs-item-${n}-${field}`;
  const text = ({ field, labelKey, hintKey, errorOf = [field], ...rest }: ItemTextField) => (
    <InputField
      key={field}
      id={id(field)}
      label={t(labelKey)}
      hint={hintKey ? t(hintKey) : undefined}
      value={item[field]}
      onChange={(e) => onChange({ ...item, [field]: e.target.value })}
      error={issueText(issues, ...errorOf.map(at))}
      {...(rest.type === 'number' ? { min: '0' } : {})}
      {...rest}
    />
  );
  const currencyIssue = issueText(issues, at('unitValue.currency'));
  return (
    <fieldset className="fieldset customs-item">
      <legend className="fieldset-legend">{t('customs.item', { number: n })}</legend>
      <div className="form-grid">
        {ITEM_FIELDS_BEFORE_CURRENCY.map(text)}
        <SelectField
          id={id('currency')}
          label={t('customs.currency')}
          options={SUPPORTED_CURRENCIES}
          value={item.currency}
          onChange={(e) => onChange({ ...item, currency: e.target.value as CurrencyCode })}
          hint={currencyIssue}
        />
        {ITEM_FIELDS_AFTER_CURRENCY.map(text)}
        <SelectField
          id={id('weight-unit')}
          label={t('customs.unitWeightUnit')}
          options={WEIGHT_UNITS}
          value={item.weightUnit}
          onChange={(e) => onChange({ ...item, weightUnit: e.target.value as WeightUnit })}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('customs.removeItem', { number: n })}
        </Button>
      </div>
    </fieldset>
  );
}

function TaxIdFields({
  party,
  taxId,
  issues,
  onChange,
}: {
  party: 'exporter' | 'importer';
  taxId: TaxIdDraft;
  issues: readonly FieldIssue[];
  onChange: (taxId: TaxIdDraft) => void;
}) {
  const { t } = useTranslation('shipments');
  const at = `customs.${party}TaxIds.0`;
  return (
    <div className="form-grid tax-id">
      <SelectField
        id={`${party}-tax-id-type`}
        label={t(`customs.taxIds.${party}.type`)}
        options={TAX_ID_TYPES}
        value={taxId.type}
        onChange={(e) => onChange({ ...taxId, type: e.target.value as TaxIdType })}
      />
      <InputField
        id={`${party}-tax-id`}
        label={t(`customs.taxIds.${party}.value`)}
        value={taxId.value}
        onChange={(e) => onChange({ ...taxId, value: e.target.value })}
        error={issueText(issues, at, `${at}.value`, `${at}.type`, `customs.${party}TaxIds`)}
      />
    </div>
  );
}
