import { useRef } from 'react';
import { MESSAGES } from '@waypost/contracts';
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

export function ItemDetailsStep({
  item,
  parcels,
  issues = [],
  onChange,
  onParcelsChange,
}: {
  item: ItemDraft;
  parcels: readonly ParcelDraft[];
  issues?: readonly FieldIssue[];
  onChange: (item: ItemDraft) => void;
  onParcelsChange: (parcels: ParcelDraft[]) => void;
}) {
  // The latest item, so a recognition that finishes after more typing merges into it.
  const latest = useRef(item);
  latest.current = item;

  const recognize = useRecognizeItem({
    onSuccess: (result) => {
      onChange(applyRecognition(latest.current, result));
      toast({ ...MESSAGES.itemRecognized(result.category ?? 'item', Math.round((result.confidence ?? 0) * 100)), key: 'item-recognition' });
    },
    onError: () => toast({ key: 'item-recognition', ...MESSAGES.recognitionFailed, variant: 'destructive' }),
  });

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      recognize.mutate({ imageData: await readAsDataUrl(file), description: latest.current.description.trim() || undefined });
    } catch {
      toast({ key: 'item-recognition', ...MESSAGES.recognitionFailed, variant: 'destructive' });
    }
  };

  const set = (field: keyof Omit<ItemDraft, 'aiRecognition'>) => (event: { target: { value: string } }) => onChange({ ...item, [field]: event.target.value });

  return (
    <div className="form-grid">
      <div className="field photo-field">
        <label htmlFor="item-photo" className="field-label">
          Item photo (optional)
        </label>
        <div className="photo-drop">
          <CameraIcon width={28} height={28} />
          <input id="item-photo" type="file" accept="image/*" aria-describedby="item-photo-hint" onChange={(event) => void onPhoto(event.target.files?.[0])} />
          <p id="item-photo-hint" className="field-hint">
            JPG, PNG or WebP. AI recognition fills in the description, weight and dimensions (describe the item first if AI vision is not configured).
          </p>
          {recognize.isPending ? <Spinner label="Recognizing item…" /> : null}
          {item.aiRecognition && !recognize.isPending ? (
            <p className="field-hint" role="status">
              Recognized: {item.aiRecognition.category ?? 'item'}
              {typeof item.aiRecognition.confidence === 'number' ? ` (${formatRatio(item.aiRecognition.confidence, 0)} confidence)` : ''}
            </p>
          ) : null}
        </div>
      </div>

      <TextareaField label="Description" name="description" value={item.description} onChange={set('description')} rows={3} className="span-2" />
      {parcels.length === 0 ? (
        <InputField label="Weight (kg)" name="weight" type="number" inputMode="decimal" step="0.1" min="0" value={item.weight} onChange={set('weight')} />
      ) : null}
      <InputField label="Declared value (USD)" name="value" type="number" inputMode="decimal" step="0.01" min="0" value={item.value} onChange={set('value')} />
      {parcels.length === 0 ? (
        <fieldset className="fieldset span-2">
          <legend className="field-label">Dimensions (cm)</legend>
          <div className="form-grid-3">
            <InputField label="Length" name="length" type="number" inputMode="decimal" step="0.1" min="0" value={item.length} onChange={set('length')} />
            <InputField label="Width" name="width" type="number" inputMode="decimal" step="0.1" min="0" value={item.width} onChange={set('width')} />
            <InputField label="Height" name="height" type="number" inputMode="decimal" step="0.1" min="0" value={item.height} onChange={set('height')} />
          </div>
        </fieldset>
      ) : null}
      <ParcelsFieldset item={item} parcels={parcels} issues={issues} onChange={onParcelsChange} onItemSize={(size) => onChange({ ...latest.current, ...size })} />
    </div>
  );
}
