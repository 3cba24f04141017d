import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@waypost/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTokenInfo, CreatedApiToken, CurrentUser } from '@waypost/contracts';
import { APP_CONFIG, DB } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { SESSION_COOKIE, readCookie, setCookie } from './cookies';
import { newSecret, sha256 } from './password';
import { toCurrentUser, publicUser } from './users.repository';

// ── Sessions (cookie) and API tokens (Bearer): both stored as hashes ─────────
// Lookups are cached for a few seconds so an authenticated request costs no query on the hot path;
// revocation reaches other processes within CACHE_MS.

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

interface Cached {
  user: CurrentUser | null;
  until: number;
}

@Injectable()
export class SessionsService {
  private readonly cache = new Map<string, Cached>();

  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh session id for every sign-in (no session fixation). */
  async createSession(userId: string, idToken?: string): Promise<{ id: string; maxAgeSeconds: number }> {
    const id = newSecret();
    const maxAgeSeconds = Math.round(this.config.SESSION_TTL_HOURS * 3600);
    await this.pool.query('INSERT INTO sessions (id_hash, user_id, expires_at, id_token) VALUES ($1, $2, now() + make_interval(secs => $3), $4)', [
      sha256(id),
      userId,
      maxAgeSeconds,
      idToken ?? null,
    ]);
    return { id, maxAgeSeconds };
  }

  /** Signs in on this browser: ends the session it brought (never kept across a sign-in), sets a new one. */
  async begin(request: FastifyRequest, reply: FastifyReply, userId: string, idToken?: string): Promise<void> {
    const previous = readCookie(request, SESSION_COOKIE);
    if (previous) await this.endSession(previous);
    const session = await this.createSession(userId, idToken);
    setCookie(request, reply, SESSION_COOKIE, session.id, session.maxAgeSeconds);
  }

  /** Ends the session; returns the provider's ID token when it was a single sign-on session (for its sign-out). */
  async endSession(id: string): Promise<{ idToken: string | null }> {
    const hash = sha256(id);
    this.cache.delete(`s:${hash}`);
    const { rows } = await this.pool.query<{ id_token: string | null }>('DELETE FROM sessions WHERE id_hash = $1 RETURNING id_token', [hash]);
    return { idToken: rows[0]?.id_token ?? null };
  }

  async userForSession(id: string): Promise<CurrentUser | null> {
    return this.cached(`s:${sha256(id)}`, async (key) => {
      const { rows } = await this.pool.query('SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1 AND s.expires_at > now()', [key.slice(2)]);
      return rows[0] ? publicUser(toCurrentUser(rows[0])) : null;
    });
  }

  async userForToken(token: string): Promise<CurrentUser | null> {
    return this.cached(`t:${sha256(token)}`, async (key) => {
      const { rows } = await this.pool.query(
        `UPDATE api_tokens t SET last_used_at = now() FROM users u
          WHERE t.token_hash = $1 AND t.kind = 'token' AND t.revoked_at IS NULL AND u.id = t.user_id RETURNING u.*`,
        [key.slice(2)],
      );
      return rows[0] ? publicUser(toCurrentUser(rows[0])) : null;
    });
  }

  async createToken(userId: string, name: string): Promise<CreatedApiToken> {
    const token = newSecret('wp_');
    const id = randomUUID();
    const { rows } = await this.pool.query<{ created_at: Date }>('INSERT INTO api_tokens (id, user_id, name, token_hash) VALUES ($1, $2, $3, $4) RETURNING created_at', [
      id,
      userId,
      name,
      sha256(token),
    ]);
    return { id, name, token, createdAt: rows[0]!.created_at.toISOString(), lastUsedAt: null };
  }

  /** The user's live tokens, oldest first over (created_at, id). */
  listTokens(userId: string, page: KeysetRequest): Promise<KeysetPage<ApiTokenInfo>> {
    const key = [
      { column: 'created_at', type: 'timestamptz' as const },
      { column: 'id', type: 'uuid' as const },
    ];
    return keysetPage<{ id: string; name: string; created_at: Date; last_used_at: Date | null }, ApiTokenInfo>(
      this.pool,
      { select: 'id, name, created_at, last_used_at', from: 'api_tokens', where: ['user_id = $1', "kind = 'token'", 'revoked_at IS NULL'], values: [userId], key, order: 'asc' },
      page,
      (r) => ({ id: r.id, name: r.name, createdAt: r.created_at.toISOString(), lastUsedAt: r.last_used_at?.toISOString() ?? null }),
    );
  }

  async revokeToken(userId: string, id: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ token_hash: string }>(
      "UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND kind = 'token' AND revoked_at IS NULL RETURNING token_hash",
      [id, userId],
    );
    for (const r of rows) this.cache.delete(`t:${r.token_hash}`);
    return rows.length > 0;
  }

  /** Drops every cached lookup in this process (after sessions or tokens were ended in bulk). */
  forgetCached(): void {
    this.cache.clear();
  }

  private async cached(key: string, load: (key: string) => Promise<CurrentUser | null>): Promise<CurrentUser | null> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.user;
    const user = await load(key);
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, { user, until: now + CACHE_MS });
    return user;
  }
}
