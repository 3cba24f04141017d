import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { OwnerScope } from '@waypost/projections';
import { DB } from '../../platform/tokens';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { isStaff } from '../../platform/auth/permissions';
import { testPrincipalId } from '../api-keys.service';

// ── Whose data a reader sees: test mode stays out of live views ──────────────
// A test key acts as its owner's test principal (a shipper), so everything it makes is owned by that principal. A
// shipper reads their own; staff (agents, admins, auditors) read every owner's live data, never a test principal's:
// a test-mode shipment read by id answers 404 to them, and their lists leave test data out. Staff who act in test
// mode do so with a test key, as a shipper, and see their own test data.

@Injectable()
export class ReadScopes {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  /**
   * The owner scope of the read models' queries (findShipment, findTracking, findCarrierBooking, ...). Staff read as
   * themselves: what only an owner reads (customs tax ids) shows on their own rows only.
   */
  async ownerScope(user: Pick<RequestUser, 'id' | 'role'>): Promise<OwnerScope> {
    if (!isStaff(user)) return user.id;
    return { exceptOwners: await this.testPrincipals(), reader: user.id };
  }

  /** The principals of every account that ever made a test key (read each time: a new key counts at once). */
  async testPrincipals(): Promise<string[]> {
    const { rows } = await this.pool.query<{ user_id: string }>(`SELECT DISTINCT user_id::text FROM api_tokens WHERE kind = 'key' AND mode = 'test'`);
    return rows.map((r) => testPrincipalId(r.user_id));
  }
}
