import type { ProviderAccount, ShippingProvider } from './provider';
import { ResilientProvider, type ResilienceOptions } from './resilient-provider';

// ── The provider accounts this deployment has (issue 27), each behind its own breaker ──
// A provider account's key is its carrier id in our events (a rate's carrierId, its worker's consumer group):
// 'easypost' for the account configured from the environment, 'easypost.<account>' for another.

export const providerKey = (account: Pick<ProviderAccount, 'providerId' | 'accountId'>): string =>
  account.accountId === 'default' ? account.providerId : `${account.providerId}.${account.accountId}`;

export class ProviderRegistry {
  private readonly byKey = new Map<string, ResilientProvider>();

  constructor(providers: readonly ShippingProvider[], options: ResilienceOptions = {}) {
    for (const p of providers) this.byKey.set(providerKey(p.account), p instanceof ResilientProvider ? p : new ResilientProvider(p, options));
  }

  /** Every account, in a stable order. */
  list(): ResilientProvider[] {
    return [...this.byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, p]) => p);
  }

  keys(): string[] {
    return [...this.byKey.keys()].sort();
  }

  /** The account whose key is `key` (a carrier id), if it is a provider account. */
  get(key: string): ResilientProvider | undefined {
    return this.byKey.get(key);
  }

  /**
   * The crisis protocols' carrier outage (issue 27, item 5): the accounts an active outage names are held open (every
   * call refused at once, nothing bought), the others let through again.
   */
  followCrisis(suspended: ReadonlySet<string>): void {
    for (const [key, provider] of this.byKey) provider.followOutage(suspended.has(key), key);
  }

  get size(): number {
    return this.byKey.size;
  }
}
