import { useTranslation } from 'react-i18next';
import type { ManagedProviderId, ProviderCredentials } from '@waypost/contracts';
import { InputField } from '@/components/ui/field';
import { credentialFieldsOf, FORM_PLACE } from '../account-form';
import { CREDENTIAL_NAME_KEYS, credentialLabelKey } from '../account-labels';

// ── Pieces shared by the connect and replace-credentials forms ──

/** The server's messages about one field, each after the field's name ("API key is required for EasyPost"). */
export function useFieldErrors(placed: ReadonlyMap<string, readonly string[]>) {
  const { t } = useTranslation('provider-accounts');
  return (field: string, name: string): string | undefined =>
    placed
      .get(field)
      ?.map((message) => t('issue', { field: name, message }))
      .join('; ') || undefined;
}

/**
 * A provider's credential fields: password inputs that the browser neither fills nor offers to save, blank at first and
 * whenever the form is reset (a saved credential is never shown again).
 */
export function CredentialInputs({
  provider,
  values,
  onChange,
  placed,
}: {
  provider: ManagedProviderId;
  values: ProviderCredentials;
  onChange: (values: ProviderCredentials) => void;
  placed: ReadonlyMap<string, readonly string[]>;
}) {
  const { t } = useTranslation('provider-accounts');
  const errorOf = useFieldErrors(placed);
  return (
    <>
      {credentialFieldsOf(provider).map((f) => (
        <InputField
          key={`${provider}.${f.name}`}
          label={t(credentialLabelKey(provider, f.name))}
          type="password"
          autoComplete="off"
          spellCheck={false}
          required={f.required}
          value={values[f.name] ?? ''}
          onChange={(e) => onChange({ ...values, [f.name]: e.target.value })}
          error={errorOf(`credentials.${f.name}`, t(CREDENTIAL_NAME_KEYS[f.name]))}
        />
      ))}
    </>
  );
}

/** What the server said about no field of the form (or the reason it refused), announced. */
export function FormProblem({
  placed,
  reason,
  failedKey,
}: {
  placed: ReadonlyMap<string, readonly string[]>;
  reason: string | null;
  failedKey: 'connect.failed' | 'replace.failed' | 'change.failed';
}) {
  const { t } = useTranslation('provider-accounts');
  if (reason === null) return null;
  const elsewhere = placed.get(FORM_PLACE) ?? [];
  const onFields = [...placed.keys()].some((k) => k !== FORM_PLACE);
  return (
    <div role="alert" className="form-error">
      <p>{t(failedKey, { reason: onFields ? t('checkFields') : reason })}</p>
      {onFields && elsewhere.length ? (
        <ul>
          {elsewhere.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
