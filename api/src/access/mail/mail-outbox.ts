import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { normaliseEmail, type OutboxMail } from '@waypost/contracts';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@waypost/projections';
import { APP_CONFIG, DB, LOGGER } from '../../platform/tokens';
import type { AppConfig } from '../../platform/config/config';
import type { Logger } from '../../platform/logger';
import type { MailMessage } from './account-mail';

// ── The mail outbox: every account mail is a row, written with the change that caused it ──
// Embedded default (no SMTP_URL): the outbox is where mail ends up; each mail is announced in the log (one line, its
// link included) and admins list it (GET /api/admin/mail/outbox, `waypost mail outbox`). With SMTP_URL the mail
// sender delivers it (mail-sender.ts) and the text is dropped once sent (its links are secrets).

type Queryable = Pick<Pool | PoolClient, 'query'>;

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body: string | null;
  kind: string;
  created_at: Date;
  sent_at: Date | null;
  failed: boolean;
  last_error: string | null;
}

const LINK = /https?:\/\/\S+/;

@Injectable()
export class MailOutbox {
  private readonly log: Logger;

  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.log = logger.child('mail');
  }

  get smtp(): boolean {
    return Boolean(this.config.SMTP_URL);
  }

  /** Writes the mail (inside the caller's transaction when given one); announce() it after the commit. */
  async queue(db: Queryable, mail: MailMessage): Promise<MailMessage> {
    await db.query('INSERT INTO mail_outbox (id, recipient, subject, body, kind) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      normaliseEmail(mail.to),
      mail.subject,
      mail.text,
      mail.kind,
    ]);
    return mail;
  }

  /** One log line per mail: with its link in the embedded default (that is its delivery), without it under SMTP. */
  announce(mail: MailMessage): void {
    if (this.smtp) return this.log.info(`mail to ${mail.to} queued for SMTP: ${mail.subject}`);
    const link = LINK.exec(mail.text)?.[0];
    this.log.info(`mail to ${mail.to} (outbox; SMTP_URL unset): ${mail.subject}${link ? ` ${link}` : ''}`);
  }

  /** Was a mail of this kind written to this address in the last `seconds`? */
  async sentRecently(db: Queryable, to: string, kind: MailMessage['kind'], seconds: number): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3) LIMIT 1', [
      normaliseEmail(to),
      kind,
      seconds,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** Mail newest first, a keyset page over (created_at, id). */
  list(filter: { to?: string }, page: KeysetRequest): Promise<KeysetPage<OutboxMail>> {
    const where = filter.to ? ['recipient = $1'] : [];
    const values = filter.to ? [normaliseEmail(filter.to)] : [];
    const key = [
      { column: 'created_at', type: 'timestamptz' as const },
      { column: 'id', type: 'uuid' as const },
    ];
    return keysetPage<OutboxRow, OutboxMail>(this.pool, { select: '*', from: 'mail_outbox', where, values, key }, page, (r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      kind: r.kind,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
      status: r.sent_at ? 'sent' : r.failed ? 'failed' : 'outbox',
      lastError: r.last_error,
    }));
  }
}
