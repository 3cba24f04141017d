import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB } from '../../platform/tokens';

/**
 * Hands out tracking-number sequence values, fetched from the database sequence in blocks so that a create costs
 * no extra round trip. Unique across processes (the sequence guarantees it); a restart leaves a gap, never a repeat.
 */
@Injectable()
export class TrackingNumberAllocator {
  private readonly block: number[] = [];
  private refill: Promise<void> | null = null;
  static readonly BLOCK_SIZE = 32;

  constructor(@Inject(DB) private readonly pool: Pool) {}

  async next(): Promise<number> {
    while (this.block.length === 0) {
      this.refill ??= this.pool
        .query<{ n: string }>("SELECT nextval('tracking_number_seq')::text AS n FROM generate_series(1, $1)", [TrackingNumberAllocator.BLOCK_SIZE])
        .then(({ rows }) => {
          this.block.push(...rows.map((r) => Number(r.n)).sort((a, b) => a - b));
        })
        .finally(() => {
          this.refill = null;
        });
      await this.refill;
    }
    return this.block.shift()!;
  }

  /** Tracking numbers up to `upTo` are taken (an imported history's): the sequence continues after them. */
  async reserveThrough(upTo: number): Promise<void> {
    await this.pool.query(`SELECT setval('tracking_number_seq', greatest($1::bigint, (SELECT last_value FROM tracking_number_seq)))`, [upTo]);
  }
}
