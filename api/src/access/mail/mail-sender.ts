import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Pool, PoolClient } from 'pg';
import { APP_CONFIG, BACKGROUND_DB, LOGGER } from '../../platform/tokens';
import type { AppConfig } from '../../platform/config/config';
import { LeaderLoop } from '../../platform/background/leader-loop';
import type { Logger } from '../../platform/logger';

// ── Delivers the outbox over SMTP (nodemailer) when SMTP_URL is set ─────────
// One sender across processes (advisory lock). A failed delivery is retried after 1, 2, 4 … 60 minutes and given up
// after MAX_ATTEMPTS (the row says why). A sent mail's text is dropped: its links are secrets.

const MAX_ATTEMPTS = 8;
const BATCH = 20;

interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

export class MailSenderLoop extends LeaderLoop {
  constructor(
    pool: Pool,
    private readonly transport: Pick<Transporter, 'sendMail'>,
    private readonly from: string,
    log: (m: string) => void,
  ) {
    super(pool, 'mail-sender', log);
  }

  /** Sends what is due now (tests and tools; without the lock). */
  async runOnce(): Promise<number> {
    const client = await this.pool.connect();
    try {
      return await this.sendDue(client);
    } finally {
      client.release();
    }
  }

  protected async whileLeader(client: PoolClient): Promise<void> {
    this.status = 'live';
    while (!this.stopping) {
      const sent = await this.sendDue(client);
      if (sent === 0) await this.pause(1000);
    }
  }

  private async sendDue(client: PoolClient): Promise<number> {
    const { rows } = await client.query<DueMail>(
      `SELECT id, recipient, subject, body, attempts FROM mail_outbox
        WHERE sent_at IS NULL AND NOT failed AND body IS NOT NULL AND next_attempt_at <= now()
        ORDER BY next_attempt_at LIMIT $1`,
      [BATCH],
    );
    for (const mail of rows) {
      try {
        await this.transport.sendMail({ from: this.from, to: mail.recipient, subject: mail.subject, text: mail.body });
        await client.query('UPDATE mail_outbox SET sent_at = now(), body = NULL, attempts = attempts + 1, last_error = NULL WHERE id = $1', [mail.id]);
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = (error as Error).message.slice(0, 500);
        await client.query(
          `UPDATE mail_outbox SET attempts = $2, last_error = $3, failed = $4,
             next_attempt_at = now() + make_interval(mins => least(60, power(2, $2 - 1)::int)) WHERE id = $1`,
          [mail.id, attempts, message, attempts >= MAX_ATTEMPTS],
        );
        this.log(`mail to ${mail.recipient} not sent (attempt ${attempts}${attempts >= MAX_ATTEMPTS ? ', given up' : ''}): ${message}`);
      }
    }
    return rows.length;
  }
}

/** Runs the SMTP sender in this process when SMTP_URL is set (the lock keeps one live across processes). */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  readonly loop: MailSenderLoop | null;

  constructor(@Inject(BACKGROUND_DB) pool: Pool, @Inject(APP_CONFIG) config: AppConfig, @Inject(LOGGER) logger: Logger) {
    const log = logger.child('mail');
    this.loop = config.SMTP_URL ? new MailSenderLoop(pool, createTransport(config.SMTP_URL), config.MAIL_FROM, (m) => log.warn(m)) : null;
  }

  onApplicationBootstrap(): void {
    this.loop?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop?.stop();
  }
}
