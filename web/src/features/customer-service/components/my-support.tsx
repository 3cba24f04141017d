import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INQUIRY_CATEGORIES, type Shipment } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { apiJson, errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMyInquiries, useMyInquiry, useOpenOwnInquiry, useReplyToInquiry } from '../api/my-inquiries';
import { StatusBadge } from './desk-ui';

/** A shipper's own support requests: open one (about one of their shipments), read the desk's replies, reply. */
export function MySupport() {
  const { t } = useTranslation('customer-service');
  const inquiries = useMyInquiries({ enabled: true });
  const shipments = useQuery({ queryKey: ['/api/shipments'], queryFn: () => apiJson<Shipment[]>('GET', '/api/shipments') });
  const [selected, setSelected] = useState<string | null>(null);
  const [form, setForm] = useState({ subject: '', description: '', category: 'general', shipmentId: '' });
  const open = useOpenOwnInquiry({
    onSuccess: (created) => {
      toast({
        title: t('messages.inquiryCreated.title'),
        description: t('messages.inquiryCreated.description', { ticketNumber: created.ticketNumber }),
        key: 'inquiry-creation',
      });
      setForm({ subject: '', description: '', category: 'general', shipmentId: '' });
    },
    onError: (error) => toast({ key: 'inquiry-creation', title: t('messages.inquiryNotCreated'), description: errorReason(error), variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate({ subject: form.subject, description: form.description, category: form.category as 'general', ...(form.shipmentId ? { shipmentId: form.shipmentId } : {}) });
  };
  return (
    <div className="desk-split">
      <Card>
        <CardHeader title={t('mySupport.title')} description={t('mySupport.description')} />
        <form className="desk-form" onSubmit={submit}>
          <InputField label={t('mySupport.subject')} value={form.subject} onChange={(e) => setForm({ ...form, subject: e.target.value })} required />
          <TextareaField label={t('mySupport.question')} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} rows={4} required />
          <SelectField
            label={t('mySupport.category')}
            options={INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            value={form.category}
            onChange={(e) => setForm({ ...form, category: e.target.value })}
          />
          <div className="field">
            <label className="field-label" htmlFor="support-shipment">
              {t('mySupport.shipment')}
            </label>
            <select id="support-shipment" className="input desk-select" value={form.shipmentId} onChange={(e) => setForm({ ...form, shipmentId: e.target.value })}>
              <option value="">{t('mySupport.noShipment')}</option>
              {shipments.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.trackingNumber} ({s.toAddress.city})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={open.isPending}>
            {open.isPending ? t('mySupport.sending') : t('mySupport.send')}
          </Button>
        </form>
      </Card>
      <Card>
        <CardHeader title={t('mySupport.inquiriesTitle')} />
        {inquiries.isLoading ? <Spinner /> : null}
        {inquiries.data?.length === 0 ? <p className="desk-empty">{t('noInquiriesYet')}</p> : null}
        <ul className="desk-list" aria-label={t('mySupport.inquiriesLabel')}>
          {inquiries.data?.map((i) => (
            <li key={i.id}>
              <button type="button" className="desk-row-button" aria-current={selected === i.id} onClick={() => setSelected(i.id)}>
                <span className="desk-mono">{t('ticketNumber', { ticketNumber: i.ticketNumber })}</span> <span className="desk-grow">{i.subject}</span>{' '}
                <StatusBadge status={i.status} />
              </button>
            </li>
          ))}
        </ul>
        {selected ? <MyInquiry id={selected} /> : null}
      </Card>
    </div>
  );
}

function MyInquiry({ id }: { id: string }) {
  const { t } = useTranslation('customer-service');
  const { data } = useMyInquiry(id);
  const [message, setMessage] = useState('');
  const reply = useReplyToInquiry(id, {
    onSuccess: () => setMessage(''),
    onError: (e) => toast({ key: 'inquiry-reply', title: t('mySupport.replyFailed'), description: errorReason(e), variant: 'destructive' }),
  });
  if (!data) return <Spinner />;
  return (
    <div className="desk-stack" aria-label={t('mySupport.inquiryLabel', { ticketNumber: data.ticketNumber })}>
      <ol className="desk-conversation" aria-label={t('conversation.label')}>
        <li className="desk-message desk-message-customer">
          <p className="desk-message-author">{t('mySupport.fromYou', { date: formatDateTime(data.createdAt) })}</p>
          <p>{data.description}</p>
        </li>
        {data.messages.map((m) => (
          <li key={m.id} className={`desk-message desk-message-${m.authorType}`}>
            <p className="desk-message-author">
              {m.authorType === 'agent'
                ? t('mySupport.fromAgent', { name: m.authorName, date: formatDateTime(m.createdAt) })
                : t('mySupport.fromYou', { date: formatDateTime(m.createdAt) })}
            </p>
            <p>{m.message}</p>
          </li>
        ))}
      </ol>
      {data.resolutionNotes ? <p className="desk-meta">{t('mySupport.resolved', { notes: data.resolutionNotes })}</p> : null}
      {data.status !== 'closed' ? (
        <form
          className="desk-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (message.trim()) reply.mutate(message.trim());
          }}
        >
          <TextareaField label={t('mySupport.reply')} value={message} onChange={(e) => setMessage(e.target.value)} rows={2} />
          <Button type="submit" variant="secondary" disabled={reply.isPending || !message.trim()}>
            {t('mySupport.sendReply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
