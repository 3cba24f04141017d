import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { LinkedIdentity } from '@waypost/contracts';
import { DB } from '../../platform/tokens';

// ── user_identities: the (issuer, subject) identities an account signs in with besides its password ──

@Injectable()
export class IdentitiesRepository {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  async userIdFor(issuer: string, subject: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ user_id: string }>('SELECT user_id FROM user_identities WHERE issuer = $1 AND subject = $2', [issuer, subject]);
    return rows[0]?.user_id ?? null;
  }

  /** Links the identity to the account; false when the identity belongs to an account already (this one or another). */
  async link(userId: string, identity: { issuer: string; subject: string; email: string | null; emailVerified: boolean }): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO user_identities (issuer, subject, user_id, email, email_verified) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (issuer, subject) DO NOTHING`,
      [identity.issuer, identity.subject, userId, identity.email, identity.emailVerified],
    );
    return rowCount === 1;
  }

  /** What the provider said about the address this time (shown on the account page). */
  async remember(issuer: string, subject: string, email: string | null, emailVerified: boolean): Promise<void> {
    await this.pool.query('UPDATE user_identities SET email = $3, email_verified = $4 WHERE issuer = $1 AND subject = $2', [issuer, subject, email, emailVerified]);
  }

  async list(userId: string): Promise<LinkedIdentity[]> {
    const { rows } = await this.pool.query<{ issuer: string; subject: string; email: string | null; email_verified: boolean; linked_at: Date }>(
      'SELECT issuer, subject, email, email_verified, linked_at FROM user_identities WHERE user_id = $1 ORDER BY linked_at',
      [userId],
    );
    return rows.map((r) => ({ issuer: r.issuer, subject: r.subject, email: r.email, emailVerified: r.email_verified, linkedAt: r.linked_at.toISOString() }));
  }
}
