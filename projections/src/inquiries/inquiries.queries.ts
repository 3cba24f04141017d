import type { Pool } from 'pg';
import {
  INQUIRY_CATEGORIES,
  normaliseEmail,
  type CrmDashboard,
  type DepartmentMetrics,
  type Inquiry,
  type InquiryCategory,
  type InquiryMessage,
  type InquiryPriority,
  type InquiryStatus,
  type InquirySummary,
} from '@waypost/contracts';
import { keysetConditions, keysetPage, type KeysetPage, type KeysetRequest } from '../keyset';
import { ownerParams, type OwnerScope } from '../owner-scope';

interface InquiryRow {
  id: string;
  ticket_number: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  subject: string;
  description: string;
  category: InquiryCategory;
  priority: InquiryPriority;
  status: InquiryStatus;
  shipment_id: string | null;
  created_at: Date;
  updated_at: Date;
  first_response_at: Date | null;
  resolved_at: Date | null;
  resolution_notes: string | null;
  closed_at: Date | null;
  rating: number | null;
  version: number;
}

const minutes = (from: Date, to: Date | null): number | null => (to ? Math.round((to.getTime() - from.getTime()) / 6000) / 10 : null);
const round1 = (n: number) => Math.round(n * 10) / 10;

const toSummary = (r: InquiryRow): InquirySummary => ({
  id: r.id,
  ticketNumber: r.ticket_number,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  subject: r.subject,
  category: r.category,
  priority: r.priority,
  status: r.status,
  shipmentId: r.shipment_id,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  firstResponseMinutes: minutes(r.created_at, r.first_response_at),
  resolutionMinutes: minutes(r.created_at, r.resolved_at),
  rating: r.rating,
  version: r.version,
});

const PRIORITY_ORDER = `CASE priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`;
const ACTIVE = `status IN ('open', 'in_progress', 'waiting_customer')`;
/**
 * Rows of an account not left out by the uuid[] parameter `n` (staff views: test-mode principals). An inquiry nobody
 * owns yet (opened by the desk for an address no account proved) stays.
 */
const NOT_OF = (n: string) => `(customer_id IS NULL OR customer_id <> ALL(${n}::uuid[]))`;

export interface InquiryFilter {
  status?: InquiryStatus;
  priority?: InquiryPriority;
  email?: string;
  customerId?: string;
  /** Accounts whose inquiries are left out (staff views: the principals of API test keys). */
  exceptCustomers?: readonly string[];
}

/** The desk's list: active first, then by priority and age; filters optional. */
export async function listInquiries(pool: Pool, filter: InquiryFilter & { limit?: number }): Promise<InquirySummary[]> {
  const { rows } = await pool.query<InquiryRow>(
    `SELECT * FROM inquiries
      WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR priority = $2) AND ($3::text IS NULL OR email = $3)
        AND ($5::uuid IS NULL OR customer_id = $5) AND ${NOT_OF('$6')}
      ORDER BY (${ACTIVE}) DESC, ${PRIORITY_ORDER}, created_at DESC, ticket_number DESC LIMIT $4`,
    [
      filter.status ?? null,
      filter.priority ?? null,
      filter.email === undefined ? null : normaliseEmail(filter.email),
      filter.limit ?? 100,
      filter.customerId ?? null,
      [...(filter.exceptCustomers ?? [])],
    ],
  );
  return rows.map(toSummary);
}

/**
 * A keyset page of inquiries, newest first over (created_at, ticket_number), which never change: the desk's
 * priority order moves as inquiries change status, so pages follow the age of an inquiry instead.
 */
export function pageInquiries(pool: Pool, filter: InquiryFilter, page: KeysetRequest): Promise<KeysetPage<InquirySummary>> {
  const { where, values, add } = keysetConditions();
  if (filter.status) add((n) => `status = ${n}`, filter.status);
  if (filter.priority) add((n) => `priority = ${n}`, filter.priority);
  if (filter.email !== undefined) add((n) => `email = ${n}`, normaliseEmail(filter.email));
  if (filter.customerId) add((n) => `customer_id = ${n}::uuid`, filter.customerId);
  if (filter.exceptCustomers?.length) add(NOT_OF, [...filter.exceptCustomers]);
  return keysetPage<InquiryRow, InquirySummary>(
    pool,
    {
      select: '*',
      from: 'inquiries',
      where,
      values,
      key: [
        { column: 'created_at', type: 'timestamptz' },
        { column: 'ticket_number', type: 'text' },
      ],
    },
    page,
    toSummary,
  );
}

/**
 * One inquiry with its conversation, if the scope lets the reader see it: an account reads only the inquiries it owns;
 * staff any but those of the accounts their scope leaves out (test-mode principals); null, any.
 */
export async function findInquiry(pool: Pool, id: string, scope: OwnerScope): Promise<Inquiry | null> {
  const [customerId, except] = ownerParams(scope);
  const { rows } = await pool.query<InquiryRow>(`SELECT * FROM inquiries WHERE id = $1 AND ($2::uuid IS NULL OR customer_id = $2) AND ${NOT_OF('$3')}`, [
    id,
    customerId,
    except ?? [],
  ]);
  const r = rows[0];
  if (!r) return null;
  const messages = await pool.query<{ id: string; author_type: 'agent' | 'customer'; author_id: string; author_name: string; message: string; created_at: Date }>(
    'SELECT * FROM inquiry_messages WHERE inquiry_id = $1 ORDER BY seq',
    [id],
  );
  return {
    ...toSummary(r),
    description: r.description,
    resolutionNotes: r.resolution_notes,
    resolvedAt: r.resolved_at?.toISOString() ?? null,
    closedAt: r.closed_at?.toISOString() ?? null,
    messages: messages.rows.map((m): InquiryMessage => ({
      id: m.id,
      authorType: m.author_type,
      authorId: m.author_id,
      authorName: m.author_name,
      message: m.message,
      createdAt: m.created_at.toISOString(),
    })),
  };
}

/**
 * The CRM dashboard figures over the inquiries read model (totalCustomers comes from the caller), less the inquiries
 * of `exceptCustomers` (test-mode principals).
 */
export async function inquiryDashboard(pool: Pool, totalCustomers: number, exceptCustomers: readonly string[] = []): Promise<CrmDashboard> {
  const except = [...exceptCustomers];
  const totals = await pool.query<{ active: string; urgent: string; avg_response: number | null }>(
    `SELECT count(*) FILTER (WHERE ${ACTIVE})::text AS active,
            count(*) FILTER (WHERE ${ACTIVE} AND priority = 'urgent')::text AS urgent,
            avg(extract(epoch FROM first_response_at - created_at) / 60)::float8 AS avg_response
       FROM inquiries WHERE ${NOT_OF('$1')}`,
    [except],
  );
  const departments = await pool.query<{ category: InquiryCategory; active: string; avg_resolution: number | null; satisfaction: number | null; rated: string }>(
    `SELECT category,
            count(*) FILTER (WHERE ${ACTIVE})::text AS active,
            avg(extract(epoch FROM resolved_at - created_at) / 60) FILTER (WHERE resolved_at IS NOT NULL)::float8 AS avg_resolution,
            avg(rating)::float8 AS satisfaction,
            count(rating)::text AS rated
       FROM inquiries WHERE ${NOT_OF('$1')} GROUP BY category`,
    [except],
  );
  const departmentMetrics = Object.fromEntries(
    INQUIRY_CATEGORIES.map((c): [InquiryCategory, DepartmentMetrics] => [c, { activeTickets: 0, averageResolution: 0, satisfaction: 0, ratedTickets: 0 }]),
  ) as Record<InquiryCategory, DepartmentMetrics>;
  for (const d of departments.rows) {
    departmentMetrics[d.category] = {
      activeTickets: Number(d.active),
      averageResolution: round1(d.avg_resolution ?? 0),
      satisfaction: Math.round((d.satisfaction ?? 0) * 100) / 100,
      ratedTickets: Number(d.rated),
    };
  }
  const t = totals.rows[0]!;
  const recent = await listInquiries(pool, { limit: 10, exceptCustomers: except });
  return {
    dashboard: {
      totalCustomers,
      activeInquiries: Number(t.active),
      averageResponseTime: round1(t.avg_response ?? 0),
      urgentInquiries: Number(t.urgent),
      departmentMetrics,
    },
    recentInquiries: recent,
  };
}

/** Daily count of opened inquiries (UTC days) from `from` (inclusive), less those of `exceptCustomers`. */
export async function inquiriesPerDay(pool: Pool, from: Date, exceptCustomers: readonly string[] = []): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ day: string; n: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::text AS n FROM inquiries WHERE created_at >= $1 AND ${NOT_OF('$2')} GROUP BY 1`,
    [from, [...exceptCustomers]],
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Active and urgent inquiries, less those of `exceptCustomers`. */
export async function activeInquiryCounts(pool: Pool, exceptCustomers: readonly string[] = []): Promise<{ active: number; urgent: number }> {
  const { rows } = await pool.query<{ active: string; urgent: string }>(
    `SELECT count(*) FILTER (WHERE ${ACTIVE})::text AS active, count(*) FILTER (WHERE ${ACTIVE} AND priority = 'urgent')::text AS urgent
       FROM inquiries WHERE ${NOT_OF('$1')}`,
    [[...exceptCustomers]],
  );
  return { active: Number(rows[0]?.active ?? 0), urgent: Number(rows[0]?.urgent ?? 0) };
}
