import { z } from 'zod';

// ── API keys in test and live mode (issue 25, item 3) ────────────────────────
// A key is `wp_test_…` or `wp_live_…` and 43 base64url characters (32 random bytes); only its SHA-256 and its
// first characters (the prefix shown in lists) are kept. A test key acts for the owner's test principal: it sees
// only what test keys created and quotes only the sandbox carriers; a live key acts as the owner.

export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const API_KEY_SCOPES = ['read', 'write', 'labels', 'webhooks', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** `wp_test_` or `wp_live_` */
export const apiKeyPrefixOf = (mode: ApiKeyMode): string => `wp_${mode}_`;
/** The shape of a key (not whether it exists). */
export const API_KEY_PATTERN = /^wp_(test|live)_[A-Za-z0-9_-]{43}$/;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/auth/keys */
export const CreateApiKeySchema = z.object({
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  mode: z.enum(API_KEY_MODES, { error: `must be one of ${API_KEY_MODES.join(', ')}` }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `must be one of ${API_KEY_SCOPES.join(', ')}` }))
    .min(1, 'must name at least one scope')
    .max(API_KEY_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'must not repeat a scope'),
  /** The key stops working at the start of this day (UTC) or at this instant; absent: never expires. */
  expiresAt: z
    .string()
    .max(40)
    .refine((v) => (dateOnly.test(v) || !Number.isNaN(Date.parse(v))) && Number.isFinite(Date.parse(v)), 'must be a date (2027-01-01) or an ISO date-time')
    .transform((v) => new Date(v).toISOString())
    .optional(),
});
export type CreateApiKeyInput = z.output<typeof CreateApiKeySchema>;

/** GET /api/auth/keys: a key as listed (never its secret). */
export interface ApiKeyInfo {
  id: string;
  name: string;
  mode: ApiKeyMode;
  /** The first characters of the key (wp_live_AbC1), to recognise it. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** POST /api/auth/keys: the key, shown this once. */
export interface CreatedApiKey extends ApiKeyInfo {
  key: string;
}

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid.',
  revoked: 'This API key was revoked.',
  expired: 'This API key has expired.',
  missingScope: (scope: ApiKeyScope) => `This API key lacks the '${scope}' scope.`,
  adminScopeNeedsAdmin: 'only an admin may give a key the admin scope',
  testModeNoAdmin: 'test keys act as a shipper: the admin scope is for live keys',
  expiryInPast: 'must be in the future',
  keysManageKeys: 'API keys cannot manage keys or tokens: sign in, or use the CLI token.',
} as const;

// Events of an API key's stream (`api-key-<id>`).
export const API_KEY_STREAM_TYPE = 'api-key';
export const apiKeyStreamId = (keyId: string): string => `${API_KEY_STREAM_TYPE}-${keyId}`;

export type ApiKeyCreated = {
  type: 'ApiKeyCreated';
  data: { keyId: string; ownerId: string; name: string; mode: ApiKeyMode; scopes: ApiKeyScope[]; prefix: string; secretHash: string; expiresAt: string | null; createdAt: string };
};
export type ApiKeyRevoked = { type: 'ApiKeyRevoked'; data: { keyId: string; ownerId: string; revokedAt: string; by: string } };
export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;
