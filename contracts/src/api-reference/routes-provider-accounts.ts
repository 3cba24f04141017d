import { z } from 'zod';
import {
  ChangeProviderAccountSchema,
  ConnectProviderAccountSchema,
  ProviderAccountListSchema,
  ProviderAccountViewSchema,
  ReplaceProviderCredentialsSchema,
} from '../provider-accounts';
import type { ApiRoute } from './route';

// ── Real provider accounts managed by admins (issue 27, item 6) ──────────────

const keyParam = z.object({
  key: z.string().meta({ description: "The account's key: '<provider>.<account>', e.g. easypost.acme (an unknown key answers 404)." }),
});
const SECRETS =
  'Credentials are sealed at rest (AES-256-GCM under a key of their own, wrapped by WAYPOST_MASTER_KEY), never logged and never returned: answers name only which are set. ' +
  'Every API and worker process picks the change up within PROVIDER_ACCOUNTS_RELOAD_MS (2 s by default).';
const NEEDS_PG = { description: 'The event store is EventStoreDB: credentials are sealed by the PostgreSQL event store only; configure them in the environment.' };

export const PROVIDER_ACCOUNT_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/provider-accounts',
    operationId: 'listProviderAccounts',
    tag: 'Carriers',
    auth: ['admin'],
    summary: 'The real shipping provider accounts (managed here and from the environment)',
    description: 'Removed accounts are not listed. `active` says whether this process uses the account now; `circuit` is its breaker state.',
    responses: { 200: { description: 'Every account, by key.', schema: ProviderAccountListSchema } },
  },
  {
    method: 'post',
    path: '/api/admin/provider-accounts',
    operationId: 'connectProviderAccount',
    tag: 'Carriers',
    auth: ['admin'],
    summary: 'Connect a provider account with its credentials',
    description: `The mode comes from the key where the key says it (EasyPost EZTK…, Shippo shippo_test_…: test), else from \`mode\` (test by default): test selects the provider's test environment. ${SECRETS}`,
    body: ConnectProviderAccountSchema,
    responses: {
      201: { description: 'Connected.', schema: ProviderAccountViewSchema },
      409: { description: 'An account with this key exists.' },
      501: NEEDS_PG,
    },
  },
  {
    method: 'put',
    path: '/api/admin/provider-accounts/{key}',
    operationId: 'changeProviderAccount',
    tag: 'Carriers',
    auth: ['admin'],
    summary: "Change an account's label, mode, base URL, or pause it (enabled: false)",
    description: 'A paused account answers no rates and buys nothing; its booked parcels are still tracked.',
    params: keyParam,
    body: ChangeProviderAccountSchema,
    responses: { 200: { description: 'Changed.', schema: ProviderAccountViewSchema } },
  },
  {
    method: 'put',
    path: '/api/admin/provider-accounts/{key}/credentials',
    operationId: 'replaceProviderCredentials',
    tag: 'Carriers',
    auth: ['admin'],
    summary: "Replace an account's credentials (the whole set)",
    description: SECRETS,
    params: keyParam,
    body: ReplaceProviderCredentialsSchema,
    responses: { 200: { description: 'Replaced.', schema: ProviderAccountViewSchema }, 501: NEEDS_PG },
  },
  {
    method: 'delete',
    path: '/api/admin/provider-accounts/{key}',
    operationId: 'removeProviderAccount',
    tag: 'Carriers',
    auth: ['admin'],
    summary: 'Remove an account: its credentials are destroyed (their key is deleted)',
    description: 'Parcels it booked are no longer tracked or voidable through it. The account may be connected again, with new credentials.',
    params: keyParam,
    responses: { 204: { description: 'Removed.' } },
  },
];
