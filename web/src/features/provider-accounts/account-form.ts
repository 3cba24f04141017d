import {
  PROVIDER_ACCOUNT_ID_PATTERN,
  PROVIDER_CREDENTIAL_FIELDS,
  PROVIDERS_NEEDING_BASE_URL,
  modeOfKey,
  type ManagedProviderId,
  type ProviderAccountMode,
  type ProviderCredentialField,
  type ProviderCredentials,
} from '@waypost/contracts';
import type { ConnectProviderAccountBody } from './api/provider-accounts';

// ── The provider account forms' logic: which fields a provider takes, what is sent, where the server's 400 goes ──

/** 'fromKey': leave the mode to what the API key says (EasyPost, Shippo); else the mode chosen. */
export type ModeChoice = 'fromKey' | ProviderAccountMode;

/** Providers whose API keys say their mode (EasyPost EZTK…/EZAK…, Shippo shippo_test_…/shippo_live_…). */
export const KEY_SAYS_MODE: readonly ManagedProviderId[] = ['easypost', 'shippo'];

export const credentialFieldsOf = (provider: ManagedProviderId): readonly ProviderCredentialField[] => PROVIDER_CREDENTIAL_FIELDS[provider];
export const needsBaseUrl = (provider: ManagedProviderId): boolean => PROVIDERS_NEEDING_BASE_URL.includes(provider);
export const modeChoicesOf = (provider: ManagedProviderId): readonly ModeChoice[] => (KEY_SAYS_MODE.includes(provider) ? ['fromKey', 'test', 'live'] : ['test', 'live']);

/** The mode the typed API key says, for the hint beside the mode ('unknown': a key that says neither). */
export function keyModeOf(provider: ManagedProviderId, apiKey: string | undefined): ProviderAccountMode | 'unknown' | null {
  if (!KEY_SAYS_MODE.includes(provider) || !apiKey?.trim()) return null;
  return modeOfKey(provider, apiKey.trim()) ?? 'unknown';
}

export interface ConnectDraft {
  provider: ManagedProviderId;
  account: string;
  label: string;
  mode: ModeChoice;
  baseUrl: string;
  credentials: ProviderCredentials;
}

/** A blank form for a provider: its own default mode and no credentials (none carried over from another provider). */
export const blankDraft = (provider: ManagedProviderId): ConnectDraft => ({ provider, account: '', label: '', mode: modeChoicesOf(provider)[0]!, baseUrl: '', credentials: {} });

/** The account name as the server checks it (PROVIDER_ACCOUNT_ID_PATTERN, and not the environment's 'default'). */
export const accountNameOk = (account: string): boolean => PROVIDER_ACCOUNT_ID_PATTERN.test(account) && account !== 'default';

/** The provider's credentials that were typed, trimmed; a field left blank is not sent (the server says if it is required). */
export function credentialsBody(provider: ManagedProviderId, typed: ProviderCredentials): ProviderCredentials {
  const out: ProviderCredentials = {};
  for (const { name } of credentialFieldsOf(provider)) {
    const value = Object.hasOwn(typed, name) ? typed[name]?.trim() : undefined;
    if (value) out[name] = value;
  }
  return out;
}

/** The POST body: blank optional fields left out, so the server applies its defaults (label, mode from the key, host). */
export function connectBody(draft: ConnectDraft): ConnectProviderAccountBody {
  const label = draft.label.trim();
  const baseUrl = draft.baseUrl.trim();
  return {
    provider: draft.provider,
    account: draft.account.trim(),
    ...(label ? { label } : {}),
    ...(draft.mode !== 'fromKey' ? { mode: draft.mode } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    credentials: credentialsBody(draft.provider, draft.credentials),
  };
}

/** Where a message that names no field of the form is shown. */
export const FORM_PLACE = 'form';

/**
 * The API's 400 issues ({field, message}) placed beside the fields a form shows, by the field's name as the API spells
 * it ('account', 'mode', 'credentials.apiKey'); any other (a field this form does not show, the whole body) goes to
 * FORM_PLACE with its field named. A Map: the field names come from the server and never reach a prototype.
 */
export function placeIssues(issues: readonly { field: string; message: string }[], fields: readonly string[]): Map<string, string[]> {
  const placed = new Map<string, string[]>();
  const add = (place: string, text: string) => placed.set(place, [...(placed.get(place) ?? []), text]);
  for (const { field, message } of issues) {
    if (fields.includes(field)) add(field, message);
    else add(FORM_PLACE, field === '(body)' ? message : `${field} ${message}`);
  }
  return placed;
}

/** The fields of the connect form, as the API names them. */
export const connectFieldsOf = (provider: ManagedProviderId): string[] => [
  'provider',
  'account',
  'label',
  'mode',
  'baseUrl',
  ...credentialFieldsOf(provider).map((f) => `credentials.${f.name}`),
];
