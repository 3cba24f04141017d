import { useState, type FormEvent } from 'react';
import { CRM_MESSAGES } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useInquiries, useInquiry } from '../api/get-inquiries';
import { useAddResponse, useResolveInquiry } from '../api/inquiry-mutations';
import { PriorityBadge, StatusBadge, minutes } from './desk-ui';

const failed = (key: string, title: string) => (error: Error) => toast({ key, title, description: errorReason(error), variant: 'destructive' });

export function InquiriesTab({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const { data, isLoading, error } = useInquiries({ enabled: true });
  return (
    <div className="desk-split">
      <Card>
        <CardHeader title="Inquiries" description="Active first, then by priority" />
        {isLoading ? <Spinner /> : null}
        {error ? (
          <Alert tone="danger" title="Inquiries could not be loaded">
            {errorReason(error)}
          </Alert>
        ) : null}
        {data && data.length === 0 ? <p className="desk-empty">No inquiries yet</p> : null}
        <ul className="desk-list" aria-label="Inquiries">
          {data?.map((i) => (
            <li key={i.id}>
              <button type="button" className="desk-row-button" aria-current={selected === i.id} onClick={() => onSelect(i.id)}>
                <span className="desk-mono">#{i.ticketNumber}</span>
                <span className="desk-grow">{i.subject}</span>
                <PriorityBadge priority={i.priority} />
                <StatusBadge status={i.status} />
              </button>
            </li>
          ))}
        </ul>
      </Card>
      {selected ? (
        <InquiryDetail id={selected} onResolved={() => onSelect(null)} />
      ) : (
        <Card>
          <p className="desk-empty">Choose an inquiry to answer it.</p>
        </Card>
      )}
    </div>
  );
}

function InquiryDetail({ id, onResolved }: { id: string; onResolved: () => void }) {
  const { data: inquiry, isLoading, error } = useInquiry(id);
  const [message, setMessage] = useState('');
  const [notes, setNotes] = useState('');
  const respond = useAddResponse(id, {
    onSuccess: () => {
      setMessage('');
      toast({ key: 'inquiry-response', title: CRM_MESSAGES.responseAdded.title });
    },
    onError: failed('inquiry-response', 'Response failed'),
  });
  // Resolving marks the inquiry resolved and clears the selected inquiry (spec section 4).
  const resolve = useResolveInquiry(id, {
    onSuccess: () => {
      setNotes('');
      toast({ key: 'inquiry-resolution', title: CRM_MESSAGES.inquiryResolved.title });
      onResolved();
    },
    onError: failed('inquiry-resolution', 'Resolve failed'),
  });
  if (isLoading)
    return (
      <Card>
        <Spinner />
      </Card>
    );
  if (error || !inquiry)
    return (
      <Card>
        <Alert tone="danger" title="The inquiry could not be loaded">
          {error ? errorReason(error) : null}
        </Alert>
      </Card>
    );
  const open = inquiry.status !== 'resolved' && inquiry.status !== 'closed';
  const submit = (run: () => void) => (e: FormEvent) => {
    e.preventDefault();
    run();
  };
  return (
    <Card aria-labelledby="inquiry-title">
      <CardHeader
        titleId="inquiry-title"
        title={`#${inquiry.ticketNumber} ${inquiry.subject}`}
        description={`${inquiry.firstName} ${inquiry.lastName} <${inquiry.email}>${inquiry.phone ? ` · ${inquiry.phone}` : ''}`}
      />
      <p className="desk-meta">
        <StatusBadge status={inquiry.status} /> <PriorityBadge priority={inquiry.priority} /> <span className="desk-cap">{inquiry.category}</span>
        <span>
          opened {formatDateTime(inquiry.createdAt)} · first response {minutes(inquiry.firstResponseMinutes)} · resolution {minutes(inquiry.resolutionMinutes)}
          {inquiry.rating !== null ? ` · rated ${inquiry.rating}/5` : ''}
        </span>
      </p>
      <div className="desk-message desk-message-customer">
        <p className="desk-message-author">Customer</p>
        <p>{inquiry.description}</p>
      </div>
      <ol className="desk-conversation" aria-label="Conversation">
        {inquiry.messages.map((m) => (
          <li key={m.id} className={`desk-message desk-message-${m.authorType}`}>
            <p className="desk-message-author">
              {m.authorType === 'agent' ? m.authorName : 'Customer'} · {formatDateTime(m.createdAt)}
            </p>
            <p>{m.message}</p>
          </li>
        ))}
      </ol>
      {inquiry.resolutionNotes ? (
        <Alert tone="info" title="Resolution notes">
          {inquiry.resolutionNotes}
        </Alert>
      ) : null}
      {open ? (
        <div className="desk-stack">
          <form onSubmit={submit(() => message.trim() && respond.mutate(message.trim()))} className="desk-form">
            <TextareaField label="Response" value={message} onChange={(e) => setMessage(e.target.value)} rows={3} required />
            <Button type="submit" disabled={respond.isPending || !message.trim()}>
              {respond.isPending ? 'Sending…' : 'Send Response'}
            </Button>
          </form>
          <form onSubmit={submit(() => notes.trim() && resolve.mutate(notes.trim()))} className="desk-form">
            <TextareaField label="Resolution notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} required />
            <Button type="submit" variant="secondary" disabled={resolve.isPending || !notes.trim()}>
              {resolve.isPending ? 'Resolving…' : 'Resolve Inquiry'}
            </Button>
          </form>
        </div>
      ) : null}
    </Card>
  );
}
