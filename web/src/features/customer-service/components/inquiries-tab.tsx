import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('customer-service');
  const { data, isLoading, error } = useInquiries({ enabled: true });
  return (
    <div className="desk-split">
      <Card>
        <CardHeader title={t('inquiries.title')} description={t('inquiries.description')} />
        {isLoading ? <Spinner /> : null}
        {error ? (
          <Alert tone="danger" title={t('inquiries.loadFailed')}>
            {errorReason(error)}
          </Alert>
        ) : null}
        {data && data.length === 0 ? <p className="desk-empty">{t('noInquiriesYet')}</p> : null}
        <ul className="desk-list" aria-label={t('inquiries.listLabel')}>
          {data?.map((i) => (
            <li key={i.id}>
              <button type="button" className="desk-row-button" aria-current={selected === i.id} onClick={() => onSelect(i.id)}>
                <span className="desk-mono">{t('ticketNumber', { ticketNumber: i.ticketNumber })}</span>
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
          <p className="desk-empty">{t('inquiries.choose')}</p>
        </Card>
      )}
    </div>
  );
}

function InquiryDetail({ id, onResolved }: { id: string; onResolved: () => void }) {
  const { t } = useTranslation('customer-service');
  const { data: inquiry, isLoading, error } = useInquiry(id);
  const [message, setMessage] = useState('');
  const [notes, setNotes] = useState('');
  const respond = useAddResponse(id, {
    onSuccess: () => {
      setMessage('');
      toast({ key: 'inquiry-response', title: t('messages.responseAdded') });
    },
    onError: failed('inquiry-response', t('inquiries.detail.responseFailed')),
  });
  // Resolving marks the inquiry resolved and clears the selected inquiry (spec section 4).
  const resolve = useResolveInquiry(id, {
    onSuccess: () => {
      setNotes('');
      toast({ key: 'inquiry-resolution', title: t('messages.inquiryResolved') });
      onResolved();
    },
    onError: failed('inquiry-resolution', t('inquiries.detail.resolveFailed')),
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
        <Alert tone="danger" title={t('inquiries.detail.loadFailed')}>
          {error ? errorReason(error) : null}
        </Alert>
      </Card>
    );
  const open = inquiry.status !== 'resolved' && inquiry.status !== 'closed';
  const submit = (run: () => void) => (e: FormEvent) => {
    e.preventDefault();
    run();
  };
  const timeline = {
    opened: formatDateTime(inquiry.createdAt),
    firstResponse: minutes(inquiry.firstResponseMinutes),
    resolution: minutes(inquiry.resolutionMinutes),
    rating: inquiry.rating,
  };
  return (
    <Card aria-labelledby="inquiry-title">
      <CardHeader
        titleId="inquiry-title"
        title={t('inquiries.detail.title', { ticketNumber: inquiry.ticketNumber, subject: inquiry.subject })}
        description={t(inquiry.phone ? 'inquiries.detail.contactWithPhone' : 'inquiries.detail.contact', {
          firstName: inquiry.firstName,
          lastName: inquiry.lastName,
          email: inquiry.email,
          phone: inquiry.phone,
        })}
      />
      <p className="desk-meta">
        <StatusBadge status={inquiry.status} /> <PriorityBadge priority={inquiry.priority} /> <span className="desk-cap">{t(`category.${inquiry.category}`)}</span>
        <span>{t(inquiry.rating !== null ? 'inquiries.detail.timelineRated' : 'inquiries.detail.timeline', timeline)}</span>
      </p>
      <div className="desk-message desk-message-customer">
        <p className="desk-message-author">{t('inquiries.detail.customer')}</p>
        <p>{inquiry.description}</p>
      </div>
      <ol className="desk-conversation" aria-label={t('conversation.label')}>
        {inquiry.messages.map((m) => (
          <li key={m.id} className={`desk-message desk-message-${m.authorType}`}>
            <p className="desk-message-author">
              {m.authorType === 'agent'
                ? t('inquiries.detail.fromAgent', { name: m.authorName, date: formatDateTime(m.createdAt) })
                : t('inquiries.detail.fromCustomer', { date: formatDateTime(m.createdAt) })}
            </p>
            <p>{m.message}</p>
          </li>
        ))}
      </ol>
      {inquiry.resolutionNotes ? (
        <Alert tone="info" title={t('inquiries.detail.resolutionNotes')}>
          {inquiry.resolutionNotes}
        </Alert>
      ) : null}
      {open ? (
        <div className="desk-stack">
          <form onSubmit={submit(() => message.trim() && respond.mutate(message.trim()))} className="desk-form">
            <TextareaField label={t('inquiries.detail.response')} value={message} onChange={(e) => setMessage(e.target.value)} rows={3} required />
            <Button type="submit" disabled={respond.isPending || !message.trim()}>
              {respond.isPending ? t('inquiries.detail.sending') : t('inquiries.detail.sendResponse')}
            </Button>
          </form>
          <form onSubmit={submit(() => notes.trim() && resolve.mutate(notes.trim()))} className="desk-form">
            <TextareaField label={t('inquiries.detail.resolutionNotes')} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} required />
            <Button type="submit" variant="secondary" disabled={resolve.isPending || !notes.trim()}>
              {resolve.isPending ? t('inquiries.detail.resolving') : t('inquiries.detail.resolve')}
            </Button>
          </form>
        </div>
      ) : null}
    </Card>
  );
}
