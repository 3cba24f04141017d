import type { InquiryEvent, InquiryOpened } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decide, type InquiryCommand } from './decide';
import { InquiryConflictError, InquiryNotFoundError } from './errors';
import { evolve, fold, initialState } from './inquiry';

// ── The inquiry's decide as specifications: given events, when a command, then events (or the error) ──

const spec = DeciderSpecification.for({ decide, evolve, initialState });

const T = {
  opened: '2026-01-01T10:00:00.000Z',
  responded: '2026-01-01T10:30:00.000Z',
  replied: '2026-01-01T11:00:00.000Z',
  resolved: '2026-01-01T12:00:00.000Z',
  done: '2026-01-01T13:00:00.000Z',
  linked: '2026-01-02T09:00:00.000Z',
};
const openedData: InquiryOpened['data'] = {
  inquiryId: 'i1',
  ticketNumber: 'CS-2026-000001',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '',
  subject: 'Where is my parcel?',
  description: 'Stuck',
  category: 'tracking',
  priority: 'urgent',
  shipmentId: null,
  openedBy: { kind: 'customer', id: 'u1' },
  openedAt: T.opened,
  customerId: 'u1',
};
const opened: InquiryEvent = { type: 'InquiryOpened', data: openedData };
const openedByDesk: InquiryEvent = { type: 'InquiryOpened', data: { ...openedData, openedBy: { kind: 'agent', id: 'a1' }, customerId: null } };

// commands
const { openedAt: _openedAt, ...openData } = openedData;
const open: InquiryCommand = { type: 'OpenInquiry', data: { ...openData, customerId: 'u1', email: ' Ann@Example.COM ', now: T.opened } };
const respond = (now = T.responded): InquiryCommand => ({
  type: 'RespondToInquiry',
  data: { inquiryId: 'i1', messageId: 'm1', agentId: 'a1', agentName: 'Agent', message: 'On it', now },
});
const reply = (customerId = 'u1'): InquiryCommand => ({ type: 'ReplyAsCustomer', data: { inquiryId: 'i1', messageId: 'm2', customerId, message: 'Thanks', now: T.replied } });
const resolve: InquiryCommand = { type: 'ResolveInquiry', data: { inquiryId: 'i1', agentId: 'a1', resolutionNotes: 'Found', now: T.resolved } };
const rate: InquiryCommand = { type: 'RateInquiry', data: { inquiryId: 'i1', customerId: 'u1', rating: 4, comment: '', now: T.done } };
const close: InquiryCommand = { type: 'CloseInquiry', data: { inquiryId: 'i1', by: 'a1', customerId: null, reason: 'done', now: T.done } };
const link = (customerId: string): InquiryCommand => ({ type: 'LinkInquiryToCustomer', data: { inquiryId: 'i1', customerId, now: T.linked } });
const toWaiting: InquiryCommand = { type: 'ChangeInquiryStatus', data: { inquiryId: 'i1', to: 'waiting_customer', by: 'a1', now: T.responded } };

// events
const responded = (at = T.responded): InquiryEvent => ({
  type: 'AgentResponded',
  data: { inquiryId: 'i1', messageId: 'm1', agentId: 'a1', agentName: 'Agent', message: 'On it', respondedAt: at },
});
const statusChanged = (from: 'open' | 'waiting_customer' | 'resolved', to: 'waiting_customer' | 'in_progress', by: string, at: string): InquiryEvent => ({
  type: 'InquiryStatusChanged',
  data: { inquiryId: 'i1', from, to, changedAt: at, changedBy: by },
});
const nowWaiting = statusChanged('open', 'waiting_customer', 'a1', T.responded);
const replied = (customerId = 'u1'): InquiryEvent => ({ type: 'CustomerReplied', data: { inquiryId: 'i1', messageId: 'm2', customerId, message: 'Thanks', repliedAt: T.replied } });
const resolved: InquiryEvent = { type: 'InquiryResolved', data: { inquiryId: 'i1', agentId: 'a1', resolutionNotes: 'Found', resolvedAt: T.resolved } };
const rated: InquiryEvent = { type: 'InquiryRated', data: { inquiryId: 'i1', rating: 4, comment: '', ratedAt: T.done } };
const closed: InquiryEvent = { type: 'InquiryClosed', data: { inquiryId: 'i1', closedBy: 'a1', reason: 'done', closedAt: T.done } };
const linked = (customerId: string): InquiryEvent => ({ type: 'InquiryCustomerLinked', data: { inquiryId: 'i1', customerId, linkedAt: T.linked } });

describe('inquiry decide', () => {
  it('opens an inquiry once, with its address normalised', () => {
    spec.given([]).when(open).then([opened]);
    spec.given([opened]).when(open).thenThrows(InquiryConflictError, 'Inquiry i1 exists already');
  });
  it('an agent response on an open inquiry waits on the customer', () => spec.given([opened]).when(respond()).then([responded(), nowWaiting]));
  it('a second response does not change the status again', () =>
    spec
      .given([opened, responded(), nowWaiting])
      .when(respond(T.replied))
      .then([responded(T.replied)]));
  it('a customer reply to an answered inquiry goes back to the desk', () =>
    spec
      .given([opened, responded(), nowWaiting])
      .when(reply())
      .then([replied(), statusChanged('waiting_customer', 'in_progress', 'u1', T.replied)]));
  it('a customer reply to a resolved inquiry reopens it', () =>
    spec
      .given([opened, resolved])
      .when(reply())
      .then([replied(), statusChanged('resolved', 'in_progress', 'u1', T.replied)]));
  it('a customer reply to an unanswered inquiry keeps it open', () => spec.given([opened]).when(reply()).then([replied()]));
  it('another customer cannot reply (not found)', () => spec.given([opened]).when(reply('u2')).thenThrows(InquiryNotFoundError, 'Inquiry i1 not found'));
  it('nobody may answer an inquiry the desk opened until an account owns it', () => spec.given([openedByDesk]).when(reply('u1')).thenThrows(InquiryNotFoundError));
  it('links an unowned inquiry to a verified account, which may then answer it', () => {
    spec
      .given([openedByDesk])
      .when(link('u1'))
      .then([linked('u1')]);
    spec
      .given([openedByDesk, linked('u1')])
      .when(reply('u1'))
      .then([replied('u1')]);
  });
  it('an owned inquiry never changes hands', () => {
    spec.given([opened]).when(link('u2')).thenNothingHappened();
    spec
      .given([openedByDesk, linked('u1')])
      .when(link('u2'))
      .thenNothingHappened();
  });
  it('events stored before owners existed: the shipper who opened it owns it, a desk one nobody', () => {
    const { customerId: _c, ...v1 } = openedData;
    spec
      .given([{ type: 'InquiryOpened', data: v1 } as InquiryEvent])
      .when(reply('u1'))
      .then([replied('u1')]);
    spec
      .given([{ type: 'InquiryOpened', data: { ...v1, openedBy: { kind: 'agent', id: 'a1' } } } as InquiryEvent])
      .when(reply('u1'))
      .thenThrows(InquiryNotFoundError);
  });
  it('moves the status by hand, and not twice to the same status', () => {
    spec.given([opened]).when(toWaiting).then([nowWaiting]);
    spec.given([opened, nowWaiting]).when(toWaiting).thenNothingHappened();
  });
  it('resolves an open inquiry', () => spec.given([opened]).when(resolve).then([resolved]));
  it('cannot resolve twice', () => spec.given([opened, resolved]).when(resolve).thenThrows(InquiryConflictError, 'Inquiry CS-2026-000001 is Resolved: it cannot be resolved'));
  it('cannot rate before resolution', () =>
    spec.given([opened]).when(rate).thenThrows(InquiryConflictError, 'Inquiry CS-2026-000001 is Open: it cannot be rated before it is resolved'));
  it('rates once after resolution', () => spec.given([opened, resolved]).when(rate).then([rated]));
  it('refuses a second rating', () => spec.given([opened, resolved, rated]).when(rate).thenThrows(InquiryConflictError, 'Inquiry CS-2026-000001 has been rated already'));
  it('closes an inquiry; a closed one takes no response and no reply', () => {
    spec.given([opened]).when(close).then([closed]);
    spec.given([opened, closed]).when(respond()).thenThrows(InquiryConflictError, 'Inquiry CS-2026-000001 is Closed: it cannot take a response');
    spec.given([opened, closed]).when(reply()).thenThrows(InquiryConflictError, 'Inquiry CS-2026-000001 is Closed: it cannot take a reply');
  });
  it('responding to an unknown inquiry is not found', () => spec.given([]).when(respond()).thenThrows(InquiryNotFoundError, 'Inquiry i1 not found'));
  it('records the first response time once', () => {
    const state = fold([opened, responded(), nowWaiting, ...decide(respond(T.replied), fold([opened, responded(), nowWaiting]))]);
    expect(state.status !== 'none' && state.firstResponseAt).toBe(T.responded);
  });
});
