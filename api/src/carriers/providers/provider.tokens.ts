// ── Injection tokens of the provider layer (issue 27) ────────────────────────

/** The ProviderRegistry of this process (the accounts configured; empty by default). */
export const PROVIDER_REGISTRY = Symbol('PROVIDER_REGISTRY');
/** ProviderSettings, from the configuration. */
export const PROVIDER_SETTINGS = Symbol('PROVIDER_SETTINGS');

export interface ProviderSettings {
  ratesBudgetMs: number;
  pollSeconds: number;
}
