import { z } from 'zod';

// ── Real shipping providers' settings (issue 27): a key configured is all a business does ──
// Each provider is active when its credentials are set; `*_URL` points an adapter elsewhere (a self-hosted Karrio, a
// proxy, or our local fakes in tests); `*_MODE` picks the provider's test or live environment where the key does not
// say it (EasyPost and Shippo keys do: EZTK…/shippo_test_… are test keys).

const secret = z.string().trim().min(1).optional();
const url = z.string().url().optional();
const mode = z.enum(['test', 'live']).optional();

export const PROVIDER_ENV = {
  KARRIO_URL: url,
  KARRIO_API_KEY: secret,
  KARRIO_WEBHOOK_SECRET: secret,
  KARRIO_MODE: mode,
  EASYPOST_API_KEY: secret,
  EASYPOST_WEBHOOK_SECRET: secret,
  EASYPOST_URL: url,
  EASYPOST_MODE: mode,
  SHIPPO_API_KEY: secret,
  SHIPPO_WEBHOOK_SECRET: secret,
  SHIPPO_URL: url,
  SHIPPO_MODE: mode,
  /** MyDHL API user name (or 'user:password' as before, when DHL_API_SECRET is unset). */
  DHL_API_KEY: secret,
  DHL_API_SECRET: secret,
  DHL_ACCOUNT_NUMBER: secret,
  DHL_URL: url,
  DHL_MODE: mode,
  UPS_CLIENT_ID: secret,
  UPS_CLIENT_SECRET: secret,
  UPS_ACCOUNT_NUMBER: secret,
  UPS_WEBHOOK_CREDENTIAL: secret,
  UPS_URL: url,
  UPS_MODE: mode,
  FEDEX_API_KEY: secret,
  FEDEX_SECRET_KEY: secret,
  FEDEX_ACCOUNT_NUMBER: secret,
  FEDEX_WEBHOOK_SECRET: secret,
  FEDEX_URL: url,
  FEDEX_MODE: mode,
  /** Each request to a provider (ms). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How long a quote waits for the providers' rates (ms); a provider slower than this is left out of that quote. */
  PROVIDER_RATES_BUDGET_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /** How often a booked parcel's provider is asked for news when it does not push (s). */
  PROVIDER_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How often each process looks for provider accounts an admin connected, changed or removed (ms). */
  PROVIDER_ACCOUNTS_RELOAD_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
};
