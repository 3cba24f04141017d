import { MANAGED_PROVIDER_IDS, PROVIDER_CREDENTIAL_FIELDS } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';
import { CIRCUIT_KEYS, CREDENTIAL_NAME_KEYS, credentialLabelKey } from './account-labels';

// ── Every credential a provider takes has that provider's own label in the catalogue, and a short name ──

/** The English catalogue's own message (no fallback: undefined when the key is missing). */
const english = (key: string): unknown => i18n.getResource('en', 'provider-accounts', key);

it.each(MANAGED_PROVIDER_IDS)("labels each of %s's credentials with the provider's own term", (provider) => {
  for (const field of PROVIDER_CREDENTIAL_FIELDS[provider]) {
    const key = credentialLabelKey(provider, field.name);
    expect(key).toBe(`credentialLabels.${provider}.${field.name}`);
    // the catalogue's English is the contract's own label (what the provider calls it)
    expect(english(key)).toBe(field.label);
  }
});

it('has a short name for every credential and a text for every circuit state', () => {
  for (const key of [...Object.values(CREDENTIAL_NAME_KEYS), ...Object.values(CIRCUIT_KEYS)]) expect(typeof english(key)).toBe('string');
});
