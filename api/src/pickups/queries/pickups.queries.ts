import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PickupView } from '@waypost/contracts';
import { findPickup, listPickups, pickupCandidates, type PickupCandidateRow } from '@waypost/projections';
import { DB } from '../../platform/tokens';

// ── Reads: pickups from their read model; what a pickup can collect, from the shipments read model ──

@Injectable()
export class PickupsQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  list(ownerId: string): Promise<PickupView[]> {
    return listPickups(this.pool, ownerId);
  }

  find(ownerId: string, id: string): Promise<PickupView | null> {
    return findPickup(this.pool, ownerId, id);
  }

  candidates(ownerId: string, carrierId: string, ids: readonly string[] | null, limit: number): Promise<PickupCandidateRow[]> {
    return pickupCandidates(this.pool, ownerId, carrierId, ids, limit);
  }
}
