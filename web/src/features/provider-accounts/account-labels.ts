import type { ManagedProviderId, ProviderAccountView, ProviderCredentialName } from '@waypost/contracts';

// ── Catalogue keys (provider-accounts namespace) for the names a provider account shows, translated where shown ──

/** A credential's short name ("API key: set", and before the server's message about it). */
export const CREDENTIAL_NAME_KEYS = {
  apiKey: 'credentialNames.apiKey',
  username: 'credentialNames.username',
  password: 'credentialNames.password',
  clientId: 'credentialNames.clientId',
  clientSecret: 'credentialNames.clientSecret',
  accountNumber: 'credentialNames.accountNumber',
  webhookSecret: 'credentialNames.webhookSecret',
  webhookCredential: 'credentialNames.webhookCredential',
} as const satisfies Record<ProviderCredentialName, string>;

/** What each provider calls its credentials (the connect form's labels), as PROVIDER_CREDENTIAL_FIELDS lists them. */
const CREDENTIAL_LABEL_KEYS = {
  karrio: { apiKey: 'credentialLabels.karrio.apiKey', webhookSecret: 'credentialLabels.karrio.webhookSecret' },
  easypost: { apiKey: 'credentialLabels.easypost.apiKey', webhookSecret: 'credentialLabels.easypost.webhookSecret' },
  shippo: { apiKey: 'credentialLabels.shippo.apiKey', webhookSecret: 'credentialLabels.shippo.webhookSecret' },
  'dhl-direct': {
    username: 'credentialLabels.dhl-direct.username',
    password: 'credentialLabels.dhl-direct.password',
    accountNumber: 'credentialLabels.dhl-direct.accountNumber',
  },
  'ups-direct': {
    clientId: 'credentialLabels.ups-direct.clientId',
    clientSecret: 'credentialLabels.ups-direct.clientSecret',
    accountNumber: 'credentialLabels.ups-direct.accountNumber',
    webhookCredential: 'credentialLabels.ups-direct.webhookCredential',
  },
  'fedex-direct': {
    clientId: 'credentialLabels.fedex-direct.clientId',
    clientSecret: 'credentialLabels.fedex-direct.clientSecret',
    accountNumber: 'credentialLabels.fedex-direct.accountNumber',
    webhookSecret: 'credentialLabels.fedex-direct.webhookSecret',
  },
} as const satisfies Record<ManagedProviderId, Partial<Record<ProviderCredentialName, string>>>;

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;
type CredentialLabelKey = ValuesOf<(typeof CREDENTIAL_LABEL_KEYS)[ManagedProviderId]> | (typeof CREDENTIAL_NAME_KEYS)[ProviderCredentialName];

/** The provider's own name for a credential; its short name for one the table does not list. */
export function credentialLabelKey(provider: ManagedProviderId, name: ProviderCredentialName): CredentialLabelKey {
  const ofProvider: Partial<Record<ProviderCredentialName, CredentialLabelKey>> = CREDENTIAL_LABEL_KEYS[provider];
  return ofProvider[name] ?? CREDENTIAL_NAME_KEYS[name];
}

/** The other fields' names, before the server's message about them. */
export const FIELD_NAME_KEYS = {
  provider: 'fieldNames.provider',
  account: 'fieldNames.account',
  label: 'fieldNames.label',
  mode: 'fieldNames.mode',
  baseUrl: 'fieldNames.baseUrl',
} as const;

export const MODE_CHOICE_KEYS = { fromKey: 'modes.fromKey', test: 'modes.test', live: 'modes.live' } as const;

export const CIRCUIT_KEYS = {
  closed: 'circuit.closed',
  open: 'circuit.open',
  half_open: 'circuit.halfOpen',
  tripped: 'circuit.tripped',
} as const satisfies Record<NonNullable<ProviderAccountView['circuit']>, string>;
