import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import type { FxReferenceRatesUpload, FxReferenceRatesUploadResult } from '@waypost/contracts';
import { DB } from '../platform/tokens';
import { FX_REFERENCE_RATES } from './data/fx-rates';
import type { FxTable } from './data/types';
import { FX_CURRENCIES, fxTableWith, rowsFromUpload, type StoredFxRate } from './queries/fx-table';

/** How long a process serves its copy before reading the stored rates again (other API processes' updates). */
const RELOAD_AFTER_MS = 60_000;
const MISSING_TABLE = '42P01';

/**
 * The one FX table quoting and compliance convert with: the shipped ECB snapshots plus those `waypost fx update`
 * stored in fx_reference_rates. Answers read it synchronously; it reloads after a store and once a minute.
 */
@Injectable()
export class FxRatesStore implements OnModuleInit {
  private current: FxTable = FX_REFERENCE_RATES;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(@Optional() @Inject(DB) private readonly pool?: Pool) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  /** The table as of the last load; starts a reload in the background when that is over a minute old. */
  table(): FxTable {
    if (this.pool && Date.now() - this.loadedAt > RELOAD_AFTER_MS) void this.reload();
    return this.current;
  }

  /** Stores an upload's snapshots (a date already stored is replaced) and serves the new table at once. */
  async store(upload: FxReferenceRatesUpload): Promise<FxReferenceRatesUploadResult> {
    const rows = rowsFromUpload(upload);
    if (!this.pool) throw new Error('FX rates cannot be stored without a database');
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO fx_reference_rates (rate_date, currency, rate, source)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[])
         ON CONFLICT (rate_date, currency) DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source, recorded_at = now()`,
        [rows.map((r) => r.date), rows.map((r) => r.currency), rows.map((r) => r.rate), rows.map((r) => r.source)],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    this.loadedAt = 0;
    await this.reload();
    const dates = upload.snapshots.map((s) => s.date).sort();
    return { stored: dates.length, latestDate: this.current.snapshots.at(-1)?.date ?? dates.at(-1) ?? '', currencies: [...FX_CURRENCIES] };
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    if (!this.pool) return;
    try {
      const result = await this.pool.query<StoredFxRate>(
        `SELECT to_char(rate_date, 'YYYY-MM-DD') AS date, currency, rate, source FROM fx_reference_rates ORDER BY rate_date, currency`,
      );
      this.current = fxTableWith(FX_REFERENCE_RATES, result.rows);
      this.loadedAt = Date.now();
    } catch (error) {
      // Before the migration ran, or the pool is closing: keep serving what we have (the shipped table at least).
      if ((error as { code?: string }).code !== MISSING_TABLE) this.loadedAt = Date.now();
    }
  }
}
