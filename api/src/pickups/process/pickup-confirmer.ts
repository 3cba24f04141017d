import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool, PoolClient } from 'pg';
import type { EventStore, PickupChanged, PickupRequested, StoredEvent } from '@waypost/contracts';
import { APP_CONFIG, BACKGROUND_DB, EVENT_STORE, LOGGER } from '../../platform/tokens';
import type { AppConfig } from '../../platform/config/config';
import { CheckpointedProcessor } from '../../platform/background/checkpointed-processor';
import { commandContext, requestIdOfCause } from '../../platform/event-store/command-context';
import { uuidV5 } from '../../platform/event-store/ids';
import type { Logger } from '../../platform/logger';
import { PickupStreamCommand } from '../commands/pickup.command';
import { foldPickup } from '../domain/pickup';
import { sandboxPickupAnswer } from './sandbox-pickup-desk';

// ── The pickup confirmer: puts each pickup revision to its carrier (checkpoint 'pickup-confirmer') ──
// In log order, for each PickupRequested or PickupChanged: the carrier's answer (the sandbox network's desk: only
// sandbox shipments can be picked up today) goes back through the pickup's command path (AnswerPickup ->
// PickupConfirmed | PickupRefused). The command id derives from the event, so handling it twice appends nothing new;
// an answer to a revision changed meanwhile, or to a cancelled pickup, is dropped by decide. Runs where the forwarder
// runs (RUN_FORWARDER); one live instance (advisory lock).

export const PICKUP_CONFIRMER_CHECKPOINT = 'pickup-confirmer';
const ACTOR = { kind: 'system' as const, id: 'pickup-confirmer' };

export class PickupConfirmerLoop extends CheckpointedProcessor {
  protected readonly eventTypes = new Set(['PickupRequested', 'PickupChanged']);

  constructor(
    pool: Pool,
    store: EventStore,
    private readonly commands: CommandBus,
    log: (m: string) => void,
  ) {
    super(pool, store, PICKUP_CONFIRMER_CHECKPOINT, log);
  }

  protected async handle(_client: PoolClient, cause: StoredEvent): Promise<void> {
    const event = cause as StoredEvent & (PickupRequested | PickupChanged);
    const { pickupId, revision } = event.data;
    // the carrier and its name are the request's; a change carries only what changed
    const state = foldPickup(await this.store.readStream(cause.streamId));
    if (state.status === 'none') return;
    const answer = sandboxPickupAnswer({ pickupId, revision, carrierId: state.carrierId, carrierName: state.carrierName }, event.data);
    const commandId = uuidV5(`${cause.eventId}/answer`);
    const ctx = { ...commandContext({ actor: ACTOR }), commandId, correlationId: cause.metadata.correlationId ?? commandId, ...requestIdOfCause(cause) };
    await this.commands.execute(new PickupStreamCommand({ type: 'AnswerPickup', data: { pickupId, revision, answer, now: ctx.now } }, ctx));
  }
}

/** Hosts the confirmer: live where the forwarder runs; tests drive it with runOnce(). */
@Injectable()
export class PickupConfirmer implements OnApplicationBootstrap, OnModuleDestroy {
  readonly loop: PickupConfirmerLoop;

  constructor(
    @Inject(BACKGROUND_DB) pool: Pool,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    commands: CommandBus,
    @Inject(LOGGER) logger: Logger,
  ) {
    const log = logger.child('pickups');
    this.loop = new PickupConfirmerLoop(pool, store, commands, (m) => log.warn(m));
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
