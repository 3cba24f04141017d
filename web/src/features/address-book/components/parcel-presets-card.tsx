import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelPresetView } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { useParcelPresets, useRemovePreset } from '../api/address-book';
import { ParcelPresetForm } from './parcel-preset-form';

/** '2 kg · 30 × 20 × 10 cm' and the packaging's name: figures and units, the same in every language. */
function useSummary() {
  const { t } = useTranslation('address-book');
  return ({ parcel: p }: ParcelPresetView) =>
    [
      `${p.weight.value} ${p.weight.unit}`,
      p.dimensions ? `${p.dimensions.length} × ${p.dimensions.width} × ${p.dimensions.height} ${p.dimensions.unit}` : null,
      p.packaging ? t(`packagingTypes.${p.packaging}`) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** The parcel presets: each with edit and remove; a form to add one or change one. */
export function ParcelPresetsCard() {
  const { t } = useTranslation('address-book');
  const presets = useParcelPresets();
  const remove = useRemovePreset();
  const summary = useSummary();
  const [editing, setEditing] = useState<ParcelPresetView | 'new' | null>(null);
  return (
    <Card aria-labelledby="book-presets-title">
      <CardHeader
        titleId="book-presets-title"
        title={t('presets.title')}
        action={
          editing === null ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              {t('presets.add')}
            </Button>
          ) : null
        }
      />
      {editing !== null ? <ParcelPresetForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {presets.isLoading ? <Spinner label={t('page.loading')} /> : null}
      {presets.error ? (
        <p role="alert" className="form-error">
          {t('page.loadFailed', { reason: errorReason(presets.error) })}
        </p>
      ) : null}
      {remove.error ? (
        <p role="alert" className="form-error">
          {t('page.changeFailed', { reason: errorReason(remove.error) })}
        </p>
      ) : null}
      {presets.data?.length === 0 ? <p className="muted">{t('presets.empty')}</p> : null}
      <ul className="address-book-list">
        {presets.data?.map((p) => (
          <li key={p.id} className="address-book-entry">
            <div>
              <p>
                <strong>{p.name}</strong>
              </p>
              <p className="muted">{summary(p)}</p>
            </div>
            <div className="address-book-actions">
              <Button variant="outline" size="sm" aria-label={t('presets.editLabel', { name: p.name })} onClick={() => setEditing(p)}>
                {t('presets.edit')}
              </Button>
              <Button variant="ghost" size="sm" aria-label={t('presets.removeLabel', { name: p.name })} onClick={() => remove.mutate(p.id)}>
                {t('presets.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
