import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { listEarlyAccessRequests } from '@waypost/projections';
import type { EarlyAccessEntry } from '@waypost/contracts';
import { DB } from '../../platform/tokens';

@Injectable()
export class EarlyAccessQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  list(limit: number): Promise<EarlyAccessEntry[]> {
    return listEarlyAccessRequests(this.pool, limit);
  }
}
