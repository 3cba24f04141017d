import { Inject, Injectable, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { providerAccountStreamId, type EventStore } from '@waypost/contracts';
import { providerAccountVersions } from '@waypost/projections';
import { APP_CONFIG, DB, EVENT_STORE, LOGGER } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import type { Logger } from '../platform/logger';
import { foldProviderAccount, type ConnectedProviderAccount, type ProviderAccountState } from './domain/provider-account';
import { PROVIDER_REGISTRY } from './providers/provider.tokens';
import type { ProviderRegistry } from './providers/provider-registry';
import { createProvider, defaultBaseUrl } from './providers/provider-factory';
import type { ProviderAccount } from './providers/provider';

// ── Every process keeps the provider accounts admins manage (issue 27, item 6) ──
// The read model says which accounts exist and at which stream version; an account whose version moved is read again
// from its stream (the store opens its sealed credentials) and its adapter replaced in this process's registry, within
// PROVIDER_ACCOUNTS_RELOAD_MS of the change. The credentials live in memory only, inside the adapter.

/** The adapter's account for a connected account (credentials as the adapters name them). */
export function accountOf(state: ConnectedProviderAccount): ProviderAccount {
  const baseUrl = state.baseUrl ?? defaultBaseUrl(state.providerId, state.mode) ?? '';
  const credentials = Object.fromEntries(Object.entries(state.credentials).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { providerId: state.providerId, accountId: state.accountId, mode: state.mode, baseUrl, credentials };
}

@Injectable()
export class ProviderAccountsSync implements OnApplicationBootstrap, OnModuleDestroy {
  /** key → the stream version this process loaded. */
  private readonly loaded = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastError: string | null = null;
  private readonly log?: Logger;

  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROVIDER_REGISTRY) private readonly registry: ProviderRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(LOGGER) logger?: Logger,
  ) {
    this.log = logger?.child('provider-accounts');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.syncNow();
    this.timer = setInterval(() => void this.syncNow(), this.config.PROVIDER_ACCOUNTS_RELOAD_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass (never two at once); errors are logged once each and retried on the next pass. */
  syncNow(): Promise<void> {
    this.running ??= this.sync()
      .then(() => {
        this.lastError = null;
      })
      .catch((error: unknown) => {
        const message = (error as Error).message;
        // the read model's table appears once the projections first run: not an error worth a line each pass
        if (message !== this.lastError && (error as { code?: string }).code !== '42P01') this.log?.warn(`provider accounts not reloaded: ${message}`);
        this.lastError = message;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sync(): Promise<void> {
    const versions = await providerAccountVersions(this.pool);
    for (const [key, { version, removed }] of versions) {
      if ((this.loaded.get(key) ?? 0) >= version) continue;
      if (removed) {
        this.registry.remove(key);
        this.loaded.set(key, version);
        continue;
      }
      // the stream is never behind the read model: load what it says now
      this.apply(key, foldProviderAccount(await this.store.readStream(providerAccountStreamId(key))));
    }
  }

  /** Loads an account's state into this process's registry (the sync, or the request that changed it, at once). */
  apply(key: string, state: ProviderAccountState): void {
    if (state.status === 'none' || (this.loaded.get(key) ?? 0) >= state.version) return;
    if (state.status === 'connected') this.registry.set(createProvider(accountOf(state), { timeoutMs: this.config.PROVIDER_TIMEOUT_MS }), { paused: !state.enabled });
    else this.registry.remove(key);
    this.loaded.set(key, state.version);
    this.log?.info(`provider account ${key}: ${state.status === 'connected' ? (state.enabled ? 'loaded' : 'loaded, paused') : 'removed'} (version ${state.version})`);
  }

  /** Whether this process has loaded the account's latest version (the list shows it as active). */
  hasLoaded(key: string, version: number): boolean {
    return (this.loaded.get(key) ?? 0) >= version;
  }
}
