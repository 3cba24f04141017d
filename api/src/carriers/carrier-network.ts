import type { Pool } from 'pg';
import type { EventStore } from '@waypost/contracts';
import type { EventBus } from '../bus/bus';
import { Forwarder } from '../bus/forwarder';
import type { CarrierAdapter } from './domain/carrier-adapter';
import { SandboxCarrierAdapter, sandboxCarriers } from './sandbox/sandbox-adapter';
import type { CarrierCommandPort } from './workers/carrier-command-port';
import { CarrierWorker } from './workers/carrier-worker';
import { Limiter } from './workers/limiter';
import { TrackingScheduler } from './workers/tracking-scheduler';
import type { QuoteRestrictions } from '../quoting/queries/quote-restrictions';
import type { ProviderRegistry } from './providers/provider-registry';
import { ProviderWorker } from './workers/provider-worker';
import { ProviderPoller } from './workers/provider-tracking';

// ── The fan-out in one process: forwarder, one worker per carrier, the tracking scheduler ──

export interface CarrierNetworkOptions {
  pool: Pool;
  /** The forwarder's pool (it holds a connection while it leads); default: `pool`. */
  backgroundPool?: Pool;
  store: EventStore;
  bus: EventBus;
  commands: CarrierCommandPort;
  sandbox: { speed: number; seed: number; exceptionRate: number; carriers?: string };
  runForwarder: boolean;
  runCarriers: boolean;
  /** Concurrent carrier effects (database round trips) in this process. */
  concurrency?: number;
  schedulerTickMs?: number;
  log?: (message: string) => void;
  /** What the workers book on (see CarrierWorkerOptions.bookOn); the app books on the autonomy dispatcher's decisions. */
  bookOn?: 'created' | 'decision';
  /** What the crisis protocols take out of the workers' selection (quoting's QUOTE_RESTRICTIONS). */
  restrictions?: () => QuoteRestrictions;
  /** Real provider accounts (issue 27): a worker each, and the tracking poller; none by default. */
  providers?: { registry: ProviderRegistry; pollSeconds: number; pollTickMs?: number; publicUrl?: string };
}

export class CarrierNetwork {
  readonly forwarder: Forwarder;
  readonly adapters: Map<string, CarrierAdapter>;
  readonly workers: Map<string, CarrierWorker>;
  readonly scheduler: TrackingScheduler;
  /** One per real provider account (issue 27), keyed by the account's carrier id. */
  readonly providerWorkers: Map<string, ProviderWorker>;
  readonly providerPoller: ProviderPoller | null;
  private running = false;

  get bus(): EventBus {
    return this.options.bus;
  }

  constructor(private readonly options: CarrierNetworkOptions) {
    const { pool, store, bus, commands, sandbox, log } = options;
    // Bookings (consumers) and tracking steps (scheduler) get separate budgets: a backlog of steps never starves bookings.
    const limiter = new Limiter(options.concurrency ?? 8);
    const schedulerLimiter = new Limiter(options.concurrency ?? 8);
    this.forwarder = new Forwarder(options.backgroundPool ?? pool, store, bus, { ...(log ? { log } : {}) });
    const adapterOptions = { speed: sandbox.speed, seed: sandbox.seed, exceptionRate: sandbox.exceptionRate };
    this.adapters = new Map(sandboxCarriers(sandbox.carriers).map((c) => [c.id, new SandboxCarrierAdapter(c, adapterOptions)]));
    const candidates = [...this.adapters.keys()].sort();
    this.workers = new Map(
      [...this.adapters.values()].map((adapter) => [
        adapter.carrier.id,
        new CarrierWorker(pool, store, bus, adapter, commands, {
          candidates,
          handlesUnserved: adapter.carrier.id === candidates[0],
          limiter,
          ...(log ? { log } : {}),
          ...(options.bookOn ? { bookOn: options.bookOn } : {}),
          ...(options.restrictions ? { restrictions: options.restrictions } : {}),
        }),
      ]),
    );
    this.scheduler = new TrackingScheduler(pool, store, this.adapters, commands, { limiter: schedulerLimiter, tickMs: options.schedulerTickMs ?? 250, ...(log ? { log } : {}) });
    this.providerLimiter = limiter;
    const providers = options.providers;
    this.providerWorkers = new Map();
    this.addProviderWorkers();
    // Accounts an admin connects while the process runs get their worker at once (provider-accounts-sync.ts).
    providers?.registry.onChange(() => void this.providerWorkersChanged());
    this.providerPoller = providers
      ? new ProviderPoller(pool, providers.registry, commands, {
          limiter: schedulerLimiter,
          pollSeconds: providers.pollSeconds,
          ...(providers.pollTickMs ? { tickMs: providers.pollTickMs } : {}),
          ...(log ? { log } : {}),
        })
      : null;
  }

  private readonly providerLimiter: Limiter;

  /** A worker for every provider account key that has none yet; returns the new ones. */
  private addProviderWorkers(): ProviderWorker[] {
    const { pool, store, bus, commands, log } = this.options;
    const providers = this.options.providers;
    if (!providers) return [];
    const added: ProviderWorker[] = [];
    for (const key of providers.registry.workerKeys()) {
      if (this.providerWorkers.has(key)) continue;
      const worker = new ProviderWorker(pool, store, bus, key, providers.registry, commands, {
        limiter: this.providerLimiter,
        pollSeconds: providers.pollSeconds,
        ...(providers.publicUrl ? { publicUrl: providers.publicUrl } : {}),
        ...(this.options.restrictions ? { suspended: () => this.options.restrictions!().suspendedCarriers } : {}),
        ...(log ? { log } : {}),
      });
      this.providerWorkers.set(key, worker);
      added.push(worker);
    }
    return added;
  }

  private async providerWorkersChanged(): Promise<void> {
    const added = this.addProviderWorkers();
    if (!this.running || !this.options.runCarriers) return;
    for (const worker of added) await worker.start().catch((error: unknown) => this.options.log?.(`provider ${worker.key}: worker did not start (${(error as Error).message})`));
  }

  /** Carrier ids answered by the sandbox network. */
  get sandboxIds(): string[] {
    return [...this.adapters.values()].filter((a) => a.sandbox).map((a) => a.carrier.id);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      if (this.options.runCarriers) {
        await Promise.all([...this.workers.values(), ...this.providerWorkers.values()].map((w) => w.start()));
        this.scheduler.start();
        this.providerPoller?.start();
      }
      if (this.options.runForwarder) this.forwarder.start();
    } catch (error) {
      await this.stop(); // leave nothing half-started (e.g. the broker is unreachable)
      throw error;
    }
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.forwarder.stop();
    await this.scheduler.stop();
    await this.providerPoller?.stop();
    await Promise.all([...this.workers.values(), ...this.providerWorkers.values()].map((w) => w.stop()));
  }
}
