import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useManifests } from '../api/manifests';
import { ManifestForm } from './manifest-form';
import { kg } from './weight';

/** /manifests: close a carrier's day (preview, then create), and the manifests made, each with its PDF. */
export function ManifestsPage() {
  const { t } = useTranslation('manifests');
  const manifests = useManifests();
  const rows = manifests.data?.manifests ?? [];
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
        <Card aria-labelledby="manifests-new-title">
          <CardHeader titleId="manifests-new-title" title={t('create.title')} description={t('create.description')} />
          <ManifestForm />
        </Card>
        <Card aria-labelledby="manifests-list-title">
          <CardHeader titleId="manifests-list-title" title={t('list.title')} />
          {manifests.isLoading ? <Spinner label={t('list.loading')} /> : null}
          {manifests.error ? (
            <p role="alert" className="form-error">
              {t('list.loadFailed', { reason: errorReason(manifests.error) })}
            </p>
          ) : null}
          {manifests.data && rows.length === 0 ? <p className="muted">{t('list.empty')}</p> : null}
          {rows.length > 0 ? (
            <TableScroll label={t('list.title')}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.carrier')}</th>
                    <th scope="col">{t('columns.shipDate')}</th>
                    <th scope="col">{t('columns.shipments')}</th>
                    <th scope="col">{t('columns.parcels')}</th>
                    <th scope="col">{t('columns.weight')}</th>
                    <th scope="col">{t('columns.createdAt')}</th>
                    <th scope="col">{t('columns.pdf')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((m) => (
                    <tr key={m.id}>
                      <td>{m.carrierName}</td>
                      <td>{m.shipDate}</td>
                      <td>{m.shipmentCount}</td>
                      <td>{m.parcelCount}</td>
                      <td>{kg(m.weightGrams)}</td>
                      <td>{formatDateTime(m.createdAt)}</td>
                      <td>
                        <a href={m.pdfHref} download className="btn btn-outline btn-sm" aria-label={`${t('list.download')} (${m.carrierName}, ${m.shipDate})`}>
                          {t('list.download')}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </Card>
      </div>
    </PageLayout>
  );
}
