import { z } from 'zod';
import { ROLES, type AccountIdentities, type AdminUserRow, type RoleChangeAnswer } from '../access';
import { API_KEY_MODES, API_KEY_SCOPES, type ApiKeyInfo, type CreatedApiKey } from '../api-keys';

// ── Answers of the account and user-administration routes (single sign-on identities, roles) ──
// Each mirrors its interface in ../access; the compiler refuses a schema that drifts from it (below).

const dateTime = z.string().meta({ format: 'date-time' });

export const LinkedIdentitySchema = z
  .object({ issuer: z.string(), subject: z.string(), email: z.string().nullable(), emailVerified: z.boolean(), linkedAt: dateTime })
  .meta({ id: 'LinkedIdentity' });
export const AccountIdentitiesSchema = z
  .object({ singleSignOn: z.boolean().meta({ description: 'Whether single sign-on is set up here.' }), identities: z.array(LinkedIdentitySchema) })
  .meta({ id: 'AccountIdentities' });
export const AdminUserRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    identities: z.number().int().meta({ description: 'How many single sign-on identities are linked.' }),
    createdAt: dateTime,
  })
  .meta({ id: 'AdminUser' });
export const RoleChangeAnswerSchema = z
  .object({ id: z.string(), changed: z.boolean().meta({ description: 'false when the user already had the role.' }), previousRole: z.enum(ROLES), role: z.enum(ROLES) })
  .meta({ id: 'RoleChange' });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mode: z.enum(API_KEY_MODES),
    prefix: z.string().meta({ description: 'The first characters of the key, to recognise it (wp_live_AbC1).' }),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    createdAt: dateTime,
    lastUsedAt: dateTime.nullable().meta({ description: 'Written at most once a minute.' }),
    expiresAt: dateTime.nullable(),
    revokedAt: dateTime.nullable(),
  })
  .meta({ id: 'ApiKey' });
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string().meta({ description: 'The key: shown this once, never again.' }) }).meta({ id: 'CreatedApiKey' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ACCESS_SCHEMAS_MATCH_CONTRACTS: [
  Same<z.output<typeof AccountIdentitiesSchema>, AccountIdentities>,
  Same<z.output<typeof AdminUserRowSchema>, AdminUserRow>,
  Same<z.output<typeof RoleChangeAnswerSchema>, RoleChangeAnswer>,
  Same<z.output<typeof ApiKeySchema>, ApiKeyInfo>,
  Same<z.output<typeof CreatedApiKeySchema>, CreatedApiKey>,
] = [true, true, true, true, true];
