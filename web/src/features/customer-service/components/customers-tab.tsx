import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/toast';
import { formatDate, formatMoney } from '@/lib/format';
import { useSearchCustomer } from '../api/search-customer';
import { StatusBadge, useShipmentStatusLabel } from './desk-ui';

export function CustomersTab({ onOpenInquiry, onTrack }: { onOpenInquiry: (id: string) => void; onTrack: (email: string, trackingNumber: string) => void }) {
  const { t } = useTranslation('customer-service');
  const statusLabel = useShipmentStatusLabel();
  const [email, setEmail] = useState('');
  const search = useSearchCustomer({
    onError: () => toast({ key: 'customer-search', title: t('messages.customerNotFound.title'), description: t('messages.customerNotFound.description'), variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) search.mutate(email);
  };
  const c = search.data;
  return (
    <div className="desk-stack">
      <Card>
        <CardHeader title={t('customers.title')} />
        <form className="desk-inline-form" onSubmit={submit}>
          <InputField label={t('customers.customerEmail')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <Button type="submit" disabled={search.isPending}>
            {search.isPending ? t('customers.searching') : t('customers.search')}
          </Button>
        </form>
      </Card>
      {c && !search.isError ? (
        <Card aria-label={t('customers.profileLabel')}>
          <CardHeader
            title={t('customers.fullName', { firstName: c.firstName, lastName: c.lastName }).trim() || c.email}
            description={c.email}
            action={<Badge tone={c.status === 'active' ? 'success' : 'neutral'}>{t(`customerStatus.${c.status}`)}</Badge>}
          />
          <dl className="desk-fields">
            <div>
              <dt>{t('customers.phone')}</dt>
              <dd>{c.phone || '—'}</dd>
            </div>
            <div>
              <dt>{t('customers.totalShipments')}</dt>
              <dd>{c.totalShipments}</dd>
            </div>
            <div>
              <dt>{t('customers.totalSpent')}</dt>
              <dd>{formatMoney(c.totalSpent)}</dd>
            </div>
          </dl>
          <h3 className="desk-subtitle">{t('customers.shipments')}</h3>
          {c.shipments.length === 0 ? (
            <p className="desk-empty">{t('customers.noShipments')}</p>
          ) : (
            <ul className="desk-list">
              {c.shipments.map((s) => (
                <li key={s.id} className="desk-row">
                  <span className="desk-mono">{s.trackingNumber}</span>{' '}
                  <span className="desk-grow">{t('customers.shipmentLine', { status: statusLabel(s.status), date: formatDate(s.createdAt) })}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onTrack(c.email, s.trackingNumber)}
                    aria-label={t('customers.trackShipment', { trackingNumber: s.trackingNumber })}
                  >
                    {t('customers.track')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3 className="desk-subtitle">{t('customers.inquiries')}</h3>
          {c.inquiries.length === 0 ? (
            <p className="desk-empty">{t('customers.noInquiries')}</p>
          ) : (
            <ul className="desk-list">
              {c.inquiries.map((i) => (
                <li key={i.id}>
                  <button type="button" className="desk-row-button" onClick={() => onOpenInquiry(i.id)}>
                    <span className="desk-mono">{t('ticketNumber', { ticketNumber: i.ticketNumber })}</span> <span className="desk-grow">{i.subject}</span>{' '}
                    <StatusBadge status={i.status} />
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
