import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { normaliseEmail, type AdminUserRow, type CurrentUser, type Role, type UserType } from '@waypost/contracts';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@waypost/projections';
import { DB } from '../platform/tokens';

export interface UserRecord extends CurrentUser {
  passwordHash: string | null;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  role: Role;
  user_type: UserType | null;
  email_verified_at: Date | null;
}

export const toCurrentUser = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  profileImageUrl: r.profile_image_url,
  role: r.role,
  userType: r.user_type,
  emailVerified: r.email_verified_at !== null && r.email_verified_at !== undefined,
  passwordHash: r.password_hash,
});

/** The address of an account that has none it may claim (`.invalid` can never receive mail). */
export const placeholderEmail = (): string => `unclaimed-${randomUUID()}@waypost.invalid`;

export const publicUser = ({ passwordHash: _omit, ...user }: UserRecord): CurrentUser => user;

@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM users WHERE email = $1', [normaliseEmail(email)]);
    return rows[0] ? toCurrentUser(rows[0]) : null;
  }

  async findById(id: string): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ? toCurrentUser(rows[0]) : null;
  }

  /** Inserts a user; returns null when the email is taken. */
  async create(user: {
    email: string;
    passwordHash: string | null;
    firstName: string;
    lastName: string;
    role: Role;
    userType: UserType | null;
    oidcSubject?: string;
    profileImageUrl?: string | null;
    /** Set only where the address was proven (a demo account of the embedded default, a verified provider claim). */
    emailVerified?: boolean;
  }): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, user_type, oidc_subject, profile_image_url, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10 THEN now() END) ON CONFLICT (email) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        normaliseEmail(user.email),
        user.passwordHash,
        user.firstName,
        user.lastName,
        user.role,
        user.userType,
        user.oidcSubject ?? null,
        user.profileImageUrl ?? null,
        user.emailVerified === true,
      ],
    );
    return rows[0] ? toCurrentUser(rows[0]) : null;
  }

  /** Replaces a hash with a stronger one, unless it changed meanwhile. */
  async replacePasswordHash(id: string, previous: string, next: string): Promise<void> {
    await this.pool.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [id, previous, next]);
  }

  /** Refreshes what the identity provider says about the person (only the fields it sent). */
  async refreshProfile(id: string, profile: { firstName?: string; lastName?: string; profileImageUrl?: string }): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>(
      `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), profile_image_url = coalesce($4, profile_image_url)
        WHERE id = $1 RETURNING *`,
      [id, profile.firstName ?? null, profile.lastName ?? null, profile.profileImageUrl ?? null],
    );
    return rows[0] ? toCurrentUser(rows[0]) : null;
  }

  /**
   * An address nobody proved does not keep it from its owner: the unconfirmed account gives it up (it gets a
   * placeholder, its pending confirmation links die). Returns whether it did (false: confirmed meanwhile).
   */
  async releaseUnverifiedEmail(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`UPDATE users SET email = $2 WHERE id = $1 AND email_verified_at IS NULL`, [id, placeholderEmail()]);
    if (rowCount !== 1) return false;
    await this.pool.query('DELETE FROM email_verifications WHERE user_id = $1', [id]);
    return true;
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.pool.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
  }

  /** Accounts for the admin's list (newest first), optionally those whose email or name contains `q`. */
  /** Accounts newest first, a keyset page over (created_at, id); `q` matches email or name. */
  list(query: { q?: string }, page: KeysetRequest): Promise<KeysetPage<AdminUserRow>> {
    const where = query.q ? ["strpos(lower(u.email || ' ' || u.first_name || ' ' || u.last_name), lower($1)) > 0"] : [];
    const select = 'u.*, (SELECT count(*) FROM user_identities i WHERE i.user_id = u.id) AS identities';
    const key = [
      { column: 'u.created_at', type: 'timestamptz' as const },
      { column: 'u.id', type: 'uuid' as const },
    ];
    return keysetPage<UserRow & { created_at: Date; identities: string }, AdminUserRow>(
      this.pool,
      { select, from: 'users u', where, values: query.q ? [query.q] : [], key },
      page,
      (r) => ({
        id: r.id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        role: r.role,
        emailVerified: r.email_verified_at !== null,
        identities: Number(r.identities),
        createdAt: r.created_at.toISOString(),
      }),
    );
  }

  async findByOidcSubject(subject: string): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>('SELECT * FROM users WHERE oidc_subject = $1', [subject]);
    return rows[0] ? toCurrentUser(rows[0]) : null;
  }
}
