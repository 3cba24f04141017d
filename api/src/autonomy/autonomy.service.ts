import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { EventStore } from '@waypost/contracts';
import { listCrises } from '@waypost/projections';
import { CarrierNetworkQueries } from '../carriers/queries/carrier-network.queries';
import { RecordCarrierBookingFailureCommand } from '../shipping/commands/book-carrier.command';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG, BACKGROUND_DB, DB, EVENT_STORE, LOGGER } from '../platform/tokens';
import type { Logger } from '../platform/logger';
import { CrisisRestrictions } from './queries/crisis-restrictions';
import { Dispatcher } from './process/dispatcher';
import { DecideOnDispatchCommand } from './commands/decide-on-dispatch.command';

// ── The dispatcher's host: runs it where the carrier workers run; elsewhere keeps quoting's restrictions fresh ──

@Injectable()
export class AutonomyService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly dispatcher: Dispatcher;
  private restrictionsTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    @Inject(BACKGROUND_DB) backgroundPool: Pool,
    @Inject(EVENT_STORE) store: EventStore,
    private readonly carriers: CarrierNetworkQueries,
    private readonly restrictions: CrisisRestrictions,
    commands: CommandBus,
    @Inject(LOGGER) logger: Logger,
  ) {
    const autonomyLog = logger.child('autonomy');
    const log = (m: string) => autonomyLog.warn(m);
    this.dispatcher = new Dispatcher(
      backgroundPool,
      store,
      {
        async decideOnDispatch(shipmentId, decide, ctx) {
          await commands.execute(new DecideOnDispatchCommand(shipmentId, decide, ctx));
        },
        async failBooking(shipmentId, reason, ctx) {
          try {
            await commands.execute(new RecordCarrierBookingFailureCommand({ shipmentId, carrierId: null, reason, sandbox: true, failedAt: ctx.now }, ctx));
          } catch (error) {
            if (!['ShipmentConflictError', 'ShipmentNotFoundError'].includes((error as Error).name)) throw error;
          }
        },
      },
      () => this.candidates(),
      { log, publishRestrictions: (r) => restrictions.set(r) },
    );
  }

  candidates(): readonly string[] {
    return this.carriers.candidates();
  }

  /**
   * The dispatcher runs wherever the carrier workers run (they book what it decides). Where it does not run (an
   * API-only process), the crisis read model tells quoting which carriers and services are suspended.
   */
  onApplicationBootstrap(): void {
    if (this.config.runCarriers) {
      this.dispatcher.start();
      return;
    }
    const refresh = () =>
      void listCrises(this.pool, { activeOnly: true })
        .then((active) =>
          this.restrictions.set({
            suspendedCarriers: active.filter((c) => c.crisisType === 'carrier_outage' && c.carrierId).map((c) => c.carrierId!),
            surge: active.some((c) => c.crisisType === 'demand_surge'),
          }),
        )
        .catch(() => undefined);
    this.restrictionsTimer = setInterval(refresh, 5_000);
    this.restrictionsTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.restrictionsTimer) clearInterval(this.restrictionsTimer);
    await this.dispatcher.stop();
  }
}
