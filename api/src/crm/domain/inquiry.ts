import { inquiryCustomerId, type InquiryCategory, type InquiryEvent, type InquiryPriority, type InquiryStatus } from '@waypost/contracts';

// ── Inquiry: state and evolve (pure) ─────────────────────────────────────────

export type InquiryState =
  | { status: 'none'; version: 0 }
  | {
      status: InquiryStatus;
      version: number;
      inquiryId: string;
      ticketNumber: string;
      email: string;
      /** The account that owns it (reads and answers it as the customer); null until a verified account is linked. */
      customerId: string | null;
      category: InquiryCategory;
      priority: InquiryPriority;
      openedAt: string;
      firstResponseAt: string | null;
      resolvedAt: string | null;
      rating: number | null;
    };

export const initialState = (): InquiryState => ({ status: 'none', version: 0 });

export function evolve(state: InquiryState, event: InquiryEvent): InquiryState {
  const version = state.version + 1;
  if (event.type === 'InquiryOpened') {
    const d = event.data;
    return {
      status: 'open',
      version,
      inquiryId: d.inquiryId,
      ticketNumber: d.ticketNumber,
      email: d.email,
      customerId: inquiryCustomerId(d),
      category: d.category,
      priority: d.priority,
      openedAt: d.openedAt,
      firstResponseAt: null,
      resolvedAt: null,
      rating: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AgentResponded':
      return { ...state, version, firstResponseAt: state.firstResponseAt ?? event.data.respondedAt };
    case 'CustomerReplied':
      return { ...state, version };
    case 'InquiryStatusChanged':
      return { ...state, version, status: event.data.to };
    case 'InquiryResolved':
      return { ...state, version, status: 'resolved', resolvedAt: event.data.resolvedAt };
    case 'InquiryClosed':
      return { ...state, version, status: 'closed' };
    case 'InquiryRated':
      return { ...state, version, rating: event.data.rating };
    case 'InquiryCustomerLinked':
      return { ...state, version, customerId: event.data.customerId };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const fold = (events: { type: string; data: unknown }[]): InquiryState => events.reduce((s, e) => evolve(s, e as InquiryEvent), initialState());

/** Whole minutes are too coarse for a desk: minutes with one decimal, from two ISO timestamps. */
export const minutesBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 6000) / 10;
