import {
  credentialIssues,
  modeOfKey,
  PROVIDER_DISPLAY_NAMES,
  PROVIDERS_NEEDING_BASE_URL,
  type ManagedProviderId,
  type ProviderAccountEvent,
  type ProviderAccountMode,
  type ProviderCredentials,
} from '@waypost/contracts';

// ── A provider account managed by admins (stream provider-account-<key>): state, evolve, decide (pure) ──
// Issue 27, item 6. The credentials travel in the events, sealed at rest by the event store under the connection's
// own key (personal-data.ts); removal deletes that key, so a removed account's credentials cannot be read again. A
// removed account may be connected again: a new connection, a new key.

interface AccountFields {
  version: number;
  key: string;
  providerId: ManagedProviderId;
  accountId: string;
  label: string;
  mode: ProviderAccountMode;
  baseUrl: string | null;
  enabled: boolean;
  connectionId: string;
  credentials: ProviderCredentials;
}

export type ProviderAccountState = { status: 'none'; version: 0 } | ({ status: 'connected' } & AccountFields) | ({ status: 'removed' } & AccountFields);

export type ConnectedProviderAccount = Extract<ProviderAccountState, { status: 'connected' }>;

export const initialProviderAccount = (): ProviderAccountState => ({ status: 'none', version: 0 });

export function evolveProviderAccount(state: ProviderAccountState, event: ProviderAccountEvent): ProviderAccountState {
  const version = state.version + 1;
  if (event.type === 'ProviderAccountConnected') {
    const d = event.data;
    return {
      status: 'connected',
      version,
      key: d.key,
      providerId: d.providerId,
      accountId: d.accountId,
      label: d.label,
      mode: d.mode,
      baseUrl: d.baseUrl,
      enabled: true,
      connectionId: d.connectionId,
      credentials: d.credentials,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ProviderAccountChanged': {
      const { label, mode, baseUrl, enabled } = event.data;
      return { ...state, version, label, mode, baseUrl, enabled };
    }
    case 'ProviderAccountCredentialsReplaced':
      return { ...state, version, credentials: event.data.credentials };
    case 'ProviderAccountRemoved':
      return { ...state, version, status: 'removed' as const, enabled: false, credentials: {} };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const foldProviderAccount = (events: readonly { type: string; data: unknown }[]): ProviderAccountState =>
  events.reduce((s, e) => evolveProviderAccount(s, e as ProviderAccountEvent), initialProviderAccount());

// ── Commands ─────────────────────────────────────────────────────────────────
export type ProviderAccountCommand =
  | {
      type: 'ConnectProviderAccount';
      data: {
        key: string;
        providerId: ManagedProviderId;
        accountId: string;
        label: string;
        mode: ProviderAccountMode | undefined;
        baseUrl: string | null;
        connectionId: string;
        credentials: ProviderCredentials;
        by: string | null;
        now: string;
      };
    }
  | {
      type: 'ChangeProviderAccount';
      data: { key: string; label?: string; mode?: ProviderAccountMode; baseUrl?: string | null; enabled?: boolean; by: string | null; now: string };
    }
  | { type: 'ReplaceProviderCredentials'; data: { key: string; credentials: ProviderCredentials; by: string | null; now: string } }
  | { type: 'RemoveProviderAccount'; data: { key: string; by: string | null; now: string } };

/** No such account, or it was removed (HTTP 404). */
export class ProviderAccountNotFoundError extends Error {
  constructor(key: string) {
    super(`Provider account ${key} not found`);
    this.name = 'ProviderAccountNotFoundError';
  }
}

/** An account with this key is connected already (HTTP 409). */
export class ProviderAccountExistsError extends Error {
  constructor(key: string) {
    super(`Provider account ${key} exists; change it, replace its credentials, or remove it first`);
    this.name = 'ProviderAccountExistsError';
  }
}

/** The change would leave the account unusable (HTTP 400, naming the field). */
export class ProviderAccountInvalidError extends Error {
  readonly issues: { field: string; message: string }[];
  constructor(issues: { field: string; message: string }[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
    this.name = 'ProviderAccountInvalidError';
    this.issues = issues;
  }
}

const connected = (state: ProviderAccountState, key: string): ConnectedProviderAccount => {
  if (state.status !== 'connected') throw new ProviderAccountNotFoundError(key);
  return state;
};

/** The mode and base URL an account may have with these credentials; issues name the request's fields. */
function settingsIssues(providerId: ManagedProviderId, mode: ProviderAccountMode, baseUrl: string | null, credentials: ProviderCredentials, credentialsField: string) {
  const issues: { field: string; message: string }[] = [];
  const keyMode = modeOfKey(providerId, credentials.apiKey);
  if (keyMode && keyMode !== mode) issues.push({ field: 'mode', message: `is ${mode}, but the API key is a ${keyMode} key of ${PROVIDER_DISPLAY_NAMES[providerId]}` });
  if (baseUrl === null && PROVIDERS_NEEDING_BASE_URL.includes(providerId))
    issues.push({ field: 'baseUrl', message: `is required for ${PROVIDER_DISPLAY_NAMES[providerId]} (the address of your server)` });
  for (const i of credentialIssues(providerId, credentials)) issues.push({ field: `${credentialsField}.${i.name}`, message: i.message });
  return issues;
}

export function decideProviderAccount(command: ProviderAccountCommand, state: ProviderAccountState): ProviderAccountEvent[] {
  switch (command.type) {
    case 'ConnectProviderAccount': {
      const { now, by, mode, ...d } = command.data;
      if (state.status === 'connected') throw new ProviderAccountExistsError(d.key);
      // the key says its mode where it can (EasyPost, Shippo); the carriers' own APIs default to their test hosts
      const chosen = mode ?? modeOfKey(d.providerId, d.credentials.apiKey) ?? 'test';
      const issues = settingsIssues(d.providerId, chosen, d.baseUrl, d.credentials, 'credentials');
      if (issues.length) throw new ProviderAccountInvalidError(issues);
      return [{ type: 'ProviderAccountConnected', data: { ...d, mode: chosen, connectedBy: by, connectedAt: now } }];
    }
    case 'ChangeProviderAccount': {
      const d = command.data;
      const s = connected(state, d.key);
      const next = { label: d.label ?? s.label, mode: d.mode ?? s.mode, baseUrl: d.baseUrl === undefined ? s.baseUrl : d.baseUrl, enabled: d.enabled ?? s.enabled };
      if (next.label === s.label && next.mode === s.mode && next.baseUrl === s.baseUrl && next.enabled === s.enabled) return [];
      const issues = settingsIssues(s.providerId, next.mode, next.baseUrl, s.credentials, 'credentials');
      if (issues.length) throw new ProviderAccountInvalidError(issues);
      return [{ type: 'ProviderAccountChanged', data: { key: d.key, ...next, changedBy: d.by, changedAt: d.now } }];
    }
    case 'ReplaceProviderCredentials': {
      const d = command.data;
      const s = connected(state, d.key);
      const issues = settingsIssues(s.providerId, s.mode, s.baseUrl, d.credentials, 'credentials');
      if (issues.length) throw new ProviderAccountInvalidError(issues);
      return [{ type: 'ProviderAccountCredentialsReplaced', data: { key: d.key, connectionId: s.connectionId, credentials: d.credentials, replacedBy: d.by, replacedAt: d.now } }];
    }
    case 'RemoveProviderAccount': {
      const d = command.data;
      const s = connected(state, d.key);
      return [{ type: 'ProviderAccountRemoved', data: { key: d.key, connectionId: s.connectionId, removedBy: d.by, removedAt: d.now } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
