import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelPresetView } from '@waypost/contracts';
import { InputField, TextareaField } from '@/components/ui/field';
import { CameraIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatRatio } from '@/lib/format';
import { useRecognizeItem } from '../../api/recognize-item';
import type { FieldIssue } from './issue-text';
import { ParcelsFieldset } from './parcels-fieldset';
import type { ParcelDraft } from './parcels-draft';
import { applyRecognition, type ItemDraft } from './shipment-draft';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

/** The form names of the item's fields (not shown: its labels are the catalogue's). */
const NAMES = { description: 'description', weight: 'weight', value: 'value', length: 'length', width: 'width', height: 'height' } as const;

export function ItemDetailsStep({
  item,
  parcels,
  issues = [],
  presets = [],
  onChange,
  onParcelsChange,
}: {
  item: ItemDraft;
  parcels: readonly ParcelDraft[];
  issues?: readonly FieldIssue[];
  presets?: readonly ParcelPresetView[];
  onChange: (item: ItemDraft) => void;
  onParcelsChange: (parcels: ParcelDraft[]) => void;
}) {
  const { t } = useTranslation('shipments');
  // The latest item, so a recognition that finishes after more typing merges into it.
  const latest = useRef(item);
  latest.current = item;

  const recognitionFailed = () =>
    toast({ key: 'item-recognition', title: t('itemDetails.toast.failed.title'), description: t('itemDetails.toast.failed.description'), variant: 'destructive' });
  const recognize = useRecognizeItem({
    onSuccess: (result) => {
      onChange(applyRecognition(latest.current, result));
      toast({
        title: t('itemDetails.toast.recognized.title'),
        description: t('itemDetails.toast.recognized.description', {
          category: result.category ?? t('itemDetails.unknownCategory'),
          confidence: Math.round((result.confidence ?? 0) * 100),
        }),
        key: 'item-recognition',
      });
    },
    onError: recognitionFailed,
  });

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      recognize.mutate({ imageData: await readAsDataUrl(file), description: latest.current.description.trim() || undefined });
    } catch {
      recognitionFailed();
    }
  };

  const set = (field: keyof Omit<ItemDraft, 'aiRecognition'>) => (event: { target: { value: string } }) => onChange({ ...item, [field]: event.target.value });

  return (
    <div className="form-grid">
      <div className="field photo-field">
        <label htmlFor="item-photo" className="field-label">
          {t('itemDetails.photo')}
        </label>
        <div className="photo-drop">
          <CameraIcon width={28} height={28} />
          <input id="item-photo" type="file" accept="image/*" aria-describedby="item-photo-hint" onChange={(event) => void onPhoto(event.target.files?.[0])} />
          <p id="item-photo-hint" className="field-hint">
            {t('itemDetails.photoHint')}
          </p>
          {recognize.isPending ? <Spinner label={t('itemDetails.recognizing')} /> : null}
          {item.aiRecognition && !recognize.isPending ? (
            <p className="field-hint" role="status">
              {typeof item.aiRecognition.confidence === 'number'
                ? t('itemDetails.recognizedWithConfidence', {
                    category: item.aiRecognition.category ?? t('itemDetails.unknownCategory'),
                    confidence: formatRatio(item.aiRecognition.confidence, 0),
                  })
                : t('itemDetails.recognized', { category: item.aiRecognition.category ?? t('itemDetails.unknownCategory') })}
            </p>
          ) : null}
        </div>
      </div>

      <TextareaField label={t('itemDetails.description')} name={NAMES.description} value={item.description} onChange={set(NAMES.description)} rows={3} className="span-2" />
      {parcels.length === 0 ? (
        <InputField label={t('itemDetails.weight')} name={NAMES.weight} type="number" inputMode="decimal" step="0.1" min="0" value={item.weight} onChange={set(NAMES.weight)} />
      ) : null}
      <InputField label={t('itemDetails.declaredValue')} name={NAMES.value} type="number" inputMode="decimal" step="0.01" min="0" value={item.value} onChange={set(NAMES.value)} />
      {parcels.length === 0 ? (
        <fieldset className="fieldset span-2">
          <legend className="field-label">{t('itemDetails.dimensions')}</legend>
          <div className="form-grid-3">
            <InputField label={t('itemDetails.length')} name={NAMES.length} type="number" inputMode="decimal" step="0.1" min="0" value={item.length} onChange={set(NAMES.length)} />
            <InputField label={t('itemDetails.width')} name={NAMES.width} type="number" inputMode="decimal" step="0.1" min="0" value={item.width} onChange={set(NAMES.width)} />
            <InputField label={t('itemDetails.height')} name={NAMES.height} type="number" inputMode="decimal" step="0.1" min="0" value={item.height} onChange={set(NAMES.height)} />
          </div>
        </fieldset>
      ) : null}
      <ParcelsFieldset item={item} parcels={parcels} issues={issues} presets={presets} onChange={onParcelsChange} onItemSize={(size) => onChange({ ...latest.current, ...size })} />
    </div>
  );
}
