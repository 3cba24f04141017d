import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PickupView } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { useCancelPickup, usePickups } from '../api/pickups';
import { ChangePickupForm } from './change-pickup-form';
import { SchedulePickupForm } from './schedule-pickup-form';

/** Whether a pickup can still be changed or cancelled (the API says for certain: its window may have started). */
const open = (p: PickupView) => p.status !== 'cancelled';

/** /shipments/pickups: schedule a carrier pickup for booked shipments; the pickups, their confirmations, change, cancel. */
export function PickupsPage() {
  const { t } = useTranslation('pickups');
  const pickups = usePickups();
  const cancel = useCancelPickup();
  const [changing, setChanging] = useState<string | null>(null);
  const rows = pickups.data?.pickups ?? [];
  const editing = rows.find((p) => p.id === changing);
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <p>
          <Link to={paths.shipments.getHref()} className="back-link">
            {t('page.backToShipments')}
          </Link>
        </p>
        <h1 className="page-title">{t('page.title')}</h1>
        <p className="muted">{t('page.intro')}</p>
        <Card aria-labelledby="pickups-new-title">
          <CardHeader titleId="pickups-new-title" title={t('schedule.title')} description={t('schedule.description')} />
          <SchedulePickupForm />
        </Card>
        <Card aria-labelledby="pickups-list-title">
          <CardHeader titleId="pickups-list-title" title={t('list.title')} />
          {pickups.isLoading ? <Spinner label={t('list.loading')} /> : null}
          {pickups.error ? (
            <p role="alert" className="form-error">
              {t('list.loadFailed', { reason: errorReason(pickups.error) })}
            </p>
          ) : null}
          {cancel.error ? (
            <p role="alert" className="form-error">
              {t('list.cancelFailed', { reason: errorReason(cancel.error) })}
            </p>
          ) : null}
          {pickups.data && rows.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
          {rows.length > 0 ? (
            <TableScroll label={t('list.title')}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.carrier')}</th>
                    <th scope="col">{t('columns.window')}</th>
                    <th scope="col">{t('columns.shipments')}</th>
                    <th scope="col">{t('columns.parcels')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.confirmation')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <tr key={p.id}>
                      <td>{p.carrierName}</td>
                      <td>{t('list.window', { date: p.date, earliest: p.earliest, latest: p.latest })}</td>
                      <td>{p.shipments.map((s) => s.trackingNumber).join(', ')}</td>
                      <td>{p.parcelCount}</td>
                      <td>
                        {t(`status.${p.status}`)}
                        {p.refusal ? <div className="muted">{p.refusal}</div> : null}
                      </td>
                      <td>{p.confirmationNumber ?? ''}</td>
                      <td>
                        {open(p) ? (
                          <>
                            <Button type="button" variant="secondary" onClick={() => setChanging(p.id)}>
                              {t('list.change')}
                              <span className="sr-only"> {t('list.about', { carrier: p.carrierName, date: p.date })}</span>
                            </Button>{' '}
                            <Button type="button" variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(p.id)}>
                              {t('list.cancel')}
                              <span className="sr-only"> {t('list.about', { carrier: p.carrierName, date: p.date })}</span>
                            </Button>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
          {editing ? <ChangePickupForm key={editing.id} pickup={editing} onDone={() => setChanging(null)} /> : null}
        </Card>
      </div>
    </PageLayout>
  );
}
