import { INQUIRY_STATUS_LABELS, normaliseEmail, type InquiryEvent, type InquiryOpened, type InquiryStatus } from '@waypost/contracts';
import { InquiryConflictError, InquiryNotFoundError } from './errors';
import type { InquiryState } from './inquiry';

// ── Allowed status changes ───────────────────────────────────────────────────
// open ─agent responds→ waiting_customer ─customer replies→ in_progress ─resolve→ resolved ─close→ closed
// A resolved inquiry reopens (in_progress) when the customer replies; closed is final.
export const TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  open: ['in_progress', 'waiting_customer', 'resolved', 'closed'],
  in_progress: ['waiting_customer', 'resolved', 'closed'],
  waiting_customer: ['in_progress', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};
export const canMove = (from: InquiryStatus, to: InquiryStatus): boolean => TRANSITIONS[from].includes(to);

// ── Commands and decide (pure: time comes in the command) ───────────────────

export type InquiryCommand =
  | { type: 'OpenInquiry'; data: Omit<InquiryOpened['data'], 'openedAt' | 'customerId'> & { customerId: string | null; now: string } }
  | { type: 'RespondToInquiry'; data: { inquiryId: string; messageId: string; agentId: string; agentName: string; message: string; now: string } }
  | { type: 'ReplyAsCustomer'; data: { inquiryId: string; messageId: string; customerId: string; message: string; now: string } }
  | { type: 'ChangeInquiryStatus'; data: { inquiryId: string; to: 'in_progress' | 'waiting_customer'; by: string; now: string } }
  | { type: 'ResolveInquiry'; data: { inquiryId: string; agentId: string; resolutionNotes: string; now: string } }
  | { type: 'CloseInquiry'; data: { inquiryId: string; by: string; customerId: string | null; reason: string; now: string } }
  | { type: 'RateInquiry'; data: { inquiryId: string; customerId: string; rating: number; comment: string; now: string } }
  | { type: 'LinkInquiryToCustomer'; data: { inquiryId: string; customerId: string; now: string } };

type Data<T extends InquiryCommand['type']> = Extract<InquiryCommand, { type: T }>['data'];
type Open = Exclude<InquiryState, { status: 'none' }>;

export function decide(command: InquiryCommand, state: InquiryState): InquiryEvent[] {
  const { type } = command;
  switch (type) {
    case 'OpenInquiry':
      return openInquiry(command.data, state);
    case 'RespondToInquiry':
      return respond(command.data, existing(state, command.data.inquiryId));
    case 'ReplyAsCustomer':
      return reply(command.data, ownedBy(state, command.data.inquiryId, command.data.customerId));
    case 'ChangeInquiryStatus':
      return changeStatus(command.data, existing(state, command.data.inquiryId));
    case 'ResolveInquiry':
      return resolve(command.data, existing(state, command.data.inquiryId));
    case 'CloseInquiry': {
      const { customerId, inquiryId } = command.data;
      return close(command.data, customerId ? ownedBy(state, inquiryId, customerId) : existing(state, inquiryId));
    }
    case 'RateInquiry':
      return rate(command.data, ownedBy(state, command.data.inquiryId, command.data.customerId));
    case 'LinkInquiryToCustomer':
      return link(command.data, existing(state, command.data.inquiryId));
    default: {
      const _exhaustive: never = type;
      throw new Error(`Unknown command ${String(_exhaustive)}`);
    }
  }
}

function existing(state: InquiryState, id: string): Open {
  if (state.status === 'none') throw new InquiryNotFoundError(id);
  return state;
}

/**
 * A customer only ever sees inquiries their account owns (by id: the address an inquiry was sent to grants nothing
 * until an account has proven it); anything else is "not found".
 */
function ownedBy(state: InquiryState, id: string, customerId: string): Open {
  const s = existing(state, id);
  if (s.customerId === null || s.customerId !== customerId) throw new InquiryNotFoundError(id);
  return s;
}

const statusChange = (s: Open, to: InquiryStatus, by: string, now: string): InquiryEvent[] =>
  s.status === to ? [] : [{ type: 'InquiryStatusChanged', data: { inquiryId: s.inquiryId, from: s.status, to, changedAt: now, changedBy: by } }];

function refuse(s: Open, action: string): never {
  throw new InquiryConflictError(`Inquiry ${s.ticketNumber} is ${INQUIRY_STATUS_LABELS[s.status]}: it cannot ${action}`);
}

function openInquiry(c: Data<'OpenInquiry'>, state: InquiryState): InquiryEvent[] {
  if (state.status !== 'none') throw new InquiryConflictError(`Inquiry ${c.inquiryId} exists already`);
  const { now, ...data } = c;
  return [{ type: 'InquiryOpened', data: { ...data, email: normaliseEmail(data.email), openedAt: now } }];
}

function respond(c: Data<'RespondToInquiry'>, s: Open): InquiryEvent[] {
  if (!canMove(s.status, 'waiting_customer') && s.status !== 'waiting_customer') refuse(s, 'take a response');
  return [
    { type: 'AgentResponded', data: { inquiryId: s.inquiryId, messageId: c.messageId, agentId: c.agentId, agentName: c.agentName, message: c.message, respondedAt: c.now } },
    ...statusChange(s, 'waiting_customer', c.agentId, c.now),
  ];
}

function reply(c: Data<'ReplyAsCustomer'>, s: Open): InquiryEvent[] {
  if (s.status === 'closed') refuse(s, 'take a reply');
  // An unanswered inquiry stays open; an answered or resolved one goes back to the desk.
  const next: InquiryStatus = s.status === 'open' ? 'open' : 'in_progress';
  return [
    { type: 'CustomerReplied', data: { inquiryId: s.inquiryId, messageId: c.messageId, customerId: c.customerId, message: c.message, repliedAt: c.now } },
    ...statusChange(s, next, c.customerId, c.now),
  ];
}

function changeStatus(c: Data<'ChangeInquiryStatus'>, s: Open): InquiryEvent[] {
  if (s.status === c.to) return [];
  if (!canMove(s.status, c.to)) refuse(s, `move to ${INQUIRY_STATUS_LABELS[c.to]}`);
  return statusChange(s, c.to, c.by, c.now);
}

function resolve(c: Data<'ResolveInquiry'>, s: Open): InquiryEvent[] {
  if (!canMove(s.status, 'resolved')) refuse(s, 'be resolved');
  return [{ type: 'InquiryResolved', data: { inquiryId: s.inquiryId, agentId: c.agentId, resolutionNotes: c.resolutionNotes, resolvedAt: c.now } }];
}

function close(c: Data<'CloseInquiry'>, s: Open): InquiryEvent[] {
  if (!canMove(s.status, 'closed')) refuse(s, 'be closed');
  return [{ type: 'InquiryClosed', data: { inquiryId: s.inquiryId, closedBy: c.by, reason: c.reason, closedAt: c.now } }];
}

/** The first verified owner of the address gets the inquiry; an owned inquiry never changes hands. */
function link(c: Data<'LinkInquiryToCustomer'>, s: Open): InquiryEvent[] {
  if (s.customerId !== null) return [];
  return [{ type: 'InquiryCustomerLinked', data: { inquiryId: s.inquiryId, customerId: c.customerId, linkedAt: c.now } }];
}

function rate(c: Data<'RateInquiry'>, s: Open): InquiryEvent[] {
  if (s.status !== 'resolved' && s.status !== 'closed') refuse(s, 'be rated before it is resolved');
  if (s.rating !== null) throw new InquiryConflictError(`Inquiry ${s.ticketNumber} has been rated already`);
  return [{ type: 'InquiryRated', data: { inquiryId: s.inquiryId, rating: c.rating, comment: c.comment, ratedAt: c.now } }];
}
