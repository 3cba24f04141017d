import type { Pool } from 'pg';
import type { ManagedProviderId, ProviderAccountMode, ProviderCredentialName } from '@waypost/contracts';

// ── Queries of the provider accounts read model (issue 27, item 6) ───────────

export interface ProviderAccountRow {
  key: string;
  providerId: ManagedProviderId;
  accountId: string;
  label: string;
  mode: ProviderAccountMode;
  baseUrl: string | null;
  enabled: boolean;
  credentialsSet: ProviderCredentialName[];
  credentialsUpdatedAt: string | null;
  connectedAt: string;
  updatedAt: string;
  streamVersion: number;
}

interface Row {
  key: string;
  provider_id: ManagedProviderId;
  account_id: string;
  label: string;
  mode: ProviderAccountMode;
  base_url: string | null;
  enabled: boolean;
  credentials_set: ProviderCredentialName[];
  credentials_updated_at: Date | null;
  connected_at: Date;
  updated_at: Date;
  stream_version: number;
}

const toAccount = (r: Row): ProviderAccountRow => ({
  key: r.key,
  providerId: r.provider_id,
  accountId: r.account_id,
  label: r.label,
  mode: r.mode,
  baseUrl: r.base_url,
  enabled: r.enabled,
  credentialsSet: r.credentials_set,
  credentialsUpdatedAt: r.credentials_updated_at?.toISOString() ?? null,
  connectedAt: r.connected_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  streamVersion: r.stream_version,
});

const COLUMNS = 'key, provider_id, account_id, label, mode, base_url, enabled, credentials_set, credentials_updated_at, connected_at, updated_at, stream_version';

/** The accounts not removed, by key. */
export async function listProviderAccounts(pool: Pool): Promise<ProviderAccountRow[]> {
  const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM provider_accounts WHERE removed_at IS NULL ORDER BY key`);
  return rows.map(toAccount);
}

/** One account not removed (null: none). */
export async function findProviderAccount(pool: Pool, key: string): Promise<ProviderAccountRow | null> {
  const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM provider_accounts WHERE key = $1 AND removed_at IS NULL`, [key]);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** Every account's key and stream version (removed ones too): what a process compares with what it loaded. */
export async function providerAccountVersions(pool: Pool): Promise<Map<string, { version: number; removed: boolean }>> {
  const { rows } = await pool.query<{ key: string; stream_version: number; removed: boolean }>(
    'SELECT key, stream_version, removed_at IS NOT NULL AS removed FROM provider_accounts',
  );
  return new Map(rows.map((r) => [r.key, { version: r.stream_version, removed: r.removed }]));
}
