import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { inquiryCustomerId, normaliseEmail, type EmailVerified, type EventStore, type InquiryOpened, type StoredEvent } from '@waypost/contracts';
import { APP_CONFIG, BACKGROUND_DB, EVENT_STORE, LOGGER } from '../../platform/tokens';
import type { AppConfig } from '../../platform/config/config';
import { CheckpointedProcessor } from '../../platform/background/checkpointed-processor';
import { commandContext, requestIdOfCause } from '../../platform/event-store/command-context';
import { uuidV5 } from '../../platform/event-store/ids';
import type { Logger } from '../../platform/logger';
import { UpdateInquiryCommand } from '../commands/update-inquiry.command';
import { CrmQueries } from '../queries/crm.queries';

// ── The inquiry linker: a process manager over the log (checkpoint 'crm-inquiry-linker') ──
// An inquiry the desk opened for an address no verified account owned belongs to nobody yet. In log order:
// - InquiryOpened without an owner: if an account has verified that address by now, link it; else remember the
//   inquiry (by the SHA-256 of the address) in crm_unlinked_inquiries;
// - EmailVerified: link every remembered inquiry for that address to that account.
// Links go through the inquiry's command path (LinkInquiryToCustomer -> InquiryCustomerLinked); their command ids
// derive from the event that caused them, so handling an event twice (after a crash) appends nothing new. An inquiry
// never changes hands once owned. Runs where the forwarder runs (RUN_FORWARDER); one live instance (advisory lock).

export const LINKER_CHECKPOINT = 'crm-inquiry-linker';
const ACTOR = { kind: 'system' as const, id: 'crm-inquiry-linker' };
const REDACTED = '[redacted]';
const addressHash = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');

export class InquiryCustomerLinkerLoop extends CheckpointedProcessor {
  protected readonly eventTypes = new Set(['InquiryOpened', 'EmailVerified']);

  constructor(
    pool: Pool,
    store: EventStore,
    private readonly commands: CommandBus,
    private readonly queries: CrmQueries,
    log: (m: string) => void,
  ) {
    super(pool, store, LINKER_CHECKPOINT, log);
  }

  protected async handle(client: PoolClient, event: StoredEvent): Promise<void> {
    if (event.type === 'InquiryOpened') return this.opened(client, event as StoredEvent & InquiryOpened);
    if (event.type === 'EmailVerified') return this.verified(client, event as StoredEvent & EmailVerified);
  }

  private async opened(client: PoolClient, event: StoredEvent & InquiryOpened): Promise<void> {
    const { inquiryId, email } = event.data;
    if (inquiryCustomerId(event.data) !== null || !email || email === REDACTED) return;
    const owner = await this.queries.verifiedAccountFor(email);
    if (owner) return this.link(event, inquiryId, owner);
    await client.query('INSERT INTO crm_unlinked_inquiries (inquiry_id, email_hash) VALUES ($1, $2) ON CONFLICT (inquiry_id) DO NOTHING', [inquiryId, addressHash(email)]);
  }

  private async verified(client: PoolClient, event: StoredEvent & EmailVerified): Promise<void> {
    const { userId, email } = event.data;
    if (!email || email === REDACTED) return;
    const { rows } = await client.query<{ inquiry_id: string }>('SELECT inquiry_id FROM crm_unlinked_inquiries WHERE email_hash = $1 ORDER BY inquiry_id', [addressHash(email)]);
    for (const { inquiry_id } of rows) {
      await this.link(event, inquiry_id, userId);
      await client.query('DELETE FROM crm_unlinked_inquiries WHERE inquiry_id = $1', [inquiry_id]);
    }
  }

  private async link(cause: StoredEvent, inquiryId: string, customerId: string): Promise<void> {
    const commandId = uuidV5(`${cause.eventId}/link/${inquiryId}`);
    const ctx = {
      ...commandContext({ actor: ACTOR, now: new Date(cause.createdAt) }),
      commandId,
      correlationId: cause.metadata.correlationId ?? commandId,
      ...requestIdOfCause(cause),
    };
    await this.commands.execute(new UpdateInquiryCommand({ type: 'LinkInquiryToCustomer', data: { inquiryId, customerId, now: ctx.now } }, undefined, ctx));
  }
}

/** Hosts the linker: live where the forwarder runs; tests drive it with runOnce(). */
@Injectable()
export class InquiryCustomerLinker implements OnApplicationBootstrap, OnModuleDestroy {
  readonly loop: InquiryCustomerLinkerLoop;

  constructor(
    @Inject(BACKGROUND_DB) pool: Pool,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    commands: CommandBus,
    queries: CrmQueries,
    @Inject(LOGGER) logger: Logger,
  ) {
    const log = logger.child('crm');
    this.loop = new InquiryCustomerLinkerLoop(pool, store, commands, queries, (m) => log.warn(m));
  }

  runOnce(): Promise<number> {
    return this.loop.runOnce();
  }

  onApplicationBootstrap(): void {
    if (this.config.runForwarder) this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }
}
