import { z } from 'zod';
import { queryInteger } from './http';
import { PageQuerySchema } from './pagination';

// ── Customer-service desk: inquiries (spec sections 3, 4, 7, 9) ─────────────

export const INQUIRY_STATUSES = ['open', 'in_progress', 'waiting_customer', 'resolved', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_customer: 'Waiting on Customer',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** Statuses that count as active work for the desk. */
export const ACTIVE_INQUIRY_STATUSES: readonly InquiryStatus[] = ['open', 'in_progress', 'waiting_customer'];

export const INQUIRY_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type InquiryPriority = (typeof INQUIRY_PRIORITIES)[number];

/** Categories; each category is handled by the department of the same name. */
export const INQUIRY_CATEGORIES = ['general', 'shipping', 'tracking', 'billing', 'technical'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

/** Ticket numbers: CS-<year>-<6 digits>, from a database sequence. */
export const TICKET_NUMBER_PATTERN = /^CS-\d{4}-\d{6,}$/;
export const formatTicketNumber = (year: number, sequence: number): string => `CS-${year}-${String(sequence).padStart(6, '0')}`;

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');
const uuid = z.uuid('must be a shipment id');

/** POST /api/crm/inquiries (agent or admin opens an inquiry for a customer). */
export const CreateInquirySchema = z.object({
  email: z.email('must be a valid email address').max(254),
  firstName: optionalText(80),
  lastName: optionalText(80),
  phone: optionalText(40),
  subject: text(200),
  description: text(5000),
  category: z.enum(INQUIRY_CATEGORIES).default('general'),
  priority: z.enum(INQUIRY_PRIORITIES).default('medium'),
  shipmentId: uuid.optional(),
});
export type CreateInquiryRequest = z.input<typeof CreateInquirySchema>;
export type CreateInquiryInput = z.infer<typeof CreateInquirySchema>;

/** POST /api/inquiries (a signed-in shipper opens one; name and email come from the session). */
export const OpenOwnInquirySchema = z.object({
  subject: text(200),
  description: text(5000),
  category: z.enum(INQUIRY_CATEGORIES).default('general'),
  priority: z.enum(INQUIRY_PRIORITIES).default('medium'),
  phone: optionalText(40),
  shipmentId: uuid.optional(),
});
export type OpenOwnInquiryRequest = z.input<typeof OpenOwnInquirySchema>;

/**
 * POST /api/crm/inquiries/{id}/responses. The spec sends a fixed placeholder agentId: the server ignores it and
 * records the signed-in agent instead.
 */
export const AgentResponseSchema = z.object({
  message: text(5000),
  type: z.literal('agent', { message: "must be 'agent'" }).default('agent'),
  agentId: z.unknown().optional(),
});
export type AgentResponseRequest = z.input<typeof AgentResponseSchema>;

/** PUT /api/crm/inquiries/{id}/resolve (agentId ignored as above). */
export const ResolveInquirySchema = z.object({
  resolutionNotes: text(5000),
  agentId: z.unknown().optional(),
});
export type ResolveInquiryRequest = z.input<typeof ResolveInquirySchema>;

/** PUT /api/crm/inquiries/{id}/status: the statuses an agent sets by hand. */
export const ChangeInquiryStatusSchema = z.object({
  status: z.enum(['in_progress', 'waiting_customer']),
});

/** POST /api/inquiries/{id}/replies (the customer). */
export const CustomerReplySchema = z.object({ message: text(5000) });
/** POST /api/inquiries/{id}/rating (the customer, once resolved). */
export const RateInquirySchema = z.object({
  rating: z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  comment: z.string().trim().max(1000).optional(),
});
export const CloseInquirySchema = z.object({ reason: z.string().trim().max(500).optional() });

/** GET /api/tracking/customer/{email}/{shipmentId} (the path's email, decoded once by the router) */
export const AgentTrackingParamsSchema = z.object({
  email: z.email({ error: 'must be an email address' }).max(254, 'must be at most 254 characters'),
  shipmentId: z.string(),
});

/** GET /api/crm/customers/search?email= */
export const CustomerSearchQuerySchema = z.object({ email: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254, 'must be at most 254 characters') });

/** GET /api/crm/inquiries: the desk's filters; `limit` 1-500 for the plain array (at most 200 on a page). */
export const InquiryListQuerySchema = PageQuerySchema.extend({
  status: z.enum(INQUIRY_STATUSES).optional(),
  priority: z.enum(INQUIRY_PRIORITIES).optional(),
  email: z.string().trim().max(254).optional(),
  limit: queryInteger(1, 500).default(100),
});

/** GET /api/inquiries: the shipper's own inquiries, optionally by status. */
export const OwnInquiryListQuerySchema = PageQuerySchema.extend({
  status: z.enum(INQUIRY_STATUSES).optional(),
});

// ── Events of the inquiry stream (`inquiry-<id>`) ───────────────────────────
export const INQUIRY_STREAM_TYPE = 'inquiry';
export const inquiryStreamId = (inquiryId: string): string => `inquiry-${inquiryId}`;

export type InquiryOpened = {
  type: 'InquiryOpened';
  data: {
    inquiryId: string;
    ticketNumber: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    subject: string;
    description: string;
    category: InquiryCategory;
    priority: InquiryPriority;
    shipmentId: string | null;
    /** 'customer' when the shipper opened it, 'agent' when the desk opened it for them. */
    openedBy: { kind: 'customer' | 'agent'; id: string };
    openedAt: string;
    /**
     * The account the inquiry belongs to: the shipper who opened it, or the account that had verified the address
     * when the desk opened it (null: nobody yet; InquiryCustomerLinked attaches it once an account verifies it).
     * Absent in events stored before it existed: see inquiryCustomerId.
     */
    customerId?: string | null;
  };
};
/** An account that verified the inquiry's address now owns it (it can read and answer it). */
export type InquiryCustomerLinked = {
  type: 'InquiryCustomerLinked';
  data: { inquiryId: string; customerId: string; linkedAt: string };
};
export type AgentResponded = {
  type: 'AgentResponded';
  data: { inquiryId: string; messageId: string; agentId: string; agentName: string; message: string; respondedAt: string };
};
export type CustomerReplied = {
  type: 'CustomerReplied';
  data: { inquiryId: string; messageId: string; customerId: string; message: string; repliedAt: string };
};
export type InquiryStatusChanged = {
  type: 'InquiryStatusChanged';
  data: { inquiryId: string; from: InquiryStatus; to: InquiryStatus; changedAt: string; changedBy: string };
};
export type InquiryResolved = {
  type: 'InquiryResolved';
  data: { inquiryId: string; agentId: string; resolutionNotes: string; resolvedAt: string };
};
export type InquiryClosed = { type: 'InquiryClosed'; data: { inquiryId: string; closedBy: string; reason: string; closedAt: string } };
export type InquiryRated = { type: 'InquiryRated'; data: { inquiryId: string; rating: number; comment: string; ratedAt: string } };

export type InquiryEvent = InquiryOpened | AgentResponded | CustomerReplied | InquiryStatusChanged | InquiryResolved | InquiryClosed | InquiryRated | InquiryCustomerLinked;
export const INQUIRY_EVENT_TYPES: InquiryEvent['type'][] = [
  'InquiryOpened',
  'InquiryCustomerLinked',
  'AgentResponded',
  'CustomerReplied',
  'InquiryStatusChanged',
  'InquiryResolved',
  'InquiryClosed',
  'InquiryRated',
];

/** Owner of an opened inquiry; events stored before customerId existed: the shipper who opened it, else nobody. */
export const inquiryCustomerId = (data: InquiryOpened['data']): string | null =>
  data.customerId !== undefined ? data.customerId : data.openedBy.kind === 'customer' ? data.openedBy.id : null;

// ── Read side ────────────────────────────────────────────────────────────────
export interface InquiryMessage {
  id: string;
  authorType: 'agent' | 'customer';
  authorId: string;
  authorName: string;
  message: string;
  createdAt: string;
}

export interface InquirySummary {
  id: string;
  ticketNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  subject: string;
  category: InquiryCategory;
  priority: InquiryPriority;
  status: InquiryStatus;
  shipmentId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Minutes from opening to the first agent response (null until answered). */
  firstResponseMinutes: number | null;
  /** Minutes from opening to resolution (null until resolved). */
  resolutionMinutes: number | null;
  rating: number | null;
  version: number;
}

export interface Inquiry extends InquirySummary {
  description: string;
  resolutionNotes: string | null;
  resolvedAt: string | null;
  closedAt: string | null;
  messages: InquiryMessage[];
}

export interface CreatedInquiry {
  id: string;
  ticketNumber: string;
  status: InquiryStatus;
}

export interface DepartmentMetrics {
  activeTickets: number;
  /** Average minutes from opening to resolution over resolved inquiries (0 when none). */
  averageResolution: number;
  /** Average rating out of 5 (0 when none rated). */
  satisfaction: number;
  ratedTickets: number;
}

/** GET /api/crm/dashboard */
export interface CrmDashboard {
  dashboard: {
    totalCustomers: number;
    activeInquiries: number;
    /** Average minutes from opening to the first agent response, over answered inquiries. */
    averageResponseTime: number;
    urgentInquiries: number;
    departmentMetrics: Record<InquiryCategory, DepartmentMetrics>;
  };
  recentInquiries: InquirySummary[];
}

/** GET /api/crm/customers/search?email= */
export interface CustomerProfile {
  id: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  totalShipments: number;
  /** USD charged for the customer's shipments (see admin chargeForShipment). */
  totalSpent: number;
  /** active: a shipment or inquiry in the last 90 days; inactive: an account without; prospect: no account. */
  status: 'active' | 'inactive' | 'prospect';
  inquiries: InquirySummary[];
  shipments: { id: string; trackingNumber: string; status: string; createdAt: string }[];
}

/** GET /api/tracking/customer/{email}/{shipmentId}; the last segment is a shipment id or its tracking number. */
export interface AgentTrackingResult {
  shipmentId: string;
  currentStatus: string;
  currentLocation: string;
  carrier: string;
  trackingNumber: string;
  estimatedDelivery: string;
  lastUpdated: string;
}

export const CRM_MESSAGES = {
  inquiryCreated: (ticketNumber: string) => ({
    title: 'Inquiry Created',
    description: `Ticket #${ticketNumber} has been created successfully.`,
  }),
  responseAdded: { title: 'Response Added' },
  inquiryResolved: { title: 'Inquiry Resolved' },
  customerNotFound: { title: 'Customer Not Found', description: 'No customer found with that email address.' },
  staffOnly: 'This page is for Waypost staff. Your account does not have access to it.',
  /** Agent-side tracking found nothing: the 404's message and the desk's card. */
  agentTrackingNotFound: {
    title: 'No shipment found for this customer',
    description: "No shipment with that tracking number or shipment id belongs to this email. Check both on the customer's profile (Customers tab) and try again.",
  },
  agentTrackingFailed: { title: 'Tracking is unavailable right now' },
} as const;
