import type { Pool } from 'pg';

/** Ids of users who appended at least one event on or after the given UTC day, less `exceptUsers` (test-mode principals). */
export async function usersActiveSince(pool: Pool, since: Date, exceptUsers: readonly string[] = []): Promise<string[]> {
  const { rows } = await pool.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM admin_user_activity WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND user_id <> ALL($2::uuid[])`,
    [since, [...exceptUsers]],
  );
  return rows.map((r) => r.user_id);
}
