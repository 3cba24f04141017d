import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ManifestShipment, ManifestView } from '@waypost/contracts';
import { findManifest, listManifests, manifestCandidates } from '@waypost/projections';
import { DB } from '../../platform/tokens';

// ── Reads: manifests from their read model; what a new one would list, from the shipments read model ──

@Injectable()
export class ManifestsQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  list(ownerId: string): Promise<ManifestView[]> {
    return listManifests(this.pool, ownerId);
  }

  find(ownerId: string, id: string): Promise<ManifestView | null> {
    return findManifest(this.pool, ownerId, id);
  }

  candidates(ownerId: string, carrierId: string, shipDate: string, limit: number): Promise<ManifestShipment[]> {
    return manifestCandidates(this.pool, ownerId, carrierId, shipDate, limit);
  }
}
