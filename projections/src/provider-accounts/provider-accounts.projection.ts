import { PROVIDER_ACCOUNT_EVENT_TYPES, PROVIDER_CREDENTIAL_NAMES, type ProviderAccountEvent, type StoredEvent } from '@waypost/contracts';
import { WRITTEN, type BulkColumn, type Projection } from '../projection';

// ── Read model: provider accounts managed by admins (issue 27, item 6), without their credentials ──
// Only which credentials are set (their names) and when. A removed account keeps its row (removed_at set) and is not
// listed; connecting it again fills the row anew. `stream_version` lets every process notice a change and reload
// the account (the credentials themselves are read from the account's stream by the code that uses them).

const COLUMNS: BulkColumn[] = (
  [
    ['key', 'text'],
    ['provider_id', 'text'],
    ['account_id', 'text'],
    ['label', 'text'],
    ['mode', 'text'],
    ['base_url', 'text'],
    ['enabled', 'boolean'],
    ['credentials_set', 'jsonb'],
    ['credentials_updated_at', 'timestamptz'],
    ['connected_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['removed_at', 'timestamptz'],
    ['stream_version', 'integer'],
  ] as const
).map(([name, type]) => ({ name, type }));

/** The names set, in the contract's order (never a value). */
const namesOf = (credentials: unknown): string[] =>
  credentials && typeof credentials === 'object' ? PROVIDER_CREDENTIAL_NAMES.filter((n) => typeof (credentials as Record<string, unknown>)[n] === 'string') : [];

export const providerAccountsProjection: Projection<'provider_accounts'> = {
  name: 'provider-accounts',
  tables: ['provider_accounts'],
  eventTypes: PROVIDER_ACCOUNT_EVENT_TYPES,
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.provider_accounts} (
      key text PRIMARY KEY,
      provider_id text NOT NULL,
      account_id text NOT NULL,
      label text NOT NULL,
      mode text NOT NULL,
      base_url text,
      enabled boolean NOT NULL,
      credentials_set jsonb NOT NULL,
      credentials_updated_at timestamptz,
      connected_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      removed_at timestamptz,
      stream_version integer NOT NULL
    );`,
  fold: {
    kind: 'rows',
    columns: { provider_accounts: COLUMNS },
    keys: { provider_accounts: ['key'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & ProviderAccountEvent;
      if (typeof event.data?.key !== 'string') return true;
      const key = event.data.key;
      const row = rows.get('provider_accounts', key);
      if (row === WRITTEN) return false;
      if (event.type === 'ProviderAccountConnected') {
        const d = event.data;
        const fresh = {
          key,
          provider_id: d.providerId,
          account_id: d.accountId,
          label: d.label,
          mode: d.mode,
          base_url: d.baseUrl,
          enabled: true,
          credentials_set: namesOf(d.credentials),
          credentials_updated_at: d.connectedAt,
          connected_at: d.connectedAt,
          updated_at: d.connectedAt,
          removed_at: null,
          stream_version: stored.version,
        };
        if (row) Object.assign(row, fresh);
        else rows.add('provider_accounts', key, fresh);
        return true;
      }
      if (!row) return true;
      row.stream_version = stored.version;
      switch (event.type) {
        case 'ProviderAccountChanged': {
          const d = event.data;
          Object.assign(row, { label: d.label, mode: d.mode, base_url: d.baseUrl, enabled: d.enabled, updated_at: d.changedAt });
          break;
        }
        case 'ProviderAccountCredentialsReplaced':
          Object.assign(row, { credentials_set: namesOf(event.data.credentials), credentials_updated_at: event.data.replacedAt, updated_at: event.data.replacedAt });
          break;
        case 'ProviderAccountRemoved':
          Object.assign(row, { enabled: false, credentials_set: [], removed_at: event.data.removedAt, updated_at: event.data.removedAt });
          break;
      }
      return true;
    },
  },
};
