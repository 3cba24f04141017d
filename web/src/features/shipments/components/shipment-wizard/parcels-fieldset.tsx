import { useTranslation } from 'react-i18next';
import { LENGTH_UNITS, PACKAGING_TYPES, WEIGHT_UNITS, type LengthUnit, type PackagingType, type ParcelPresetView, type WeightUnit } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { ParcelPresetPicker } from './address-book-pickers';
import { issueText, type FieldIssue } from './issue-text';
import { emptyParcel, itemSizeOfParcel, parcelFromItemSize, totalWeightText, type ItemSize, type ParcelDraft } from './parcels-draft';

// ── Step 1's parcels (issue 24): none listed means the item is the one parcel (the seed's payload) ──

// The packagings' labels are the `shipments` catalogue's parcels.packagingTypes.<type>.

export function ParcelsFieldset({
  item,
  parcels,
  issues = [],
  presets = [],
  onChange,
  onItemSize,
}: {
  item: ItemSize;
  parcels: readonly ParcelDraft[];
  issues?: readonly FieldIssue[];
  /** The shipper's parcel presets: a picked one is the parcel (the first) or one more. */
  presets?: readonly ParcelPresetView[];
  onChange: (parcels: ParcelDraft[]) => void;
  /** The last parcel removed: its size goes back to the item's fields. */
  onItemSize: (size: ItemSize) => void;
}) {
  const { t } = useTranslation('shipments');
  const update = (index: number, parcel: ParcelDraft) => onChange(parcels.map((p, i) => (i === index ? parcel : p)));
  const remove = (index: number) => {
    const rest = parcels.filter((_, i) => i !== index);
    onChange(rest);
    if (rest.length === 0) onItemSize(itemSizeOfParcel(parcels[index]!));
  };
  const add = () => onChange(parcels.length === 0 ? [parcelFromItemSize(item), emptyParcel()] : [...parcels, emptyParcel()]);
  const total = totalWeightText(parcels.length > 0 ? parcels : [{ weight: item.weight, weightUnit: 'kg' }]);

  return (
    <fieldset className="fieldset span-2" aria-describedby="parcels-total">
      <legend className="fieldset-legend">{t('parcels.legend')}</legend>
      {parcels.length === 0 ? <p className="field-hint">{t('parcels.oneParcelHint')}</p> : null}
      {parcels.map((parcel, index) => (
        <ParcelFields key={index} index={index} parcel={parcel} issues={issues} onChange={(p) => update(index, p)} onRemove={() => remove(index)} />
      ))}
      <p id="parcels-total" className="parcels-total" aria-live="polite">
        {total}
      </p>
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          {t('parcels.add')}
        </Button>
      </div>
      <ParcelPresetPicker presets={presets} onPick={(parcel) => onChange([...parcels, parcel])} />
    </fieldset>
  );
}

/** A parcel's dimensions, in their order; each is labelled `parcels.<side>`. */
const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];

function ParcelFields({
  index,
  parcel,
  issues,
  onChange,
  onRemove,
}: {
  index: number;
  parcel: ParcelDraft;
  issues: readonly FieldIssue[];
  onChange: (parcel: ParcelDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('shipments');
  const n = index + 1;
  const at = (field: string) => `parcels.${index}.${field}`;
  const set = (field: 'weight' | 'length' | 'width' | 'height') => (event: { target: { value: string } }) => onChange({ ...parcel, [field]: event.target.value });
  const id = (field: string) => `parcel-${n}-${field}`;
  const side = (field: Side) => (
    <InputField
      key={field}
      id={id(field)}
      label={t(`parcels.${field}`)}
      type="number"
      inputMode="decimal"
      step="0.1"
      min="0"
      value={parcel[field]}
      onChange={set(field)}
      error={issueText(issues, at(`dimensions.${field}`))}
    />
  );
  return (
    <fieldset className="fieldset parcel">
      <legend className="fieldset-legend">{t('parcels.parcel', { number: n })}</legend>
      <div className="form-grid-3">
        <InputField
          id={id('weight')}
          label={t('parcels.weight')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          value={parcel.weight}
          onChange={set('weight')}
          error={issueText(issues, at('weight.value'), at('weight.unit'), at('weight'))}
        />
        <SelectField
          id={id('weight-unit')}
          label={t('parcels.weightUnit')}
          options={WEIGHT_UNITS}
          value={parcel.weightUnit}
          onChange={(e) => onChange({ ...parcel, weightUnit: e.target.value as WeightUnit })}
        />
        <SelectField
          id={id('packaging')}
          label={t('parcels.packaging')}
          placeholder={t('parcels.packagingNotSpecified')}
          options={PACKAGING_TYPES.map((value) => ({ value, label: t(`parcels.packagingTypes.${value}`) }))}
          value={parcel.packaging}
          onChange={(e) => onChange({ ...parcel, packaging: e.target.value as PackagingType | '' })}
        />
        {SIDES.map(side)}
        <SelectField
          id={id('length-unit')}
          label={t('parcels.lengthUnit')}
          options={LENGTH_UNITS}
          value={parcel.lengthUnit}
          onChange={(e) => onChange({ ...parcel, lengthUnit: e.target.value as LengthUnit })}
        />
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('parcels.remove', { number: n })}
        </Button>
      </div>
    </fieldset>
  );
}
