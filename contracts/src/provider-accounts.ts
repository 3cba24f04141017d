import { z } from 'zod';

// ── Real shipping provider accounts managed by admins (issue 27, item 6) ─────
// Stream `provider-account-<key>`: an account's connection, its settings, its credentials replaced, its removal. The
// credentials are sealed at rest by the event store (per connection key, wrapped by WAYPOST_MASTER_KEY), never
// logged, never returned: the read side only knows which of them are set. Removing an account deletes its key.
// Accounts configured from the environment (KARRIO_*, EASYPOST_*, …) are listed beside these, read-only.

export const PROVIDER_ACCOUNT_STREAM_TYPE = 'provider-account';
export const providerAccountStreamId = (key: string): string => `provider-account-${key}`;

export const MANAGED_PROVIDER_IDS = ['karrio', 'easypost', 'shippo', 'dhl-direct', 'ups-direct', 'fedex-direct'] as const;
export type ManagedProviderId = (typeof MANAGED_PROVIDER_IDS)[number];

export const PROVIDER_DISPLAY_NAMES: Readonly<Record<ManagedProviderId, string>> = {
  karrio: 'Karrio',
  easypost: 'EasyPost',
  shippo: 'Shippo',
  'dhl-direct': 'DHL Express',
  'ups-direct': 'UPS',
  'fedex-direct': 'FedEx',
};

/** Every credential name any provider uses. */
export const PROVIDER_CREDENTIAL_NAMES = ['apiKey', 'username', 'password', 'clientId', 'clientSecret', 'accountNumber', 'webhookSecret', 'webhookCredential'] as const;
export type ProviderCredentialName = (typeof PROVIDER_CREDENTIAL_NAMES)[number];

export interface ProviderCredentialField {
  name: ProviderCredentialName;
  /** What the provider calls it (shown beside the field). */
  label: string;
  required: boolean;
}

/** The credentials each provider takes (the form's fields, the CLI's names, what the API checks). */
export const PROVIDER_CREDENTIAL_FIELDS: Readonly<Record<ManagedProviderId, readonly ProviderCredentialField[]>> = {
  karrio: [
    { name: 'apiKey', label: 'API key (Token)', required: true },
    { name: 'webhookSecret', label: 'Webhook secret (X-Event-Id)', required: false },
  ],
  easypost: [
    { name: 'apiKey', label: 'API key (EZTK… test, EZAK… production)', required: true },
    { name: 'webhookSecret', label: 'Webhook secret (HMAC)', required: false },
  ],
  shippo: [
    { name: 'apiKey', label: 'API token (shippo_test_… or shippo_live_…)', required: true },
    { name: 'webhookSecret', label: 'Webhook secret (HMAC)', required: false },
  ],
  'dhl-direct': [
    { name: 'username', label: 'MyDHL API user name', required: true },
    { name: 'password', label: 'MyDHL API password', required: true },
    { name: 'accountNumber', label: 'DHL Express account number', required: true },
  ],
  'ups-direct': [
    { name: 'clientId', label: 'OAuth client id', required: true },
    { name: 'clientSecret', label: 'OAuth client secret', required: true },
    { name: 'accountNumber', label: 'UPS shipper number', required: true },
    { name: 'webhookCredential', label: 'Track Alert credential', required: false },
  ],
  'fedex-direct': [
    { name: 'clientId', label: 'API key (client id)', required: true },
    { name: 'clientSecret', label: 'Secret key (client secret)', required: true },
    { name: 'accountNumber', label: 'FedEx account number', required: true },
    { name: 'webhookSecret', label: 'Webhook security token', required: false },
  ],
};

/** Providers whose API has no public host of its own (self-hosted): the base URL is required. */
export const PROVIDERS_NEEDING_BASE_URL: readonly ManagedProviderId[] = ['karrio'];

/**
 * The mode a key says it is for (EasyPost EZTK…/EZAK…, Shippo shippo_test_…/shippo_live_…); null when the key does not
 * say (the carriers' own APIs: their environments differ by host, chosen by the mode).
 */
export function modeOfKey(providerId: ManagedProviderId, apiKey: string | undefined): ProviderAccountMode | null {
  if (typeof apiKey !== 'string') return null;
  if (providerId === 'easypost') return apiKey.startsWith('EZTK') ? 'test' : apiKey.startsWith('EZAK') ? 'live' : null;
  if (providerId === 'shippo') return apiKey.startsWith('shippo_test_') ? 'test' : apiKey.startsWith('shippo_live_') ? 'live' : null;
  return null;
}

export const PROVIDER_ACCOUNT_MODES = ['test', 'live'] as const;
export type ProviderAccountMode = (typeof PROVIDER_ACCOUNT_MODES)[number];

/** Our name for an account: lower-case letters, digits and hyphens; 'default' is the environment's. */
export const PROVIDER_ACCOUNT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** An account's key (its carrier id in rates and bookings): '<provider>.<account>'. */
export const providerAccountKey = (providerId: ManagedProviderId, accountId: string): string => `${providerId}.${accountId}`;

// ── Events ───────────────────────────────────────────────────────────────────
export type ProviderCredentials = Partial<Record<ProviderCredentialName, string>>;

export type ProviderAccountConnected = {
  type: 'ProviderAccountConnected';
  data: {
    key: string;
    providerId: ManagedProviderId;
    accountId: string;
    label: string;
    mode: ProviderAccountMode;
    /** null: the provider's own host for the mode. */
    baseUrl: string | null;
    /** The connection the credentials are sealed under (a new one after a removal). */
    connectionId: string;
    credentials: ProviderCredentials;
    connectedBy: string | null;
    connectedAt: string;
  };
};
export type ProviderAccountChanged = {
  type: 'ProviderAccountChanged';
  data: { key: string; label: string; mode: ProviderAccountMode; baseUrl: string | null; enabled: boolean; changedBy: string | null; changedAt: string };
};
export type ProviderAccountCredentialsReplaced = {
  type: 'ProviderAccountCredentialsReplaced';
  data: { key: string; connectionId: string; credentials: ProviderCredentials; replacedBy: string | null; replacedAt: string };
};
export type ProviderAccountRemoved = {
  type: 'ProviderAccountRemoved';
  data: { key: string; connectionId: string; removedBy: string | null; removedAt: string };
};

export type ProviderAccountEvent = ProviderAccountConnected | ProviderAccountChanged | ProviderAccountCredentialsReplaced | ProviderAccountRemoved;
export const PROVIDER_ACCOUNT_EVENT_TYPES: ProviderAccountEvent['type'][] = [
  'ProviderAccountConnected',
  'ProviderAccountChanged',
  'ProviderAccountCredentialsReplaced',
  'ProviderAccountRemoved',
];

// ── HTTP payloads ────────────────────────────────────────────────────────────
const CredentialValue = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'is required')
  .max(1000, 'must be at most 1000 characters')
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters');

const BaseUrl = z
  .string({ error: 'must be a string' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http:// or https:// URL')
  .refine((u) => !URL.canParse(u) || (new URL(u).username === '' && new URL(u).password === ''), 'must not carry credentials (give them as credentials)')
  .refine((u) => !URL.canParse(u) || (new URL(u).search === '' && new URL(u).hash === ''), 'must not have a query or a fragment')
  .transform((u) => u.replace(/\/+$/, ''));

const Label = z.string({ error: 'must be a string' }).trim().max(80, 'must be at most 80 characters');

/** The credentials object: only the provider's names (checked against the provider in ConnectProviderAccountSchema). */
const CredentialsSchema = z
  .record(z.string(), z.unknown(), { error: 'must be an object of credential names to values' })
  .superRefine((creds, ctx) => {
    for (const [name, value] of Object.entries(creds)) {
      if (!(PROVIDER_CREDENTIAL_NAMES as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is not a credential name (${PROVIDER_CREDENTIAL_NAMES.join(', ')})` });
        continue;
      }
      const parsed = CredentialValue.safeParse(value);
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: [name], message: parsed.error.issues[0]?.message ?? 'is not valid' });
    }
  })
  .transform((creds) => {
    const out: ProviderCredentials = {};
    for (const name of PROVIDER_CREDENTIAL_NAMES) if (Object.hasOwn(creds, name)) out[name] = String(creds[name]).trim();
    return out;
  });

/** The provider's fields: required ones present, no others. */
export function credentialIssues(providerId: ManagedProviderId, credentials: ProviderCredentials): { name: string; message: string }[] {
  const fields = PROVIDER_CREDENTIAL_FIELDS[providerId];
  const issues: { name: string; message: string }[] = [];
  for (const f of fields) if (f.required && !credentials[f.name]) issues.push({ name: f.name, message: `is required for ${PROVIDER_DISPLAY_NAMES[providerId]}` });
  for (const name of Object.keys(credentials))
    if (!fields.some((f) => f.name === name)) issues.push({ name, message: `is not a ${PROVIDER_DISPLAY_NAMES[providerId]} credential` });
  return issues;
}

function checkModeAgainstKey(providerId: ManagedProviderId, credentials: ProviderCredentials, mode: ProviderAccountMode | undefined, ctx: z.RefinementCtx): void {
  const keyMode = modeOfKey(providerId, credentials.apiKey);
  if (mode && keyMode && keyMode !== mode)
    ctx.addIssue({ code: 'custom', path: ['mode'], message: `is ${mode}, but the API key is a ${keyMode} key of ${PROVIDER_DISPLAY_NAMES[providerId]}` });
}

/** POST /api/admin/provider-accounts */
export const ConnectProviderAccountSchema = z
  .object({
    provider: z.enum(MANAGED_PROVIDER_IDS, { error: `must be one of ${MANAGED_PROVIDER_IDS.join(', ')}` }),
    account: z
      .string({ error: 'must be a string' })
      .regex(PROVIDER_ACCOUNT_ID_PATTERN, 'must be 1 to 32 lower-case letters, digits or hyphens, starting with a letter or digit')
      .refine((a) => a !== 'default', "'default' names the account configured from the environment; choose another name"),
    label: Label.optional(),
    /** Absent: what the key says (EasyPost, Shippo), else test. */
    mode: z.enum(PROVIDER_ACCOUNT_MODES, { error: 'must be test or live' }).optional(),
    /** Absent: the provider's own host for the mode; required for Karrio (self-hosted). */
    baseUrl: BaseUrl.optional(),
    credentials: CredentialsSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    // zod runs this even when a field failed: only a valid provider and credentials are checked against each other
    if (!(MANAGED_PROVIDER_IDS as readonly unknown[]).includes(v.provider) || !CredentialsSchema.safeParse(v.credentials).success) return;
    for (const issue of credentialIssues(v.provider, v.credentials)) ctx.addIssue({ code: 'custom', path: ['credentials', issue.name], message: issue.message });
    if (PROVIDERS_NEEDING_BASE_URL.includes(v.provider) && !v.baseUrl)
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: `is required for ${PROVIDER_DISPLAY_NAMES[v.provider]} (the address of your server)` });
    checkModeAgainstKey(v.provider, v.credentials, v.mode, ctx);
  })
  .meta({ id: 'ConnectProviderAccount' });
export type ConnectProviderAccountInput = z.output<typeof ConnectProviderAccountSchema>;

/** PATCH /api/admin/provider-accounts/:key (baseUrl null: back to the provider's own host). */
export const ChangeProviderAccountSchema = z
  .object({
    label: Label.optional(),
    mode: z.enum(PROVIDER_ACCOUNT_MODES, { error: 'must be test or live' }).optional(),
    baseUrl: BaseUrl.nullable().optional(),
    enabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict()
  .meta({ id: 'ChangeProviderAccount' });
export type ChangeProviderAccountInput = z.output<typeof ChangeProviderAccountSchema>;

/** PUT /api/admin/provider-accounts/:key/credentials: the whole set, replacing the old one. */
export const ReplaceProviderCredentialsSchema = z.object({ credentials: CredentialsSchema }).strict().meta({ id: 'ReplaceProviderCredentials' });
export type ReplaceProviderCredentialsInput = z.output<typeof ReplaceProviderCredentialsSchema>;

/** An account as listed: never a credential, only which are set. */
export const ProviderAccountViewSchema = z
  .object({
    key: z.string().meta({ description: "The account's carrier id in rates and bookings ('easypost.acme')." }),
    provider: z.enum(MANAGED_PROVIDER_IDS),
    providerName: z.string(),
    account: z.string(),
    label: z.string(),
    mode: z.enum(PROVIDER_ACCOUNT_MODES),
    baseUrl: z.string().nullable().meta({ description: "null: the provider's own host for the mode." }),
    enabled: z.boolean(),
    source: z.enum(['dashboard', 'environment']).meta({ description: 'dashboard: managed here; environment: from the server configuration (read-only).' }),
    credentialsSet: z.array(z.enum(PROVIDER_CREDENTIAL_NAMES)).meta({ description: 'Which credentials are set; their values are never returned.' }),
    credentialsUpdatedAt: z.string().nullable(),
    connectedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** Whether this API process uses the account now (it reloads accounts within seconds of a change). */
    active: z.boolean(),
    circuit: z.enum(['closed', 'open', 'half_open', 'tripped']).nullable(),
    webhookPath: z.string().nullable(),
  })
  .meta({ id: 'ProviderAccount' });
export type ProviderAccountView = z.infer<typeof ProviderAccountViewSchema>;

export const ProviderAccountListSchema = z.object({ accounts: z.array(ProviderAccountViewSchema) }).meta({ id: 'ProviderAccountList' });
export type ProviderAccountList = z.infer<typeof ProviderAccountListSchema>;
