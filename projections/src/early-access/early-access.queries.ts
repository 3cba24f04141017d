import type { Pool } from 'pg';
import type { EarlyAccessEntry } from '@waypost/contracts';
import { keysetPage, type KeysetPage, type KeysetRequest } from '../keyset';

/** Newest first. */
export async function listEarlyAccessRequests(pool: Pool, limit = 500): Promise<EarlyAccessEntry[]> {
  return (await pageEarlyAccessRequests(pool, { limit, after: null })).items;
}

/** Newest first over (requested_at, id). */
export function pageEarlyAccessRequests(pool: Pool, page: KeysetRequest): Promise<KeysetPage<EarlyAccessEntry>> {
  const key = [
    { column: 'requested_at', type: 'timestamptz' as const },
    { column: 'id', type: 'uuid' as const },
  ];
  return keysetPage<{ id: string; email: string; company: string; message: string; requested_at: Date }, EarlyAccessEntry>(
    pool,
    { select: 'id, email, company, message, requested_at', from: 'early_access_requests', where: [], values: [], key },
    page,
    (r) => ({ id: r.id, email: r.email, company: r.company, message: r.message, requestedAt: r.requested_at.toISOString() }),
  );
}
