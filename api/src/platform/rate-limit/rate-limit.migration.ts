// ── Rate limits shared by every API process (platform/rate-limit) ────────────
// One row per (policy, key): the GCRA's theoretical arrival time in epoch milliseconds. A row whose time has
// passed means a full quota, the same as no row: such rows are purged now and then.
export const RATE_LIMIT_MIGRATIONS = [
  {
    id: 30,
    name: 'platform: rate limit buckets',
    sql: `
      CREATE TABLE IF NOT EXISTS rate_limit_buckets (
        policy text NOT NULL,
        key text NOT NULL,
        tat_ms double precision NOT NULL,
        PRIMARY KEY (policy, key)
      );
      CREATE INDEX IF NOT EXISTS rate_limit_buckets_tat ON rate_limit_buckets (tat_ms);
    `,
  },
];
