import type { Pool } from 'pg';
import type { EarlyAccessEntry } from '@waypost/contracts';

/** Newest first. */
export async function listEarlyAccessRequests(pool: Pool, limit = 500): Promise<EarlyAccessEntry[]> {
  const { rows } = await pool.query<{ id: string; email: string; company: string; message: string; requested_at: Date }>(
    'SELECT id, email, company, message, requested_at FROM early_access_requests ORDER BY requested_at DESC, email LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({ id: r.id, email: r.email, company: r.company, message: r.message, requestedAt: r.requested_at.toISOString() }));
}
