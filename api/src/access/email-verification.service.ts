import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool, PoolClient } from 'pg';
import { normaliseEmail, type UserType } from '@waypost/contracts';
import { APP_CONFIG, DB } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { commandContext } from '../platform/event-store/command-context';
import { uuidV5 } from '../platform/event-store/ids';
import { RecordEmailVerifiedCommand } from './commands/record-email-verified.command';
import { ACCOUNT_MAIL, VERIFICATION_LINK_HOURS, type MailMessage } from './mail/account-mail';
import { MailOutbox } from './mail/mail-outbox';
import { newSecret, sha256 } from './password';
import { PasswordsService } from './passwords.service';
import { toCurrentUser, type UserRecord } from './users.repository';

// ── Sign-up with a proven address; confirming it; asking for a new link ─────
// Sign-up answers the same whatever the address (no enumeration) and does the same work: one password hash, one
// mail. A new address gets an unconfirmed account and a link. An address whose account was never confirmed gets a
// link that carries the new sign-up's password and name: whoever opens it with that password owns the account
// (the owner of a mailbox wins over someone who typed their address first). A confirmed address gets a note instead.
// A link is a single-use secret stored as its SHA-256, for VERIFICATION_LINK_HOURS. Mail is written in the language of
// the request that caused it (the sign-up's or the resend's page: requestLanguage), English by default.

export const RESEND_AFTER_SECONDS = 60;
const NOTE_AT_MOST_EVERY_SECONDS = 15 * 60;

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

export interface PendingVerification {
  userId: string;
  email: string;
  /** The password that opening the link needs: a re-sign-up's, else the account's. */
  passwordHash: string | null;
  /** True when the link was made by a sign-up over an unconfirmed account (its password and name replace the old). */
  replacesCredentials: boolean;
}

export type ConfirmResult = { ok: true; user: UserRecord } | { ok: false; reason: 'invalid' };

interface TokenRow {
  token_hash: string;
  user_id: string;
  email: string;
  pending_password_hash: string | null;
  pending_first_name: string | null;
  pending_last_name: string | null;
  pending_user_type: UserType | null;
  user_email: string;
  password_hash: string | null;
}

@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordsService,
    private readonly outbox: MailOutbox,
    private readonly commands: CommandBus,
  ) {}

  /** Where links in mail point: PUBLIC_URL, else this server's own address (never the request's Host header). */
  get baseUrl(): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL.replace(/\/+$/, '');
    const host = ['0.0.0.0', '::', ''].includes(this.config.HOST) ? '127.0.0.1' : this.config.HOST;
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.config.PORT}`;
  }

  async signUp(input: SignUpInput, language = 'en'): Promise<void> {
    const email = normaliseEmail(input.email);
    const passwordHash = await this.passwords.hash(input.password);
    const mails = await this.transaction(async (db) => {
      const created = await db.query<{ id: string }>(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, role, user_type)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, 'shipper', $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash, input.firstName, input.lastName, input.userType],
      );
      if (created.rows[0]) return [await this.issue(db, created.rows[0].id, email, input.firstName, language)];
      const { rows } = await db.query<{ id: string; email_verified_at: Date | null }>('SELECT id, email_verified_at FROM users WHERE email = $1 FOR UPDATE', [email]);
      const existing = rows[0];
      if (existing && !existing.email_verified_at) {
        const pending = { passwordHash, firstName: input.firstName, lastName: input.lastName, userType: input.userType };
        return [await this.issue(db, existing.id, email, input.firstName, language, pending)];
      }
      if (await this.outbox.sentRecently(db, email, 'already-registered', NOTE_AT_MOST_EVERY_SECONDS)) return [];
      return [await this.outbox.queue(db, ACCOUNT_MAIL.alreadyRegistered(email, `${this.baseUrl}/api/login`, language))];
    });
    for (const mail of mails) this.outbox.announce(mail);
  }

  /** A new link for a signed-in account that has not confirmed its address; null when one went out moments ago. */
  async resend(user: { id: string; email: string; firstName: string }, language = 'en'): Promise<{ sent: true } | { sent: false; retryAfter: number }> {
    const result = await this.transaction(async (db) => {
      await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const { rows } = await db.query<{ wait: string | null }>(
        `SELECT ceil(extract(epoch FROM max(created_at) + make_interval(secs => $2) - now()))::text AS wait
           FROM email_verifications WHERE user_id = $1`,
        [user.id, RESEND_AFTER_SECONDS],
      );
      const wait = Number(rows[0]?.wait ?? 0);
      if (wait > 0) return { sent: false as const, retryAfter: wait };
      return { sent: true as const, mail: await this.issue(db, user.id, user.email, user.firstName, language) };
    });
    if (!result.sent) return result;
    this.outbox.announce(result.mail);
    return { sent: true };
  }

  /** The account a link belongs to, if the link is still good. */
  async pending(token: string): Promise<PendingVerification | null> {
    const row = await this.tokenRow(token);
    if (!row) return null;
    return { userId: row.user_id, email: row.email, passwordHash: row.pending_password_hash ?? row.password_hash, replacesCredentials: row.pending_password_hash !== null };
  }

  /**
   * Confirms the address (the caller has checked the password or the session). Steps, each safe to repeat: mark the
   * account, record EmailVerified (its command id comes from the token: a retry appends nothing), then use up the link
   * and every other link of the account. A failure before the last step leaves the link usable for a retry.
   */
  async confirm(token: string, requestId?: string): Promise<ConfirmResult> {
    const row = await this.tokenRow(token);
    if (!row) return { ok: false, reason: 'invalid' };
    const user = await this.transaction(async (db) => {
      const { rows } = await db.query(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()),
            password_hash = coalesce($2, password_hash), first_name = coalesce($3, first_name),
            last_name = coalesce($4, last_name), user_type = coalesce($5, user_type)
          WHERE id = $1 AND email = $6 RETURNING *`,
        [row.user_id, row.pending_password_hash, row.pending_first_name, row.pending_last_name, row.pending_user_type, row.email],
      );
      if (row.pending_password_hash !== null && row.password_hash !== row.pending_password_hash) {
        // Whoever signed up first with this address (and never proved it) loses every way in.
        await db.query('DELETE FROM sessions WHERE user_id = $1', [row.user_id]);
        await db.query('UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [row.user_id]);
      }
      return rows[0] ? toCurrentUser(rows[0]) : null;
    });
    if (!user) return { ok: false, reason: 'invalid' };
    const ctx = commandContext({ actor: { kind: 'user', id: row.user_id }, requestId });
    const commandId = uuidV5(`email-verification/${row.token_hash}`);
    await this.commands.execute(new RecordEmailVerifiedCommand(row.user_id, row.email, { ...ctx, commandId, correlationId: commandId }));
    await this.pool.query(`UPDATE email_verifications SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL;`, [row.token_hash]);
    await this.pool.query('DELETE FROM email_verifications WHERE user_id = $1 AND used_at IS NULL', [row.user_id]);
    return { ok: true, user };
  }

  // ── helpers ───────────────────────────────────────────────────────────────
  private async issue(
    db: PoolClient,
    userId: string,
    email: string,
    name: string,
    language: string,
    pending?: { passwordHash: string; firstName: string; lastName: string; userType: UserType },
  ): Promise<MailMessage> {
    const token = newSecret();
    await db.query(
      `INSERT INTO email_verifications (token_hash, user_id, email, pending_password_hash, pending_first_name, pending_last_name, pending_user_type, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
      [
        sha256(token),
        userId,
        normaliseEmail(email),
        pending?.passwordHash ?? null,
        pending?.firstName ?? null,
        pending?.lastName ?? null,
        pending?.userType ?? null,
        VERIFICATION_LINK_HOURS,
      ],
    );
    const link = `${this.baseUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
    return this.outbox.queue(db, ACCOUNT_MAIL.verifyEmail(email, name, link, language));
  }

  private async tokenRow(token: string): Promise<TokenRow | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const { rows } = await this.pool.query<TokenRow>(
      `SELECT v.*, u.email AS user_email, u.password_hash FROM email_verifications v JOIN users u ON u.id = v.user_id
        WHERE v.token_hash = $1 AND v.used_at IS NULL AND v.expires_at > now()`,
      [sha256(token)],
    );
    const row = rows[0];
    return row && row.user_email === row.email ? row : null;
  }

  private async transaction<T>(work: (db: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
