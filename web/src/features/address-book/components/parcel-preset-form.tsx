import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LENGTH_UNITS, PACKAGING_TYPES, WEIGHT_UNITS, type LengthUnit, type PackagingType, type ParcelInput, type ParcelPresetView, type WeightUnit } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { errorReason, fieldIssues } from '@/lib/api-client';
import { useSavePreset } from '../api/address-book';

// ── A parcel preset: its name and the parcel a shipment takes (weight, dimensions, packaging), new or changed ──

const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];

interface Draft {
  name: string;
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
  lengthUnit: LengthUnit;
  packaging: PackagingType | '';
}

const draftOf = (preset: ParcelPresetView | null): Draft => {
  const p = preset?.parcel;
  const side = (s: Side) => (p?.dimensions ? String(p.dimensions[s]) : '');
  return {
    name: preset?.name ?? '',
    weight: p ? String(p.weight.value) : '',
    weightUnit: p?.weight.unit ?? 'kg',
    length: side('length'),
    width: side('width'),
    height: side('height'),
    lengthUnit: p?.dimensions?.unit ?? 'cm',
    packaging: p?.packaging ?? '',
  };
};

/** Blank or not a number: NaN, which the server refuses naming the field. */
const numberOf = (raw: string): number => (raw.trim() === '' ? Number.NaN : Number(raw));

/** The payload's parcel: dimensions only when one side is given, packaging only when chosen. */
export function toParcel(d: Draft): ParcelInput {
  const sized = SIDES.some((s) => d[s].trim() !== '');
  return {
    weight: { value: numberOf(d.weight), unit: d.weightUnit },
    ...(sized ? { dimensions: { length: numberOf(d.length), width: numberOf(d.width), height: numberOf(d.height), unit: d.lengthUnit } } : {}),
    ...(d.packaging ? { packaging: d.packaging } : {}),
  };
}

export function ParcelPresetForm({ editing, onDone }: { editing: ParcelPresetView | null; onDone: () => void }) {
  const { t } = useTranslation('address-book');
  const save = useSavePreset();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const issues = fieldIssues(save.error);
  const errorOf = (...fields: string[]) => issues.find((i) => fields.includes(i.field))?.message;
  const set = (field: 'name' | 'weight' | Side) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: editing?.id ?? null, name: draft.name.trim(), parcel: toParcel(draft) }, { onSuccess: onDone });
  };
  const title = editing ? t('presetForm.editTitle') : t('presetForm.newTitle');
  const number = { type: 'number', inputMode: 'decimal', step: '0.1', min: '0' } as const;
  return (
    <form onSubmit={submit} aria-label={title} noValidate className="address-book-form">
      <InputField id="preset-name" label={t('presetForm.name')} required value={draft.name} onChange={set('name')} error={errorOf('name')} />
      <div className="form-grid-3">
        <InputField
          id="preset-weight"
          label={t('presetForm.weight')}
          required
          {...number}
          value={draft.weight}
          onChange={set('weight')}
          error={errorOf('parcel.weight.value', 'parcel.weight')}
        />
        <SelectField
          id="preset-weight-unit"
          label={t('presetForm.weightUnit')}
          options={WEIGHT_UNITS}
          value={draft.weightUnit}
          onChange={(e) => setDraft((d) => ({ ...d, weightUnit: e.target.value as WeightUnit }))}
        />
        <SelectField
          id="preset-packaging"
          label={t('presetForm.packaging')}
          placeholder={t('presetForm.packagingNone')}
          options={PACKAGING_TYPES.map((value) => ({ value, label: t(`packagingTypes.${value}`) }))}
          value={draft.packaging}
          onChange={(e) => setDraft((d) => ({ ...d, packaging: e.target.value as PackagingType | '' }))}
        />
        {SIDES.map((s) => (
          <InputField key={s} id={`preset-${s}`} label={t(`presetForm.${s}`)} {...number} value={draft[s]} onChange={set(s)} error={errorOf(`parcel.dimensions.${s}`)} />
        ))}
        <SelectField
          id="preset-length-unit"
          label={t('presetForm.lengthUnit')}
          options={LENGTH_UNITS}
          value={draft.lengthUnit}
          onChange={(e) => setDraft((d) => ({ ...d, lengthUnit: e.target.value as LengthUnit }))}
        />
      </div>
      {save.error && issues.length === 0 ? (
        <p role="alert" className="form-error">
          {t('presetForm.failed', { reason: errorReason(save.error) })}
        </p>
      ) : null}
      <div className="address-book-actions">
        <Button type="submit" disabled={save.isPending}>
          {t('presetForm.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('presetForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
