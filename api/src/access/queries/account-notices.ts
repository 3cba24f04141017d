import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB } from '../../platform/tokens';
import { MailOutbox } from '../mail/mail-outbox';
import { UsersRepository } from '../users.repository';

// ── Mail to an account's owner about their account (for other contexts: webhooks) ──
// Written to the mail outbox like every account mail (delivered over SMTP when configured).

@Injectable()
export class AccountNotices {
  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: MailOutbox,
    @Inject(DB) private readonly pool: Pool,
  ) {}

  /** Mails the account's address; false when the account no longer exists. */
  async mail(userId: string, message: { subject: string; text: string; kind: 'webhook-disabled' }): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user) return false;
    const mail = await this.outbox.queue(this.pool, { to: user.email, ...message });
    this.outbox.announce(mail);
    return true;
  }
}
