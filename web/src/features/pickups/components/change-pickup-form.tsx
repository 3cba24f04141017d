import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupView } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorReason } from '@/lib/api-client';
import { useChangePickup } from '../api/pickups';

/** A pickup's new day, window, parcel count or instructions: only what differs is sent (a new revision). */
export function ChangePickupForm({ pickup, onDone }: { pickup: PickupView; onDone: () => void }) {
  const { t } = useTranslation('pickups');
  const [draft, setDraft] = useState({
    date: pickup.date,
    earliest: pickup.earliest,
    latest: pickup.latest,
    parcels: String(pickup.parcelCount),
    instructions: pickup.instructions,
  });
  const change = useChangePickup();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parcels = Number(draft.parcels);
    const asked = {
      ...(draft.date !== pickup.date ? { date: draft.date } : {}),
      ...(draft.earliest !== pickup.earliest ? { earliest: draft.earliest } : {}),
      ...(draft.latest !== pickup.latest ? { latest: draft.latest } : {}),
      ...(parcels !== pickup.parcelCount ? { parcelCount: parcels } : {}),
      ...(draft.instructions.trim() !== pickup.instructions ? { instructions: draft.instructions.trim() } : {}),
    };
    change.mutate({ id: pickup.id, change: asked }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label={t('change.formLabel', { carrier: pickup.carrierName, date: pickup.date })}>
      <div className="form-grid">
        <InputField label={t('fields.date')} type="date" required value={draft.date} onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))} />
        <InputField label={t('fields.earliest')} type="time" required value={draft.earliest} onChange={(e) => setDraft((d) => ({ ...d, earliest: e.target.value }))} />
        <InputField label={t('fields.latest')} type="time" required value={draft.latest} onChange={(e) => setDraft((d) => ({ ...d, latest: e.target.value }))} />
        <InputField label={t('fields.parcels')} type="number" min={1} required value={draft.parcels} onChange={(e) => setDraft((d) => ({ ...d, parcels: e.target.value }))} />
        <InputField label={t('fields.instructions')} maxLength={200} value={draft.instructions} onChange={(e) => setDraft((d) => ({ ...d, instructions: e.target.value }))} />
      </div>
      <Button type="submit" disabled={change.isPending}>
        {t('change.submit')}
      </Button>{' '}
      <Button type="button" variant="secondary" onClick={onDone}>
        {t('change.close')}
      </Button>
      {change.error ? (
        <p role="alert" className="form-error">
          {t('change.failed', { reason: errorReason(change.error) })}
        </p>
      ) : null}
    </form>
  );
}
