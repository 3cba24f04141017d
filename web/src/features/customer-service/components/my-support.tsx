import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CRM_MESSAGES, INQUIRY_CATEGORIES, type Shipment } from '@waypost/contracts';
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
  const inquiries = useMyInquiries({ enabled: true });
  const shipments = useQuery({ queryKey: ['/api/shipments'], queryFn: () => apiJson<Shipment[]>('GET', '/api/shipments') });
  const [selected, setSelected] = useState<string | null>(null);
  const [form, setForm] = useState({ subject: '', description: '', category: 'general', shipmentId: '' });
  const open = useOpenOwnInquiry({
    onSuccess: (created) => {
      toast({ ...CRM_MESSAGES.inquiryCreated(created.ticketNumber), key: 'inquiry-creation' });
      setForm({ subject: '', description: '', category: 'general', shipmentId: '' });
    },
    onError: (error) => toast({ key: 'inquiry-creation', title: 'Inquiry not created', description: errorReason(error), variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate({ subject: form.subject, description: form.description, category: form.category as 'general', ...(form.shipmentId ? { shipmentId: form.shipmentId } : {}) });
  };
  return (
    <div className="desk-split">
      <Card>
        <CardHeader title="Ask customer service" description="Our agents answer here; you can follow the conversation below." />
        <form className="desk-form" onSubmit={submit}>
          <InputField label="Subject" value={form.subject} onChange={(e) => setForm({ ...form, subject: e.target.value })} required />
          <TextareaField label="Your question" value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} rows={4} required />
          <SelectField label="Category" options={INQUIRY_CATEGORIES} value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })} />
          <div className="field">
            <label className="field-label" htmlFor="support-shipment">
              Shipment (optional)
            </label>
            <select id="support-shipment" className="input desk-select" value={form.shipmentId} onChange={(e) => setForm({ ...form, shipmentId: e.target.value })}>
              <option value="">None</option>
              {shipments.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.trackingNumber} ({s.toAddress.city})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={open.isPending}>
            {open.isPending ? 'Sending…' : 'Send Inquiry'}
          </Button>
        </form>
      </Card>
      <Card>
        <CardHeader title="Your inquiries" />
        {inquiries.isLoading ? <Spinner /> : null}
        {inquiries.data?.length === 0 ? <p className="desk-empty">No inquiries yet</p> : null}
        <ul className="desk-list" aria-label="Your inquiries">
          {inquiries.data?.map((i) => (
            <li key={i.id}>
              <button type="button" className="desk-row-button" aria-current={selected === i.id} onClick={() => setSelected(i.id)}>
                <span className="desk-mono">#{i.ticketNumber}</span> <span className="desk-grow">{i.subject}</span> <StatusBadge status={i.status} />
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
  const { data } = useMyInquiry(id);
  const [message, setMessage] = useState('');
  const reply = useReplyToInquiry(id, {
    onSuccess: () => setMessage(''),
    onError: (e) => toast({ key: 'inquiry-reply', title: 'Reply failed', description: errorReason(e), variant: 'destructive' }),
  });
  if (!data) return <Spinner />;
  return (
    <div className="desk-stack" aria-label={`Inquiry #${data.ticketNumber}`}>
      <ol className="desk-conversation" aria-label="Conversation">
        <li className="desk-message desk-message-customer">
          <p className="desk-message-author">You · {formatDateTime(data.createdAt)}</p>
          <p>{data.description}</p>
        </li>
        {data.messages.map((m) => (
          <li key={m.id} className={`desk-message desk-message-${m.authorType}`}>
            <p className="desk-message-author">
              {m.authorType === 'agent' ? `${m.authorName} (Waypost)` : 'You'} · {formatDateTime(m.createdAt)}
            </p>
            <p>{m.message}</p>
          </li>
        ))}
      </ol>
      {data.resolutionNotes ? <p className="desk-meta">Resolved: {data.resolutionNotes}</p> : null}
      {data.status !== 'closed' ? (
        <form
          className="desk-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (message.trim()) reply.mutate(message.trim());
          }}
        >
          <TextareaField label="Reply" value={message} onChange={(e) => setMessage(e.target.value)} rows={2} />
          <Button type="submit" variant="secondary" disabled={reply.isPending || !message.trim()}>
            Send Reply
          </Button>
        </form>
      ) : null}
    </div>
  );
}
