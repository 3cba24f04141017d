import type { AppConfig } from '../../platform/config/config';
import type { ProviderAccount, ProviderMode, ProviderOptions, ShippingProvider } from './provider';
import { ProviderRegistry } from './provider-registry';
import { DhlProvider, DHL_BASE_URLS } from './dhl/dhl.provider';
import { EasyPostProvider, EASYPOST_BASE_URLS } from './easypost/easypost.provider';
import { FedexProvider, FEDEX_BASE_URLS } from './fedex/fedex.provider';
import { KarrioProvider } from './karrio/karrio.provider';
import { ShippoProvider, SHIPPO_BASE_URLS } from './shippo/shippo.provider';
import { UpsProvider, UPS_BASE_URLS } from './ups/ups.provider';

// ── The provider accounts the configuration names (issue 27, item 6) ─────────
// A provider is active when its credentials are set; nothing is active by default (the sandbox network answers).
// EasyPost and Shippo say their mode in the key (EZTK…, shippo_test_…: test); the carriers' own APIs default to their
// test environments until *_MODE=live. Secrets go into the account's credentials and nowhere else.

type ProviderEnv = Pick<
  AppConfig,
  | 'KARRIO_URL'
  | 'KARRIO_API_KEY'
  | 'KARRIO_WEBHOOK_SECRET'
  | 'KARRIO_MODE'
  | 'EASYPOST_API_KEY'
  | 'EASYPOST_WEBHOOK_SECRET'
  | 'EASYPOST_URL'
  | 'EASYPOST_MODE'
  | 'SHIPPO_API_KEY'
  | 'SHIPPO_WEBHOOK_SECRET'
  | 'SHIPPO_URL'
  | 'SHIPPO_MODE'
  | 'DHL_API_KEY'
  | 'DHL_API_SECRET'
  | 'DHL_ACCOUNT_NUMBER'
  | 'DHL_URL'
  | 'DHL_MODE'
  | 'UPS_CLIENT_ID'
  | 'UPS_CLIENT_SECRET'
  | 'UPS_ACCOUNT_NUMBER'
  | 'UPS_WEBHOOK_CREDENTIAL'
  | 'UPS_URL'
  | 'UPS_MODE'
  | 'FEDEX_API_KEY'
  | 'FEDEX_SECRET_KEY'
  | 'FEDEX_ACCOUNT_NUMBER'
  | 'FEDEX_WEBHOOK_SECRET'
  | 'FEDEX_URL'
  | 'FEDEX_MODE'
  | 'PROVIDER_TIMEOUT_MS'
>;

/** Only the credentials that are set. */
const secrets = (entries: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

export function providerAccounts(c: ProviderEnv): ProviderAccount[] {
  const accounts: ProviderAccount[] = [];
  const account = (providerId: ProviderAccount['providerId'], mode: ProviderMode, baseUrl: string, credentials: Record<string, string | undefined>) =>
    accounts.push({ providerId, accountId: 'default', mode, baseUrl: baseUrl.replace(/\/+$/, ''), credentials: secrets(credentials) });
  if (c.KARRIO_URL && c.KARRIO_API_KEY) account('karrio', c.KARRIO_MODE ?? 'test', c.KARRIO_URL, { apiKey: c.KARRIO_API_KEY, webhookSecret: c.KARRIO_WEBHOOK_SECRET });
  if (c.EASYPOST_API_KEY) {
    const mode = c.EASYPOST_MODE ?? (c.EASYPOST_API_KEY.startsWith('EZTK') ? 'test' : 'live');
    account('easypost', mode, c.EASYPOST_URL ?? EASYPOST_BASE_URLS[mode], { apiKey: c.EASYPOST_API_KEY, webhookSecret: c.EASYPOST_WEBHOOK_SECRET });
  }
  if (c.SHIPPO_API_KEY) {
    const mode = c.SHIPPO_MODE ?? (c.SHIPPO_API_KEY.startsWith('shippo_live_') ? 'live' : 'test');
    account('shippo', mode, c.SHIPPO_URL ?? SHIPPO_BASE_URLS[mode], { apiKey: c.SHIPPO_API_KEY, webhookSecret: c.SHIPPO_WEBHOOK_SECRET });
  }
  if (c.DHL_API_KEY && c.DHL_ACCOUNT_NUMBER) {
    // DHL_API_KEY was 'user:password' before DHL_API_SECRET existed; both spellings work
    const [username, password] = c.DHL_API_SECRET ? [c.DHL_API_KEY, c.DHL_API_SECRET] : splitOnce(c.DHL_API_KEY);
    const mode = c.DHL_MODE ?? 'test';
    if (password) account('dhl-direct', mode, c.DHL_URL ?? DHL_BASE_URLS[mode], { username, password, accountNumber: c.DHL_ACCOUNT_NUMBER });
  }
  if (c.UPS_CLIENT_ID && c.UPS_CLIENT_SECRET && c.UPS_ACCOUNT_NUMBER) {
    const mode = c.UPS_MODE ?? 'test';
    account('ups-direct', mode, c.UPS_URL ?? UPS_BASE_URLS[mode], {
      clientId: c.UPS_CLIENT_ID,
      clientSecret: c.UPS_CLIENT_SECRET,
      accountNumber: c.UPS_ACCOUNT_NUMBER,
      webhookCredential: c.UPS_WEBHOOK_CREDENTIAL,
    });
  }
  if (c.FEDEX_API_KEY && c.FEDEX_SECRET_KEY && c.FEDEX_ACCOUNT_NUMBER) {
    const mode = c.FEDEX_MODE ?? 'test';
    account('fedex-direct', mode, c.FEDEX_URL ?? FEDEX_BASE_URLS[mode], {
      clientId: c.FEDEX_API_KEY,
      clientSecret: c.FEDEX_SECRET_KEY,
      accountNumber: c.FEDEX_ACCOUNT_NUMBER,
      webhookSecret: c.FEDEX_WEBHOOK_SECRET,
    });
  }
  return accounts;
}

function splitOnce(value: string): [string, string | undefined] {
  const at = value.indexOf(':');
  return at < 0 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}

/** The provider's own API host for a mode (null: it has none; Karrio is self-hosted). */
export function defaultBaseUrl(providerId: ProviderAccount['providerId'], mode: ProviderMode): string | null {
  switch (providerId) {
    case 'karrio':
      return null;
    case 'easypost':
      return EASYPOST_BASE_URLS[mode];
    case 'shippo':
      return SHIPPO_BASE_URLS[mode];
    case 'dhl-direct':
      return DHL_BASE_URLS[mode];
    case 'ups-direct':
      return UPS_BASE_URLS[mode];
    case 'fedex-direct':
      return FEDEX_BASE_URLS[mode];
  }
}

/** The adapter of an account. */
export function createProvider(account: ProviderAccount, options: ProviderOptions = {}): ShippingProvider {
  switch (account.providerId) {
    case 'karrio':
      return new KarrioProvider(account, options);
    case 'easypost':
      return new EasyPostProvider(account, options);
    case 'shippo':
      return new ShippoProvider(account, options);
    case 'dhl-direct':
      return new DhlProvider(account, options);
    case 'ups-direct':
      return new UpsProvider(account, options);
    case 'fedex-direct':
      return new FedexProvider(account, options);
  }
}

export function providerRegistryFrom(c: ProviderEnv): ProviderRegistry {
  return new ProviderRegistry(providerAccounts(c).map((a) => createProvider(a, { timeoutMs: c.PROVIDER_TIMEOUT_MS })));
}
