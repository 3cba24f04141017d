import type { ProviderAccount, ShippingProvider } from './provider';
import { ResilientProvider, type ResilienceOptions } from './resilient-provider';

// ── The provider accounts this deployment has (issue 27), each behind its own breaker ──
// A provider account's key is its carrier id in our events (a rate's carrierId, its worker's consumer group):
// 'easypost' for the account configured from the environment, 'easypost.<account>' for one an admin connected.
// Accounts connected from the dashboard come and go while the process runs (provider-accounts-sync.ts): a paused one
// stays here (its parcels are still tracked and voidable) but answers no rates and buys nothing; a removed one leaves
// only its reason, so that a purchase still naming it fails with a clear answer instead of waiting forever.

export const providerKey = (account: Pick<ProviderAccount, 'providerId' | 'accountId'>): string =>
  account.accountId === 'default' ? account.providerId : `${account.providerId}.${account.accountId}`;

export class ProviderRegistry {
  private readonly byKey = new Map<string, ResilientProvider>();
  private readonly paused = new Set<string>();
  private readonly removed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private suspended: ReadonlySet<string> = new Set();

  constructor(
    providers: readonly ShippingProvider[],
    private readonly options: ResilienceOptions = {},
  ) {
    for (const p of providers) this.byKey.set(providerKey(p.account), this.wrap(p));
  }

  private wrap(p: ShippingProvider): ResilientProvider {
    return p instanceof ResilientProvider ? p : new ResilientProvider(p, this.options);
  }

  /** Every account with a provider (paused ones too), in a stable order. */
  list(): ResilientProvider[] {
    return [...this.byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, p]) => p);
  }

  /** The accounts that answer rates and buy now: not paused. */
  usable(): ResilientProvider[] {
    return this.list().filter((p) => !this.paused.has(providerKey(p.account)));
  }

  keys(): string[] {
    return [...this.byKey.keys()].sort();
  }

  /** The keys a worker listens for: every account with a provider, and removed ones (their purchases fail, said). */
  workerKeys(): string[] {
    return [...new Set([...this.byKey.keys(), ...this.removed])].sort();
  }

  /** The account whose key is `key` (a carrier id), if it is a provider account with credentials. */
  get(key: string): ResilientProvider | undefined {
    return this.byKey.get(key);
  }

  isPaused(key: string): boolean {
    return this.paused.has(key);
  }

  /** Why this account buys nothing now (null: it may buy). */
  unavailable(key: string): string | null {
    if (this.removed.has(key)) return 'the account was removed by an admin';
    if (this.paused.has(key)) return 'the account is paused by an admin';
    if (!this.byKey.has(key)) return 'no such provider account';
    return null;
  }

  /** Adds or replaces an account (new credentials or settings: a fresh breaker), paused or not. */
  set(provider: ShippingProvider, options: { paused: boolean }): void {
    const key = providerKey(provider.account);
    const wrapped = this.wrap(provider);
    wrapped.followOutage(this.suspended.has(key), key);
    this.byKey.set(key, wrapped);
    this.removed.delete(key);
    if (options.paused) this.paused.add(key);
    else this.paused.delete(key);
    this.changed();
  }

  /** Takes an account out (its credentials are gone); purchases naming it then fail with the reason. */
  remove(key: string): void {
    const had = this.byKey.delete(key) || !this.removed.has(key);
    this.paused.delete(key);
    this.removed.add(key);
    if (had) this.changed();
  }

  /** Called after every change of the accounts (the carrier network starts workers for new ones). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * The crisis protocols' carrier outage (issue 27, item 5): the accounts an active outage names are held open (every
   * call refused at once, nothing bought), the others let through again. Accounts added later follow it too.
   */
  followCrisis(suspended: ReadonlySet<string>): void {
    this.suspended = suspended;
    for (const [key, provider] of this.byKey) provider.followOutage(suspended.has(key), key);
  }

  get size(): number {
    return this.byKey.size;
  }
}
