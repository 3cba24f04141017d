import { useState, type FormEvent } from 'react';
import { SHIPMENT_STATUSES, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { useShipmentSearch, type ShipmentFilters } from '../../api/search-shipments';
import { ShipmentTable } from './shipment-table';
import '../../shipments.css';
import './shipment-detail.css';

const STATUS_OPTIONS = SHIPMENT_STATUSES.map((s) => ({ value: s, label: SHIPMENT_STATUS_LABELS[s] }));

/** The filter form: applied on submit, so typing does not send a request per key. */
function FilterForm({ onApply }: { onApply: (filters: ShipmentFilters) => void }) {
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
    <form className="shipment-filters" aria-label="Filter shipments" onSubmit={submit}>
      <SelectField label="Status" options={STATUS_OPTIONS} placeholder="Any status" value={draft.status ?? ''} onChange={set('status')} />
      <InputField label="From country" value={draft.origin ?? ''} onChange={set('origin')} maxLength={60} placeholder="e.g. Germany" />
      <InputField label="To country" value={draft.destination ?? ''} onChange={set('destination')} maxLength={60} placeholder="e.g. US" />
      <InputField label="Carrier id" value={draft.carrier ?? ''} onChange={set('carrier')} maxLength={60} placeholder="e.g. dhl-express" />
      <InputField label="Created from" type="date" value={draft.createdFrom ?? ''} onChange={set('createdFrom')} />
      <InputField label="Created to" type="date" value={draft.createdTo ?? ''} onChange={set('createdTo')} />
      <div className="shipment-filters-actions">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

/** /shipments: every shipment of the account, filtered by status, lane, carrier and date, a page at a time. */
export function ShipmentsPage() {
  const [filters, setFilters] = useState<ShipmentFilters>({});
  const search = useShipmentSearch(filters);
  const status: ShipmentStatus | undefined = filters.status;
  return (
    <PageLayout title="Shipments">
      <div className="container page-section">
        <h1 className="page-title">Shipments</h1>
        <Card aria-labelledby="shipments-filter-title">
          <CardHeader titleId="shipments-filter-title" title="Filters" description="Countries match as written on the shipment or by their ISO code; dates are UTC days." />
          <FilterForm onApply={setFilters} />
        </Card>
        <Card aria-labelledby="shipments-table-title">
          <CardHeader
            titleId="shipments-table-title"
            title={status ? `${SHIPMENT_STATUS_LABELS[status]} shipments` : 'All shipments'}
            description={search.rows ? `${search.rows.length} shown${search.hasNextPage ? ', more below' : ''}` : undefined}
          />
          {search.isLoading ? <Spinner label="Loading shipments…" /> : null}
          {search.error ? (
            <p role="alert" className="form-error">
              Shipments could not be loaded: {errorReason(search.error)}
            </p>
          ) : null}
          {search.rows?.length === 0 ? <p className="muted">No shipments match these filters.</p> : null}
          {search.rows && search.rows.length > 0 ? <ShipmentTable rows={search.rows} /> : null}
          {search.hasNextPage ? (
            <Button variant="outline" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
              {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </Card>
      </div>
    </PageLayout>
  );
}
