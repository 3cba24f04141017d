import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ComplianceStatusResult, TaxApiStatusResult } from '@waypost/contracts';
import { DB } from '../../platform/tokens';
import { complianceWindow, summariseCompliance, type RecordedShipment } from '../domain/compliance-status';

const MISSING_TABLE = '42P01';
const MISSING_COLUMN = '42703';
const tolerated = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === MISSING_TABLE || code === MISSING_COLUMN;
};

/** Read side of compliance: the shipments read model and the event log's first timestamp. Tolerates missing tables. */
@Injectable()
export class ComplianceStatusQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  async status(): Promise<ComplianceStatusResult> {
    let rows: RecordedShipment[] = [];
    try {
      const result = await this.pool.query<{ id: string; item: Record<string, unknown> | null; from_country: string | null; to_country: string | null; created_on: string }>(
        `SELECT id::text AS id, item_details AS item, from_address->>'country' AS from_country, to_address->>'country' AS to_country,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_on
           FROM shipments`,
      );
      rows = result.rows.map((r) => {
        const item = r.item ?? {};
        const ai = (item.aiRecognition ?? {}) as Record<string, unknown>;
        return {
          id: r.id,
          value: Number(item.value ?? 0) || 0,
          fromCountry: r.from_country ?? '',
          toCountry: r.to_country ?? '',
          category: typeof ai.category === 'string' ? ai.category : undefined,
          description: typeof item.description === 'string' ? item.description : undefined,
          createdOn: r.created_on,
        };
      });
    } catch (error) {
      if (!tolerated(error)) throw error;
    }
    return summariseCompliance(rows);
  }

  async apiStatus(now: Date): Promise<TaxApiStatusResult> {
    let first: Date | undefined;
    try {
      const result = await this.pool.query<{ first: Date | null }>('SELECT min(created_at) AS first FROM events');
      first = result.rows[0]?.first ?? undefined;
    } catch (error) {
      if (!tolerated(error)) throw error;
    }
    return {
      freeAPIsActive: { usCensus: false, euVies: true, ecbRates: true },
      paidAPIsNeeded: { hmrcVAT: true, taxJar: true },
      complianceWindow: complianceWindow(first, now),
      notes: [
        'EU VIES is queried for EU VAT numbers; when it is unreachable the registry check answers "unknown".',
        'ECB exchange rates: a dated table of ECB euro reference rates ships with the code and `waypost fx update` refreshes it from the ECB XML; every converting answer gives the rate date and warns when the table is more than 7 days older than it.',
        'US Census trade data is not configured (usCensus false).',
        'UK VAT numbers need the HMRC VAT API (credentials) for a registry check; US state sales tax needs a paid service such as TaxJar (USD 99/month).',
      ],
    };
  }
}
