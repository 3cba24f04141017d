import { Inject, Injectable, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { EventStore } from '@waypost/contracts';
import { APP_CONFIG, BACKGROUND_DB, DB, EVENT_STORE, LOGGER, METRICS } from '../platform/tokens';
import type { Logger } from '../platform/logger';
import type { Metrics } from '../platform/metrics/metrics';
import type { AppConfig } from '../platform/config/config';
import { createBus } from '../bus/create-bus';
import { CarrierNetwork } from './carrier-network';
import { commandBusPort } from './workers/command-bus-port';
import { QUOTE_RESTRICTIONS, type QuoteRestrictionsSource } from '../quoting/queries/quote-restrictions';
import { HealthChecks } from '../platform/ops/health-checks';
import { registerCarrierMetrics } from './carrier-metrics';
import { PROVIDER_REGISTRY } from './providers/provider.tokens';
import type { ProviderRegistry } from './providers/provider-registry';

// ── Starts the forwarder and the carrier workers with the app (RUN_FORWARDER / RUN_CARRIERS) ──

/** Below the readiness bound (platform/ops/readiness.ts), so that the answer names the bus. */
const BUS_PROBE_MS = 1500;

@Injectable()
export class CarrierNetworkService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly network: CarrierNetwork;
  private readonly log?: Logger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) pool: Pool,
    @Inject(BACKGROUND_DB) backgroundPool: Pool,
    @Inject(EVENT_STORE) store: EventStore,
    commands: CommandBus,
    @Optional() @Inject(QUOTE_RESTRICTIONS) restrictions?: QuoteRestrictionsSource,
    @Optional() health?: HealthChecks,
    @Optional() @Inject(LOGGER) logger?: Logger,
    @Optional() @Inject(METRICS) metrics?: Metrics,
    @Optional() @Inject(PROVIDER_REGISTRY) private readonly providers?: ProviderRegistry,
  ) {
    this.log = logger?.child('carriers');
    const log = (m: string) => this.log?.warn(m);
    this.network = new CarrierNetwork({
      pool,
      backgroundPool,
      store,
      bus: createBus(config, {
        log,
        sessionTimeout: config.KAFKA_SESSION_TIMEOUT_MS,
        heartbeatInterval: Math.min(3000, Math.floor(config.KAFKA_SESSION_TIMEOUT_MS / 10)),
      }),
      commands: commandBusPort(commands),
      sandbox: {
        speed: config.SANDBOX_SPEED,
        seed: config.SANDBOX_SEED,
        exceptionRate: config.SANDBOX_EXCEPTION_RATE,
        ...(config.SANDBOX_CARRIERS ? { carriers: config.SANDBOX_CARRIERS } : {}),
      },
      runForwarder: config.runForwarder,
      runCarriers: config.runCarriers,
      bookOn: 'decision', // the autonomy dispatcher (api/src/autonomy) decides, the workers book
      ...(restrictions ? { restrictions: () => restrictions.current() } : {}),
      concurrency: Math.max(2, Math.floor(config.DATABASE_POOL_SIZE / 4)),
      // always given: an admin may connect an account while the process runs (its worker starts then)
      ...(providers
        ? {
            providers: {
              registry: providers,
              pollSeconds: config.PROVIDER_POLL_SECONDS,
              pollTickMs: Math.min(1000, config.PROVIDER_POLL_SECONDS * 250),
              ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
            },
          }
        : {}),
      log,
    });
    health?.register('bus', async () => this.busReadiness(), { gates: true });
    if (metrics) registerCarrierMetrics(metrics.registry, this.network, { forwarder: config.runForwarder, carriers: config.runCarriers });
  }

  /** The bus this process uses: ready once the forwarder and carrier workers it runs have started and it answers. */
  private async busReadiness() {
    const bus = this.network.bus;
    if (!this.config.runForwarder && !this.config.runCarriers) return { ok: true, detail: `${bus.kind} bus: not used by this process (no forwarder, no carrier workers)` };
    if (!this.started) return { ok: false, detail: `${bus.kind} bus: not connected yet${this.lastStartError ? ` (${this.lastStartError})` : ''}` };
    if (!bus.probe) return { ok: true, detail: `${bus.kind} bus: connected` };
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      bus.probe().then(
        () => 'yes' as const,
        (error: Error) => error.message,
      ),
      new Promise<'no'>((resolve) => (timer = setTimeout(() => resolve('no'), BUS_PROBE_MS))),
    ]);
    clearTimeout(timer);
    if (answered === 'yes') return { ok: true, detail: `${bus.kind} bus: connected` };
    return { ok: false, detail: `${bus.kind} bus: not connected yet (${answered === 'no' ? `no broker answered within ${BUS_PROBE_MS} ms` : answered})` };
  }

  /** The real provider accounts' keys (issue 27). */
  providerKeys(): readonly string[] {
    return this.providers?.keys() ?? [];
  }

  /** The carrier ids this network books with: the candidates of the autonomy dispatcher and of the lane check. */
  candidates(): readonly string[] {
    // the network's adapters are fixed when it is built: sorted once, the same array for every call
    return (this.sortedCandidates ??= Object.freeze([...this.network.adapters.keys()].sort()));
  }
  private sortedCandidates: readonly string[] | undefined;

  private destroyed = false;
  private starting: Promise<void> | null = null;
  private started = false;
  private lastStartError: string | null = null;

  /** In-process bus: starts before the app serves. Kafka: an unreachable broker must not keep the API down, so it retries in the background. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runForwarder && !this.config.runCarriers) return;
    if (this.network.bus.kind === 'in-process') {
      await this.network.start();
      this.started = true;
      return;
    }
    this.starting = this.startWithRetry();
  }

  private async startWithRetry(): Promise<void> {
    for (let attempt = 1; !this.destroyed; attempt++) {
      try {
        await this.network.start();
        this.started = true;
        return;
      } catch (error) {
        this.lastStartError = (error as Error).message;
        this.log?.warn(`carrier network: could not start (${(error as Error).message}); retrying in 5 s (attempt ${attempt})`);
        for (let waited = 0; waited < 5000 && !this.destroyed; waited += 100) await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    this.started = false;
    await this.starting;
    await this.network.stop();
    await this.network.bus.close();
  }
}
