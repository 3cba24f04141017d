import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateManifestInput } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { useCreateManifest, useManifestPreview } from '../api/manifests';
import { kg } from './weight';

/** A carrier id as an example (the same in every language). */
const CARRIER_EXAMPLE = 'ups';
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Carrier and date, the preview of what the manifest would list, and the button that closes the day. */
export function ManifestForm() {
  const { t } = useTranslation('manifests');
  const [draft, setDraft] = useState<CreateManifestInput>({ carrierId: '', shipDate: todayUtc() });
  const [chosen, setChosen] = useState<CreateManifestInput | null>(null);
  const preview = useManifestPreview(chosen);
  const create = useCreateManifest();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.reset();
    setChosen({ carrierId: draft.carrierId.trim(), shipDate: draft.shipDate });
  };
  const shipments = preview.data?.shipments ?? [];
  return (
    <div>
      <form onSubmit={submit} aria-label={t('create.formLabel')} className="form-grid">
        <InputField
          label={t('create.carrier')}
          hint={t('create.carrierHint')}
          required
          value={draft.carrierId}
          placeholder={CARRIER_EXAMPLE}
          onChange={(e) => setDraft((d) => ({ ...d, carrierId: e.target.value }))}
        />
        <InputField label={t('create.shipDate')} type="date" required value={draft.shipDate} onChange={(e) => setDraft((d) => ({ ...d, shipDate: e.target.value }))} />
        <Button type="submit" variant="secondary">
          {t('create.preview')}
        </Button>
      </form>
      {preview.isFetching ? <Spinner label={t('create.loadingPreview')} /> : null}
      {preview.error ? (
        <p role="alert" className="form-error">
          {t('create.previewFailed', { reason: errorReason(preview.error) })}
        </p>
      ) : null}
      {preview.data && !preview.isFetching ? (
        <section aria-label={t('create.previewLabel')}>
          <p role="status">
            {shipments.length === 0
              ? t('create.nothing', { carrier: preview.data.carrierName, date: preview.data.shipDate })
              : t('create.willList', {
                  shipments: shipments.length,
                  carrier: preview.data.carrierName,
                  date: preview.data.shipDate,
                  parcels: preview.data.parcelCount,
                  weight: kg(preview.data.weightGrams),
                })}
          </p>
          {shipments.length > 0 ? (
            <>
              <TableScroll label={t('create.previewLabel')}>
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.trackingNumber')}</th>
                      <th scope="col">{t('columns.destination')}</th>
                      <th scope="col">{t('columns.parcels')}</th>
                      <th scope="col">{t('columns.weight')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shipments.map((s) => (
                      <tr key={s.shipmentId}>
                        <td>{s.trackingNumber}</td>
                        <td>{`${s.toCity}, ${s.toCountry}`}</td>
                        <td>{s.parcelCount}</td>
                        <td>{kg(s.weightGrams)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <p className="muted">{t('create.closes')}</p>
              <Button
                type="button"
                disabled={create.isPending || create.isSuccess}
                onClick={() => chosen && create.mutate({ carrierId: preview.data.carrierId, shipDate: preview.data.shipDate })}
              >
                {t('create.submit')}
              </Button>
            </>
          ) : null}
        </section>
      ) : null}
      {create.error ? (
        <p role="alert" className="form-error">
          {t('create.failed', { reason: errorReason(create.error) })}
        </p>
      ) : null}
      {create.data ? (
        <p role="status">
          {t('create.created', { shipments: create.data.shipmentCount, carrier: create.data.carrierName, date: create.data.shipDate })}{' '}
          <a href={create.data.pdfHref} download>
            {t('list.download')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
