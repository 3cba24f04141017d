import type { ApiKeyCreated, ApiKeyRevoked } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { ApiKeyNotFound, ApiKeyRefused, decide, evolve, initialState, type ApiKeyCommand } from './api-key';

// ── An API key's life as specifications: created within its owner's role, revoked once ──

const spec = DeciderSpecification.for({ decide, evolve, initialState });
const NOW = '2026-11-27T05:00:00.000Z';
const base = { keyId: 'k1', ownerId: 'u1', name: 'ci', prefix: 'wp_live_AbCd', secretHash: 'h', expiresAt: null as string | null };
const create = (over: Partial<Extract<ApiKeyCommand, { type: 'CreateApiKey' }>['data']> = {}): ApiKeyCommand => ({
  type: 'CreateApiKey',
  data: { ...base, mode: 'live', scopes: ['read'], ownerRole: 'shipper', now: NOW, ...over },
});
const created = (over: Partial<ApiKeyCreated['data']> = {}): ApiKeyCreated => ({
  type: 'ApiKeyCreated',
  data: { ...base, mode: 'live', scopes: ['read'], createdAt: NOW, ...over },
});
const revoke = (ownerId = 'u1'): ApiKeyCommand => ({ type: 'RevokeApiKey', data: { keyId: 'k1', ownerId, by: ownerId, now: NOW } });
const revoked: ApiKeyRevoked = { type: 'ApiKeyRevoked', data: { keyId: 'k1', ownerId: 'u1', revokedAt: NOW, by: 'u1' } };

describe('API key decide', () => {
  it('creates a key with the command time', () => spec.given([]).when(create()).then([created()]));
  it('a retried create changes nothing', () => spec.given([created()]).when(create()).thenNothingHappened());
  it('the admin scope is refused to a non-admin owner', () =>
    spec
      .given([])
      .when(create({ scopes: ['read', 'admin'], ownerRole: 'agent' }))
      .thenThrows(ApiKeyRefused, 'only an admin may give a key the admin scope'));
  it('an admin may give a live key the admin scope', () =>
    spec
      .given([])
      .when(create({ scopes: ['admin'], ownerRole: 'admin' }))
      .then([created({ scopes: ['admin'] })]));
  it('a test key never has the admin scope, even for an admin', () =>
    spec
      .given([])
      .when(create({ mode: 'test', scopes: ['admin'], ownerRole: 'admin' }))
      .thenThrows(ApiKeyRefused, /test keys act as a shipper/));
  it('an expiry in the past is refused', () =>
    spec
      .given([])
      .when(create({ expiresAt: '2026-01-01T00:00:00.000Z' }))
      .thenThrows(ApiKeyRefused, 'must be in the future'));
  it('revokes an active key once', () => spec.given([created()]).when(revoke()).then([revoked]));
  it('revoking again changes nothing', () => spec.given([created(), revoked]).when(revoke()).thenNothingHappened());
  it("another owner's key or none at all is not found", () => {
    spec.given([created()]).when(revoke('u2')).thenThrows(ApiKeyNotFound);
    spec.given([]).when(revoke()).thenThrows(ApiKeyNotFound);
  });
});
