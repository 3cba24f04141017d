import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { PROVIDER_ENV } from './provider-env';

// ── Configuration: read once from the environment, validated, then injected ──
// Nothing else in the code reads process.env.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Requests' connections: twice the cores and four, at most 20. More PostgreSQL backends than that running at once on
 * the same cores cost more CPU per query than they gain (bench/load mixed at 64 connections on 2 cores: pool 20 answered
 * 1,356 and 1,765 req/s with PostgreSQL at 0.41 and 0.34 CPU ms per request; pool 8, 1,712 and 2,376 at 0.24 and 0.18).
 */
export const defaultPoolSize = (cores = availableParallelism()): number => Math.min(20, 2 * cores + 4);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(defaultPoolSize()),
    WAYPOST_DATA_DIR: z.string().default('.waypost'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    EVENTSTORE_URL: z.string().optional(),
    KAFKA_BROKERS: z.string().optional(),
    /** How long a consumer that died without leaving (kill -9, lost host) holds its partitions before Kafka moves them (6000 is the broker's minimum). */
    KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6000).max(300_000).default(30_000),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    OIDC_ISSUER_URL: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** Only password-less single sign-on: local sign-up and password sign-in are refused (needs OIDC_ISSUER_URL). */
    OIDC_ONLY: bool,
    /** Comma-separated email domains whose existing accounts a verified provider identity may join; unset: any domain. */
    OIDC_LINK_DOMAINS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      ),
    /** The claim that carries the provider's groups or roles (for example groups or roles); unset: roles are not read. */
    OIDC_ROLES_CLAIM: z.string().trim().min(1).max(100).optional(),
    /** Claim values to roles, e.g. `waypost-admins=admin,waypost-agents=agent` (roles: shipper, agent, admin, auditor). */
    OIDC_ROLE_MAP: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const map = new Map<string, 'shipper' | 'agent' | 'admin' | 'auditor'>();
        for (const entry of (v ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)) {
          const eq = entry.lastIndexOf('=');
          const value = entry.slice(0, eq).trim();
          const role = entry.slice(eq + 1).trim();
          if (eq <= 0 || !value || !['shipper', 'agent', 'admin', 'auditor'].includes(role)) {
            ctx.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not claim-value=role (role: shipper, agent, admin or auditor)` });
          } else map.set(value, role as 'shipper' | 'agent' | 'admin' | 'auditor');
        }
        return map;
      }),
    /** How long a request to the identity provider may take before it counts as down. */
    OIDC_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** Signs the single sign-on flow cookie and the lists' page cursors (HMAC); unset: derived from WAYPOST_MASTER_KEY (or OIDC_CLIENT_SECRET for the cookie). */
    AUTH_COOKIE_SECRET: z.string().min(32).optional(),
    PUBLIC_URL: z.string().url().optional(),
    PRODUCTION_MODE: bool,
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    RUN_PROJECTIONS: z.enum(['true', 'false']).default('true'),
    /** Projections in a worker thread of their own (default: yes with the PostgreSQL store, when running built code). */
    PROJECTIONS_THREAD: z.enum(['true', 'false']).optional(),
    /** While live, the projections start at most one batch per this many ms: fuller, fewer transactions under load, at the cost of up to this much more lag. */
    PROJECTIONS_MIN_CYCLE_MS: z.coerce.number().int().min(0).max(1000).optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 14),
    /** Failed sign-ins one client may make on one account before each further try waits (growing delays, up to LOGIN_WINDOW_SECONDS). */
    LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Bearer token Prometheus scrapes GET /metrics with (instead of an admin's session or API token); unset: admins only. */
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(200).optional(),
    /** A worker process without HTTP (projections, forwarder, carriers) serves GET /metrics on this port; unset: none. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SANDBOX_SPEED: z.coerce.number().positive().default(60),
    SANDBOX_SEED: z.coerce.number().int().default(42),
    /** Probability of each seeded sandbox exception (delay, customs hold, failed delivery attempt), 0..1. */
    SANDBOX_EXCEPTION_RATE: z.coerce.number().min(0).max(1).default(0.1),
    /** Comma-separated carrier ids the sandbox runs (default: the whole catalogue). */
    SANDBOX_CARRIERS: z.string().optional(),
    /** Forwarder (event log -> bus) and carrier workers in this process; default on, off under NODE_ENV=test. */
    RUN_FORWARDER: z.enum(['true', 'false']).optional(),
    RUN_CARRIERS: z.enum(['true', 'false']).optional(),
    /** Webhook deliveries (fan-out from the log and the sender) in this process; default on, off under NODE_ENV=test. */
    RUN_WEBHOOKS: z.enum(['true', 'false']).optional(),
    /** Hosts webhooks may reach although they resolve to private or loopback addresses (comma-separated; development and tests). */
    WEBHOOK_ALLOW_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((h) =>
            h
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, ''),
          )
          .filter(Boolean),
      ),
    /** How long one webhook delivery attempt may take (connect, send, answer). */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Retries: the first delay ceiling (doubling per failure, full jitter), the largest ceiling, and how long to retry before disabling the endpoint. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5_000),
    WEBHOOK_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
    WEBHOOK_RETRY_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 86_400)
      .default(72 * 3600),
    /** How often the sender looks for due deliveries when nothing woke it (ms). */
    WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** Endpoints one process delivers to at the same time. */
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** Wraps the per-person keys of personal data in events (api/src/audit/README.md); required in production. */
    WAYPOST_MASTER_KEY: z.string().min(16).optional(),
    /** Real shipping providers (issue 27): platform/config/provider-env.ts. */
    ...PROVIDER_ENV,
    /** Anonymous writes (early access, sign-up, the assistant's handoff) per client address and window, shared by every API process. */
    ANONYMOUS_WRITE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
    ANONYMOUS_WRITE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Requests per minute per route class (README, "Rate limits"): per API key when one is used, per client address otherwise; 0 = no limit. */
    RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(60),
    /** Whether requests without an API key are limited per client address too; default on, off under NODE_ENV=test (tests and benchmarks come from one address). */
    RATE_LIMIT_PER_CLIENT: z.enum(['true', 'false']).optional(),
    /**
     * Proxies whose X-Forwarded-For/-Host/-Proto are believed (comma-separated addresses, CIDRs, or loopback,
     * linklocal, uniquelocal); none by default: the client address is the connection's peer.
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const entries = (v ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        for (const entry of entries)
          if (!isProxyEntry(entry)) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not an IP address, CIDR, loopback, linklocal or uniquelocal` });
        return entries;
      }),
    /** scrypt cost of password hashes as log2(N), r=8, p=1; OWASP's minimum (17) and up, lower only under NODE_ENV=test. */
    PASSWORD_SCRYPT_LOG2_N: z.coerce.number().int().min(10).max(20).default(17),
    /** smtp://user:pass@host:587 or smtps://…: account mail (email confirmation) goes out through it; unset: the outbox only. */
    SMTP_URL: z
      .string()
      .url()
      .refine((u) => /^smtps?:\/\//i.test(u), 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of account mail. */
    MAIL_FROM: z.string().trim().min(3).max(200).default('Waypost <no-reply@waypost.invalid>'),
    /** How long a read by a client that has just written waits for the read models to show it (ms); 0 = never waits. */
    READ_YOUR_WRITES_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
    /** GET /api/health/ready answers 503 while a read model has more events than this still to fold. */
    READY_MAX_PROJECTION_LAG: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
  })
  .superRefine((c, ctx) => {
    if (c.OIDC_ONLY && !(c.OIDC_ISSUER_URL && c.OIDC_CLIENT_ID)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ONLY'], message: 'needs OIDC_ISSUER_URL and OIDC_CLIENT_ID (nobody could sign in otherwise)' });
    }
    if (c.METRICS_PORT !== undefined && !c.METRICS_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'needs METRICS_TOKEN (the metrics listener answers only with it)' });
    }
    if (c.PASSWORD_SCRYPT_LOG2_N < 17 && c.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['PASSWORD_SCRYPT_LOG2_N'], message: 'must be at least 17 (OWASP minimum for scrypt); lower values are for tests only' });
    }
  });

/** An entry of TRUSTED_PROXIES as Fastify's proxy-addr reads it: an address, address/prefix, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    isProduction: c.NODE_ENV === 'production',
    /** Demo accounts are seeded unless NODE_ENV=production (or SEED_DEMO=false). */
    seedDemo: c.SEED_DEMO ? c.SEED_DEMO === 'true' : c.NODE_ENV !== 'production',
    runProjections: c.RUN_PROJECTIONS === 'true',
    runForwarder: c.RUN_FORWARDER ? c.RUN_FORWARDER === 'true' : c.NODE_ENV !== 'test',
    runCarriers: c.RUN_CARRIERS ? c.RUN_CARRIERS === 'true' : c.NODE_ENV !== 'test',
    rateLimitPerClient: c.RATE_LIMIT_PER_CLIENT ? c.RATE_LIMIT_PER_CLIENT === 'true' : c.NODE_ENV !== 'test',
    runWebhooks: c.RUN_WEBHOOKS ? c.RUN_WEBHOOKS === 'true' : c.NODE_ENV !== 'test',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
