import { Inject, Injectable, NotImplementedException } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore, ForgetResult } from '@waypost/contracts';
import { ReplayInProgressError, type ProjectionRunner, type ReplayProgress } from '@waypost/projections';
import { DB, EVENT_STORE } from '../platform/tokens';
import { PROJECTION_RUNNER } from '../platform/ops/ops.tokens';
import { PostgresEventStore } from '../platform/event-store/postgres-event-store';
import { emailSubject, REDACTED } from '../platform/event-store/personal-data';

// ── Forget a person: delete their keys, anonymise their account, rebuild every read model ──
// The events stay (history complete and replayable); their personal fields read as '[redacted]' from now on, and
// the replay replaces read-model rows that still held them.

@Injectable()
export class ForgetService {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  async forget(userId: string): Promise<ForgetResult> {
    if (!(this.store instanceof PostgresEventStore)) throw new NotImplementedException('Forgetting needs the PostgreSQL event store');
    const { rows } = await this.pool.query<{ email: string }>('SELECT email FROM users WHERE id::text = $1', [userId]);
    const email = rows[0]?.email;
    const subjects = [userId, ...(email ? [emailSubject(email)] : [])];
    await this.store.personalData.forget(subjects);
    if (email) {
      // The account itself: no name, no email, no way to sign in; sessions and tokens end.
      await this.pool.query(
        `UPDATE users SET email = 'forgotten-' || id::text || '@redacted.invalid', first_name = $2, last_name = '', password_hash = NULL,
           profile_image_url = NULL, oidc_subject = NULL, email_verified_at = NULL WHERE id::text = $1`,
        [userId, REDACTED],
      );
      // the account's mail, links and linked identities hold the address too
      await this.pool.query('DELETE FROM mail_outbox WHERE recipient = $1', [email]);
      await this.pool.query('DELETE FROM email_verifications WHERE user_id::text = $1', [userId]);
      await this.pool.query('DELETE FROM user_identities WHERE user_id::text = $1', [userId]);
      await this.pool.query('DELETE FROM sessions WHERE user_id::text = $1', [userId]);
      await this.pool.query('DELETE FROM api_tokens WHERE user_id::text = $1', [userId]);
    }
    // The assistant's record of their chats is not history: it goes (the owner key is the assistant's conversationOwner).
    await this.pool.query('DELETE FROM assistant_conversations WHERE owner = $1', [`user:${userId}`]);
    return { userId, subjects, replayId: (await this.replayAll()).id };
  }

  /** A replay already running may have read the data before the keys went: wait for it, then start a fresh one. */
  private async replayAll(): Promise<ReplayProgress> {
    for (;;) {
      try {
        return this.runner.replay('all', { verify: false });
      } catch (error) {
        if (!(error instanceof ReplayInProgressError)) throw error;
        await error.running.done;
      }
    }
  }
}
