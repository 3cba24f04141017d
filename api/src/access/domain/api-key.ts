import { API_KEY_MESSAGES, type ApiKeyCreated, type ApiKeyEvent, type ApiKeyMode, type ApiKeyRevoked, type ApiKeyScope, type Role } from '@waypost/contracts';

// ── API key (stream api-key-<id>): created once, revoked once (pure) ─────────

export type ApiKeyState =
  { status: 'none'; version: number } | { status: 'active' | 'revoked'; version: number; ownerId: string; mode: ApiKeyMode; scopes: readonly ApiKeyScope[] };

export const initialState = (): ApiKeyState => ({ status: 'none', version: 0 });

export function evolve(state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  switch (event.type) {
    case 'ApiKeyCreated': {
      const { ownerId, mode, scopes } = event.data;
      return { status: 'active', version: state.version + 1, ownerId, mode, scopes };
    }
    case 'ApiKeyRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked', version: state.version + 1 };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const fold = (events: readonly { type: string; data: unknown }[]): ApiKeyState => events.reduce((s, e) => evolve(s, e as ApiKeyEvent), initialState());

export type ApiKeyCommand =
  | {
      type: 'CreateApiKey';
      data: Omit<ApiKeyCreated['data'], 'createdAt'> & { ownerRole: Role; now: string };
    }
  | { type: 'RevokeApiKey'; data: { keyId: string; ownerId: string; by: string; now: string } };

/** A refusal the caller shows as 400 on `field`. */
export class ApiKeyRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiKeyRefused';
  }
}

/** The key is not its owner's (or does not exist): 404, never 403. */
export class ApiKeyNotFound extends Error {
  constructor() {
    super('No such API key');
    this.name = 'ApiKeyNotFound';
  }
}

/** A key never exceeds its owner: the admin scope only for admins, and only live (test keys act as a shipper). */
export function decide(command: ApiKeyCommand, state: ApiKeyState): (ApiKeyCreated | ApiKeyRevoked)[] {
  switch (command.type) {
    case 'CreateApiKey': {
      const { ownerRole, now, ...data } = command.data;
      if (state.status !== 'none') return [];
      if (data.scopes.includes('admin') && ownerRole !== 'admin') throw new ApiKeyRefused('scopes', API_KEY_MESSAGES.adminScopeNeedsAdmin);
      if (data.scopes.includes('admin') && data.mode === 'test') throw new ApiKeyRefused('scopes', API_KEY_MESSAGES.testModeNoAdmin);
      if (data.expiresAt !== null && Date.parse(data.expiresAt) <= Date.parse(now)) throw new ApiKeyRefused('expiresAt', API_KEY_MESSAGES.expiryInPast);
      return [{ type: 'ApiKeyCreated', data: { ...data, createdAt: now } }];
    }
    case 'RevokeApiKey': {
      const { keyId, ownerId, by, now } = command.data;
      if (state.status === 'none' || state.ownerId !== ownerId) throw new ApiKeyNotFound();
      if (state.status === 'revoked') return [];
      return [{ type: 'ApiKeyRevoked', data: { keyId, ownerId, revokedAt: now, by } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${String((_exhaustive as { type: string }).type)}`);
    }
  }
}
