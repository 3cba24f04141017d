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
  const { data, isLoading, error } = useCrmDashboard({ enabled: true });
  if (isLoading) return <Spinner label="Loading the desk…" />;
  if (error || !data)
    return (
      <Alert tone="danger" title="The desk figures could not be loaded">
        {error ? errorReason(error) : null}
      </Alert>
    );
  const d = data.dashboard;
  return (
    <div className="desk-stack">
      <div className="desk-figures">
        <Figure label="Total Customers" value={formatCount(d.totalCustomers)} />
        <Figure label="Active Inquiries" value={formatCount(d.activeInquiries)} />
        <Figure label="Avg Response Time" value={minutes(d.averageResponseTime)} sub="opening to first agent response" />
        <Figure label="Urgent Inquiries" value={formatCount(d.urgentInquiries)} />
      </div>
      <Card>
        <CardHeader title="Departments" description="Active tickets, average resolution time and satisfaction (ratings out of 5)" />
        <TableScroll label="Departments table">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">Department</th>
                <th scope="col" className="desk-num">
                  Active tickets
                </th>
                <th scope="col" className="desk-num">
                  Avg resolution
                </th>
                <th scope="col" className="desk-num">
                  Satisfaction
                </th>
              </tr>
            </thead>
            <tbody>
              {INQUIRY_CATEGORIES.map((c) => {
                const m = d.departmentMetrics[c];
                return (
                  <tr key={c}>
                    <th scope="row" className="desk-cap">
                      {c}
                    </th>
                    <td className="desk-num">{formatCount(m.activeTickets)}</td>
                    <td className="desk-num">{minutes(m.averageResolution)}</td>
                    <td className="desk-num">{m.ratedTickets ? `${formatNumber(m.satisfaction, 1)}/5` : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </Card>
      <Card>
        <CardHeader title="Recent inquiries" />
        {data.recentInquiries.length === 0 ? (
          <p className="desk-empty">No inquiries yet</p>
        ) : (
          <ul className="desk-list">
            {data.recentInquiries.map((i) => (
              <li key={i.id}>
                <button type="button" className="desk-row-button" onClick={() => onOpen(i.id)}>
                  <span className="desk-mono">#{i.ticketNumber}</span> <span>{i.subject}</span> <PriorityBadge priority={i.priority} /> <StatusBadge status={i.status} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
