import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { customerShipmentTotals, findInquiry, findShipment, findTracking, inquiryDashboard, listInquiries, pageInquiries, shipmentOperations } from '@waypost/projections';
import {
  UUID_PATTERN,
  normaliseEmail,
  type AgentTrackingResult,
  type CrmDashboard,
  type CustomerProfile,
  type Inquiry,
  type InquirySummary,
  type InquiryStatus,
  type InquiryPriority,
  type Page,
  type PageQuery,
} from '@waypost/contracts';
import { DB } from '../../platform/tokens';
import { PageCursors, filtersOf } from '../../platform/http/pagination';
import { ReadScopes } from '../../access/queries/read-scopes';

type InquiryFilter = { status?: InquiryStatus; priority?: InquiryPriority; email?: string; customerId?: string };

const ACTIVE_WINDOW_MS = 90 * 86_400_000;
/** Tracking numbers such as 2PG-2024-000001 (letters, digits and dashes; bounded). */
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/**
 * Read side of the desk: read models (and the users table for accounts), never the event store. Staff views leave
 * test-mode data out (the inquiries of API test keys' principals), as the shipments' do (ReadScopes).
 */
@Injectable()
export class CrmQueries {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly cursors: PageCursors,
    private readonly scopes: ReadScopes,
  ) {}

  /**
   * A list route's answer: the desk's plain array (active first, by priority; `limit` rows), or, when paging is asked
   * for, a keyset page newest first. `caller` binds the cursor to who asked (`list` names the route). Without a
   * `customerId` (the desk's list), test-mode inquiries are left out.
   */
  async listOrPage(list: string, caller: string, filter: InquiryFilter, query: PageQuery): Promise<InquirySummary[] | Page<InquirySummary>> {
    const request = this.cursors.read<InquirySummary>({ list, caller, filters: filtersOf(query) }, query);
    const scoped = filter.customerId ? filter : { ...filter, exceptCustomers: await this.scopes.testPrincipals() };
    if (!request.paged) return listInquiries(this.pool, { ...scoped, limit: request.page.limit });
    return request.answer(await pageInquiries(this.pool, scoped, request.page));
  }

  /** customerId = null: staff (any live inquiry; a test-mode one is not found); otherwise only the inquiries that account owns. */
  async byId(id: string, customerId: string | null): Promise<Inquiry | null> {
    return findInquiry(this.pool, id, customerId ?? { exceptOwners: await this.scopes.testPrincipals() });
  }

  /** The account that has proven this address (null: none has; an unproven account with it does not count). */
  async verifiedAccountFor(email: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1 AND email_verified_at IS NOT NULL', [normaliseEmail(email)]);
    return rows[0]?.id ?? null;
  }

  async hasVerifiedEmail(userId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM users WHERE id = $1 AND email_verified_at IS NOT NULL', [userId]);
    return (rowCount ?? 0) > 0;
  }

  async ownsShipment(userId: string, shipmentId: string): Promise<boolean> {
    return (await findShipment(this.pool, shipmentId, userId)) !== null;
  }

  /** Customers are shipper accounts; the figures leave test-mode inquiries out. */
  async dashboard(): Promise<CrmDashboard> {
    const { rows } = await this.pool.query<{ n: string }>("SELECT count(*)::text AS n FROM users WHERE role = 'shipper'");
    return inquiryDashboard(this.pool, Number(rows[0]?.n ?? 0), await this.scopes.testPrincipals());
  }

  async customerByEmail(email: string, now: Date): Promise<CustomerProfile | null> {
    const normalized = normaliseEmail(email);
    const users = await this.pool.query<{ id: string; first_name: string; last_name: string; email: string; role: string }>(
      'SELECT id, first_name, last_name, email, role FROM users WHERE email = $1',
      [normalized],
    );
    const user = users.rows[0];
    if (user && user.role !== 'shipper') return null;
    const inquiries = await listInquiries(this.pool, { email: normalized, limit: 50, exceptCustomers: await this.scopes.testPrincipals() });
    if (!user && inquiries.length === 0) return null;
    const latest = inquiries.find((i) => i.phone) ?? inquiries[0];
    const totals = user ? await customerShipmentTotals(this.pool, user.id) : { shipments: 0, spentCents: 0, lastAt: null };
    const shipments = user
      ? (
          await this.pool.query<{ id: string; tracking_number: string; status: string; created_at: Date }>(
            'SELECT id, tracking_number, status, created_at FROM shipments WHERE owner_id = $1 ORDER BY created_at DESC LIMIT 20',
            [user.id],
          )
        ).rows.map((s) => ({ id: s.id, trackingNumber: s.tracking_number, status: s.status, createdAt: s.created_at.toISOString() }))
      : [];
    const recent = (iso: string | null | undefined) => !!iso && now.getTime() - Date.parse(iso) <= ACTIVE_WINDOW_MS;
    const active = recent(totals.lastAt?.toISOString()) || recent(inquiries[0]?.createdAt);
    return {
      id: user?.id ?? null,
      firstName: user?.first_name || latest?.firstName || '',
      lastName: user?.last_name || latest?.lastName || '',
      email: user?.email ?? normalized,
      phone: latest?.phone ?? '',
      totalShipments: totals.shipments,
      totalSpent: totals.spentCents / 100,
      status: !user ? 'prospect' : active ? 'active' : 'inactive',
      inquiries,
      shipments,
    };
  }

  /** Agent-side tracking: the shipment (by id or tracking number) must belong to the customer with that email. */
  async trackForCustomer(email: string, shipmentIdOrTrackingNumber: string): Promise<AgentTrackingResult | null> {
    const users = await this.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [normaliseEmail(email)]);
    const ownerId = users.rows[0]?.id;
    if (!ownerId) return null;
    const shipmentId = await this.shipmentIdOf(shipmentIdOrTrackingNumber.trim(), ownerId);
    const shipment = shipmentId ? await findShipment(this.pool, shipmentId, ownerId) : null;
    if (!shipment) return null;
    const ops = await shipmentOperations(this.pool, shipment.id);
    const tracking = await findTracking(this.pool, shipment.trackingNumber, ownerId);
    const last = tracking?.events.at(-1);
    return {
      shipmentId: shipment.id,
      currentStatus: shipment.status,
      currentLocation: last?.location ?? ops?.lastLocation ?? shipment.fromAddress.city,
      carrier: ops?.carrier ?? 'Unassigned',
      trackingNumber: shipment.trackingNumber,
      estimatedDelivery: shipment.estimatedDelivery,
      lastUpdated: shipment.updatedAt,
    };
  }

  /** A shipment id as given, or the id of the owner's shipment with that tracking number (any letter case). */
  private async shipmentIdOf(reference: string, ownerId: string): Promise<string | null> {
    if (UUID_PATTERN.test(reference)) return reference;
    if (!TRACKING_NUMBER.test(reference)) return null;
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM shipments WHERE tracking_number = $1 AND owner_id = $2', [reference.toUpperCase(), ownerId]);
    return rows[0]?.id ?? null;
  }
}
