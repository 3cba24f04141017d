import type { InquiryEvent } from '@waypost/contracts';
import { decide, type InquiryCommand } from './decide';
import { fold } from './inquiry';

// given(events).when(command).then(events) / thenThrows
const opened: InquiryEvent = {
  type: 'InquiryOpened',
  data: {
    inquiryId: 'i1', ticketNumber: 'CS-2026-000001', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '',
    subject: 'Where is my parcel?', description: 'Stuck', category: 'tracking', priority: 'urgent', shipmentId: null,
    openedBy: { kind: 'customer', id: 'u1' }, openedAt: '2026-01-01T10:00:00.000Z', customerId: 'u1',
  },
};
const openedByDesk: InquiryEvent = { type: 'InquiryOpened', data: { ...(opened.data as Extract<InquiryEvent, { type: 'InquiryOpened' }>['data']), openedBy: { kind: 'agent', id: 'a1' }, customerId: null } };
const given = (events: InquiryEvent[]) => ({
  when: (command: InquiryCommand) => ({
    then: (expected: InquiryEvent['type'][]) => expect(decide(command, fold(events)).map((e) => e.type)).toEqual(expected),
    thenThrows: (name: string) => expect(() => decide(command, fold(events))).toThrow(expect.objectContaining({ name })),
  }),
});
const respond: InquiryCommand = { type: 'RespondToInquiry', data: { inquiryId: 'i1', messageId: 'm1', agentId: 'a1', agentName: 'Agent', message: 'On it', now: '2026-01-01T10:30:00.000Z' } };
const resolve: InquiryCommand = { type: 'ResolveInquiry', data: { inquiryId: 'i1', agentId: 'a1', resolutionNotes: 'Found', now: '2026-01-01T12:00:00.000Z' } };
const reply = (customerId = 'u1'): InquiryCommand => ({ type: 'ReplyAsCustomer', data: { inquiryId: 'i1', messageId: 'm2', customerId, message: 'Thanks', now: '2026-01-01T11:00:00.000Z' } });
const rate: InquiryCommand = { type: 'RateInquiry', data: { inquiryId: 'i1', customerId: 'u1', rating: 4, comment: '', now: '2026-01-01T13:00:00.000Z' } };
const close: InquiryCommand = { type: 'CloseInquiry', data: { inquiryId: 'i1', by: 'a1', customerId: null, reason: 'done', now: '2026-01-01T13:00:00.000Z' } };
const link = (customerId: string): InquiryCommand => ({ type: 'LinkInquiryToCustomer', data: { inquiryId: 'i1', customerId, now: '2026-01-02T09:00:00.000Z' } });
const [responded, toWaiting] = decide(respond, fold([opened]));
const resolved = decide(resolve, fold([opened]))[0]!;

describe('inquiry decide', () => {
  it('an agent response on an open inquiry waits on the customer', () => given([opened]).when(respond).then(['AgentResponded', 'InquiryStatusChanged']));
  it('a second response does not change the status again', () => given([opened, responded!, toWaiting!]).when(respond).then(['AgentResponded']));
  it('a customer reply to an answered inquiry goes back to the desk', () => given([opened, responded!, toWaiting!]).when(reply()).then(['CustomerReplied', 'InquiryStatusChanged']));
  it('a customer reply to an unanswered inquiry keeps it open', () => given([opened]).when(reply()).then(['CustomerReplied']));
  it('another customer cannot reply (not found)', () => given([opened]).when(reply('u2')).thenThrows('InquiryNotFoundError'));
  it('nobody may answer an inquiry the desk opened until an account owns it', () => given([openedByDesk]).when(reply('u1')).thenThrows('InquiryNotFoundError'));
  it('links an unowned inquiry to a verified account, which may then answer it', () => {
    given([openedByDesk]).when(link('u1')).then(['InquiryCustomerLinked']);
    const linked = decide(link('u1'), fold([openedByDesk]));
    given([openedByDesk, ...linked]).when(reply('u1')).then(['CustomerReplied']);
  });
  it('an owned inquiry never changes hands', () => {
    given([opened]).when(link('u2')).then([]);
    const linked = decide(link('u1'), fold([openedByDesk]));
    given([openedByDesk, ...linked]).when(link('u2')).then([]);
  });
  it('events stored before owners existed: the shipper who opened it owns it, a desk one nobody', () => {
    const { customerId: _a, ...v1 } = opened.data as Extract<InquiryEvent, { type: 'InquiryOpened' }>['data'];
    given([{ type: 'InquiryOpened', data: v1 } as InquiryEvent]).when(reply('u1')).then(['CustomerReplied']);
    given([{ type: 'InquiryOpened', data: { ...v1, openedBy: { kind: 'agent', id: 'a1' } } } as InquiryEvent]).when(reply('u1')).thenThrows('InquiryNotFoundError');
  });
  it('resolves an open inquiry', () => given([opened]).when(resolve).then(['InquiryResolved']));
  it('cannot resolve twice', () => given([opened, resolved]).when(resolve).thenThrows('InquiryConflictError'));
  it('cannot rate before resolution', () => given([opened]).when(rate).thenThrows('InquiryConflictError'));
  it('rates once after resolution', () => given([opened, resolved]).when(rate).then(['InquiryRated']));
  it('refuses a second rating', () => {
    const rated = decide(rate, fold([opened, resolved]))[0]!;
    given([opened, resolved, rated]).when(rate).thenThrows('InquiryConflictError');
  });
  it('a closed inquiry takes no response', () => {
    const closed = decide(close, fold([opened]))[0]!;
    given([opened, closed]).when(respond).thenThrows('InquiryConflictError');
  });
  it('responding to an unknown inquiry is not found', () => given([]).when(respond).thenThrows('InquiryNotFoundError'));
  it('records the first response time once', () => {
    const later = { ...respond, data: { ...respond.data, now: '2026-01-01T11:30:00.000Z' } } as InquiryCommand;
    const second = decide(later, fold([opened, responded!, toWaiting!]));
    const state = fold([opened, responded!, toWaiting!, ...second]);
    expect(state.status !== 'none' && state.firstResponseAt).toBe('2026-01-01T10:30:00.000Z');
  });
});
