import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { useShipmentSearch, type ShipmentFilters } from '../../api/search-shipments';
import { ShipmentTable } from './shipment-table';
import '../../shipments.css';
import './shipment-detail.css';

/** To the end-of-day manifests (issue 28): closing a carrier's day starts from the shipments. */
function ManifestsLink() {
  const { t } = useTranslation('manifests');
  return (
    <Link to={paths.manifests.getHref()} className="standalone-link">
      {t('page.link')}
    </Link>
  );
}

/** To the carrier pickups (issue 28): scheduling one starts from the shipments. */
function PickupsLink() {
  const { t } = useTranslation('pickups');
  return (
    <Link to={paths.pickups.getHref()} className="standalone-link">
      {t('page.link')}
    </Link>
  );
}

/** The filter form: applied on submit, so typing does not send a request per key. */
function FilterForm({ onApply }: { onApply: (filters: ShipmentFilters) => void }) {
  const { t } = useTranslation('shipments');
  const statusOptions = SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`shipmentStatus.${s}`) }));
  const [draft, setDraft] = useState<ShipmentFilters>({});
  const set = (key: keyof ShipmentFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <form className="shipment-filters" aria-label={t('page.filters.label')} onSubmit={submit}>
      <SelectField label={t('page.filters.status')} options={statusOptions} placeholder={t('page.filters.anyStatus')} value={draft.status ?? ''} onChange={set('status')} />
      <InputField label={t('page.filters.fromCountry')} value={draft.origin ?? ''} onChange={set('origin')} maxLength={60} placeholder={t('page.filters.fromCountryPlaceholder')} />
      <InputField
        label={t('page.filters.toCountry')}
        value={draft.destination ?? ''}
        onChange={set('destination')}
        maxLength={60}
        placeholder={t('page.filters.toCountryPlaceholder')}
      />
      <InputField label={t('page.filters.carrier')} value={draft.carrier ?? ''} onChange={set('carrier')} maxLength={60} placeholder={t('page.filters.carrierPlaceholder')} />
      <InputField label={t('page.filters.createdFrom')} type="date" value={draft.createdFrom ?? ''} onChange={set('createdFrom')} />
      <InputField label={t('page.filters.createdTo')} type="date" value={draft.createdTo ?? ''} onChange={set('createdTo')} />
      <div className="shipment-filters-actions">
        <Button type="submit">{t('page.filters.apply')}</Button>
        <Button type="button" variant="outline" onClick={clear}>
          {t('page.filters.clear')}
        </Button>
      </div>
    </form>
  );
}

/** /shipments: every shipment of the account, filtered by status, lane, carrier and date, a page at a time. */
export function ShipmentsPage() {
  const { t } = useTranslation('shipments');
  const [filters, setFilters] = useState<ShipmentFilters>({});
  const search = useShipmentSearch(filters);
  const status: ShipmentStatus | undefined = filters.status;
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        <p>
          <ManifestsLink /> · <PickupsLink />
        </p>
        <Card aria-labelledby="shipments-filter-title">
          <CardHeader titleId="shipments-filter-title" title={t('page.filters.title')} description={t('page.filters.description')} />
          <FilterForm onApply={setFilters} />
        </Card>
        <Card aria-labelledby="shipments-table-title">
          <CardHeader
            titleId="shipments-table-title"
            title={status ? t(`page.shipmentsByStatus.${status}`) : t('page.allShipments')}
            description={search.rows ? (search.hasNextPage ? t('page.shownWithMore', { count: search.rows.length }) : t('page.shown', { count: search.rows.length })) : undefined}
          />
          {search.isLoading ? <Spinner label={t('page.loading')} /> : null}
          {search.error ? (
            <p role="alert" className="form-error">
              {t('page.loadFailed', { reason: errorReason(search.error) })}
            </p>
          ) : null}
          {search.rows?.length === 0 ? <p className="muted">{t('page.noMatches')}</p> : null}
          {search.rows && search.rows.length > 0 ? <ShipmentTable rows={search.rows} /> : null}
          {search.hasNextPage ? (
            <Button variant="outline" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
              {search.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
            </Button>
          ) : null}
        </Card>
      </div>
    </PageLayout>
  );
}
