import { useTranslation } from 'react-i18next';
import { INQUIRY_CATEGORIES } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { useCrmDashboard } from '../api/get-crm-dashboard';
import { formatCount, formatNumber } from '@/lib/format';
import { Figure, PriorityBadge, StatusBadge, minutes } from './desk-ui';

export function DashboardTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('customer-service');
  const { data, isLoading, error } = useCrmDashboard({ enabled: true });
  if (isLoading) return <Spinner label={t('dashboard.loading')} />;
  if (error || !data)
    return (
      <Alert tone="danger" title={t('dashboard.loadFailed')}>
        {error ? errorReason(error) : null}
      </Alert>
    );
  const d = data.dashboard;
  return (
    <div className="desk-stack">
      <div className="desk-figures">
        <Figure label={t('dashboard.figures.totalCustomers')} value={formatCount(d.totalCustomers)} />
        <Figure label={t('dashboard.figures.activeInquiries')} value={formatCount(d.activeInquiries)} />
        <Figure label={t('dashboard.figures.averageResponseTime')} value={minutes(d.averageResponseTime)} sub={t('dashboard.figures.averageResponseTimeSub')} />
        <Figure label={t('dashboard.figures.urgentInquiries')} value={formatCount(d.urgentInquiries)} />
      </div>
      <Card>
        <CardHeader title={t('dashboard.departments.title')} description={t('dashboard.departments.description')} />
        <TableScroll label={t('dashboard.departments.tableLabel')}>
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.departments.department')}</th>
                <th scope="col" className="desk-num">
                  {t('dashboard.departments.activeTickets')}
                </th>
                <th scope="col" className="desk-num">
                  {t('dashboard.departments.averageResolution')}
                </th>
                <th scope="col" className="desk-num">
                  {t('dashboard.departments.satisfaction')}
                </th>
              </tr>
            </thead>
            <tbody>
              {INQUIRY_CATEGORIES.map((c) => {
                const m = d.departmentMetrics[c];
                return (
                  <tr key={c}>
                    <th scope="row" className="desk-cap">
                      {t(`category.${c}`)}
                    </th>
                    <td className="desk-num">{formatCount(m.activeTickets)}</td>
                    <td className="desk-num">{minutes(m.averageResolution)}</td>
                    <td className="desk-num">{m.ratedTickets ? t('dashboard.departments.satisfactionValue', { rating: formatNumber(m.satisfaction, 1) }) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </Card>
      <Card>
        <CardHeader title={t('dashboard.recentInquiries')} />
        {data.recentInquiries.length === 0 ? (
          <p className="desk-empty">{t('noInquiriesYet')}</p>
        ) : (
          <ul className="desk-list">
            {data.recentInquiries.map((i) => (
              <li key={i.id}>
                <button type="button" className="desk-row-button" onClick={() => onOpen(i.id)}>
                  <span className="desk-mono">{t('ticketNumber', { ticketNumber: i.ticketNumber })}</span> <span>{i.subject}</span> <PriorityBadge priority={i.priority} />{' '}
                  <StatusBadge status={i.status} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
