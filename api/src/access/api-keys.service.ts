import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
  type ApiKeyCreated,
  type ApiKeyInfo,
  type ApiKeyMode,
  type ApiKeyRevoked,
  type ApiKeyScope,
  type CurrentUser,
} from '@waypost/contracts';
import { DB } from '../platform/tokens';
import type { RequestCredential } from '../platform/auth/auth.decorators';
import { uuidV5 } from '../platform/event-store/ids';
import { sha256 } from './password';
import { publicUser, toCurrentUser } from './users.repository';

// ── API keys: the rows that follow each api-key-<id> stream, and the lookup of a key on a request ──
// A key is found by the SHA-256 of the whole key (256 random bits: no slow hash needed). Lookups are cached for a
// few seconds like sessions; a revocation in this process drops its entry at once, other processes within CACHE_MS.
// Last use is written at most once a minute per key (a conditional UPDATE, off the request's path).

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const LAST_USED_EVERY_MS = 60_000;

/** The owner's test principal: every owner-scoped read and command of a test key is this account's, not the owner's. */
export const testPrincipalId = (ownerId: string): string => uuidV5(`waypost/test-principal/${ownerId}`);
/** Its address: `.invalid` never receives mail, and nobody can sign up with it. */
export const testPrincipalEmail = (ownerId: string): string => `test-${ownerId}@sandbox.waypost.invalid`;

export type KeyResolution = { ok: true; user: CurrentUser; credential: Extract<RequestCredential, { kind: 'api-key' }> } | { ok: false; message: string };

interface KeyRow {
  key_id: string;
  name: string;
  mode: ApiKeyMode;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

interface Cached {
  row: (KeyRow & { user: CurrentUser }) | null;
  until: number;
}

const info = (r: KeyRow): ApiKeyInfo => ({
  id: r.key_id,
  name: r.name,
  mode: r.mode,
  prefix: r.prefix,
  scopes: r.scopes,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  expiresAt: r.expires_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

const KEY_COLUMNS = 't.id AS key_id, t.name, t.mode, t.prefix, t.scopes, t.created_at, t.last_used_at, t.expires_at, t.revoked_at';

@Injectable()
export class ApiKeysService {
  private readonly cache = new Map<string, Cached>();
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(@Inject(DB) private readonly pool: Pool) {}

  /** True when the bearer credential has the shape of an API key (then it is never tried as a CLI token). */
  static isKey = (bearer: string): boolean => API_KEY_PATTERN.test(bearer);

  async resolve(key: string, now = Date.now()): Promise<KeyResolution> {
    const hash = sha256(key);
    let hit = this.cache.get(hash);
    if (!hit || hit.until <= now) {
      const { rows } = await this.pool.query(`SELECT ${KEY_COLUMNS}, u.* FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 AND t.kind = 'key'`, [hash]);
      const r = rows[0] as (KeyRow & Parameters<typeof toCurrentUser>[0]) | undefined;
      hit = { row: r ? { ...r, user: publicUser(toCurrentUser(r)) } : null, until: now + CACHE_MS };
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(hash, hit);
    }
    const row = hit.row;
    if (!row) return { ok: false, message: API_KEY_MESSAGES.invalid };
    if (row.revoked_at) return { ok: false, message: API_KEY_MESSAGES.revoked };
    if (row.expires_at && row.expires_at.getTime() <= now) return { ok: false, message: API_KEY_MESSAGES.expired };
    this.noteUse(row.key_id, now);
    const owner = row.user;
    const credential = { kind: 'api-key' as const, keyId: row.key_id, ownerId: owner.id, mode: row.mode, scopes: row.scopes };
    if (row.mode === 'live') return { ok: true, user: owner, credential };
    // a test key acts as the owner's test principal, a shipper: staff roles would read everyone's (live) data
    const user: CurrentUser = { ...owner, id: testPrincipalId(owner.id), email: testPrincipalEmail(owner.id), role: 'shipper' };
    return { ok: true, user, credential };
  }

  async list(ownerId: string): Promise<ApiKeyInfo[]> {
    const { rows } = await this.pool.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_tokens t WHERE t.user_id = $1 AND t.kind = 'key' ORDER BY t.created_at, t.id`, [ownerId]);
    return rows.map(info);
  }

  async get(ownerId: string, keyId: string): Promise<ApiKeyInfo | null> {
    const { rows } = await this.pool.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_tokens t WHERE t.id = $1 AND t.user_id = $2 AND t.kind = 'key'`, [keyId, ownerId]);
    return rows[0] ? info(rows[0]) : null;
  }

  /** The row follows the stream: applied after ApiKeyCreated was appended (idempotent: a retried command finds it). */
  async applyCreated({ data: e }: ApiKeyCreated): Promise<void> {
    await this.pool.query(
      `INSERT INTO api_tokens (id, user_id, name, token_hash, created_at, kind, mode, scopes, prefix, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'key', $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [e.keyId, e.ownerId, e.name, e.secretHash, e.createdAt, e.mode, e.scopes, e.prefix, e.expiresAt],
    );
  }

  async applyRevoked({ data: e }: ApiKeyRevoked): Promise<void> {
    const { rows } = await this.pool.query<{ token_hash: string }>(
      `UPDATE api_tokens SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 AND kind = 'key' RETURNING token_hash`,
      [e.keyId, e.revokedAt],
    );
    for (const r of rows) this.cache.delete(r.token_hash);
  }

  private noteUse(keyId: string, now: number): void {
    if (now - (this.lastUsedWritten.get(keyId) ?? 0) < LAST_USED_EVERY_MS) return;
    if (this.lastUsedWritten.size >= CACHE_MAX) this.lastUsedWritten.clear();
    this.lastUsedWritten.set(keyId, now);
    this.pool
      .query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [keyId])
      .catch(() => this.lastUsedWritten.delete(keyId));
  }
}
