import { INQUIRY_CATEGORIES } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { useCrmDashboard } from '../api/get-crm-dashboard';
import { Figure, PriorityBadge, StatusBadge } from './desk-ui';

export function DashboardTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, isLoading, error } = useCrmDashboard({ enabled: true });
  if (isLoading) return <Spinner label="Loading the desk…" />;
  if (error || !data) return <Alert tone="danger" title="The desk figures could not be loaded">{error?.message}</Alert>;
  const d = data.dashboard;
  return (
    <div className="desk-stack">
      <div className="desk-figures">
        <Figure label="Total Customers" value={d.totalCustomers} />
        <Figure label="Active Inquiries" value={d.activeInquiries} />
        <Figure label="Avg Response Time" value={`${d.averageResponseTime} min`} sub="opening to first agent response" />
        <Figure label="Urgent Inquiries" value={d.urgentInquiries} />
      </div>
      <Card>
        <CardHeader title="Departments" description="Active tickets, average resolution time and satisfaction (ratings out of 5)" />
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">Department</th>
              <th scope="col" className="desk-num">Active tickets</th>
              <th scope="col" className="desk-num">Avg resolution</th>
              <th scope="col" className="desk-num">Satisfaction</th>
            </tr>
          </thead>
          <tbody>
            {INQUIRY_CATEGORIES.map((c) => {
              const m = d.departmentMetrics[c];
              return (
                <tr key={c}>
                  <th scope="row" className="desk-cap">{c}</th>
                  <td className="desk-num">{m.activeTickets}</td>
                  <td className="desk-num">{m.averageResolution} min</td>
                  <td className="desk-num">{m.ratedTickets ? `${m.satisfaction.toFixed(1)}/5` : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
