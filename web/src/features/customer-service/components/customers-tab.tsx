import { useState, type FormEvent } from 'react';
import { CRM_MESSAGES, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/toast';
import { formatDate, formatMoney } from '@/lib/format';
import { useSearchCustomer } from '../api/search-customer';
import { StatusBadge } from './desk-ui';

export function CustomersTab({ onOpenInquiry, onTrack }: { onOpenInquiry: (id: string) => void; onTrack: (email: string, trackingNumber: string) => void }) {
  const [email, setEmail] = useState('');
  const search = useSearchCustomer({ onError: () => toast({ key: 'customer-search', ...CRM_MESSAGES.customerNotFound, variant: 'destructive' }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) search.mutate(email);
  };
  const c = search.data;
  return (
    <div className="desk-stack">
      <Card>
        <CardHeader title="Find a customer" />
        <form className="desk-inline-form" onSubmit={submit}>
          <InputField label="Customer email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <Button type="submit" disabled={search.isPending}>
            {search.isPending ? 'Searching…' : 'Search'}
          </Button>
        </form>
      </Card>
      {c && !search.isError ? (
        <Card aria-label="Customer profile">
          <CardHeader
            title={`${c.firstName} ${c.lastName}`.trim() || c.email}
            description={c.email}
            action={<Badge tone={c.status === 'active' ? 'success' : 'neutral'}>{c.status}</Badge>}
          />
          <dl className="desk-fields">
            <div>
              <dt>Phone</dt>
              <dd>{c.phone || '—'}</dd>
            </div>
            <div>
              <dt>Total shipments</dt>
              <dd>{c.totalShipments}</dd>
            </div>
            <div>
              <dt>Total spent</dt>
              <dd>{formatMoney(c.totalSpent)}</dd>
            </div>
          </dl>
          <h3 className="desk-subtitle">Shipments</h3>
          {c.shipments.length === 0 ? (
            <p className="desk-empty">No shipments yet</p>
          ) : (
            <ul className="desk-list">
              {c.shipments.map((s) => (
                <li key={s.id} className="desk-row">
                  <span className="desk-mono">{s.trackingNumber}</span>{' '}
                  <span className="desk-grow">
                    {SHIPMENT_STATUS_LABELS[s.status as ShipmentStatus] ?? s.status} · {formatDate(s.createdAt)}
                  </span>
                  <Button variant="outline" size="sm" onClick={() => onTrack(c.email, s.trackingNumber)} aria-label={`Track ${s.trackingNumber}`}>
                    Track
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3 className="desk-subtitle">Inquiries</h3>
          {c.inquiries.length === 0 ? (
            <p className="desk-empty">No inquiries</p>
          ) : (
            <ul className="desk-list">
              {c.inquiries.map((i) => (
                <li key={i.id}>
                  <button type="button" className="desk-row-button" onClick={() => onOpenInquiry(i.id)}>
                    <span className="desk-mono">#{i.ticketNumber}</span> <span className="desk-grow">{i.subject}</span> <StatusBadge status={i.status} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
