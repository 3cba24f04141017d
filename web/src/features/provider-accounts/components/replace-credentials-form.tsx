import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderAccountView, ProviderCredentials } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { errorReason, fieldIssues } from '@/lib/api-client';
import { useReplaceProviderCredentials } from '../api/provider-accounts';
import { credentialFieldsOf, credentialsBody, placeIssues } from '../account-form';
import { CredentialInputs, FormProblem } from './credential-inputs';

/** A new set of credentials for an account, replacing (and destroying) the old set whole. */
export function ReplaceCredentialsForm({ account, onDone }: { account: ProviderAccountView; onDone: (notice: string | null) => void }) {
  const { t } = useTranslation('provider-accounts');
  const replace = useReplaceProviderCredentials();
  const [values, setValues] = useState<ProviderCredentials>({});
  const [placed, setPlaced] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const fields = credentialFieldsOf(account.provider).map((f) => `credentials.${f.name}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPlaced(new Map());
    replace.mutate(
      { key: account.key, credentials: credentialsBody(account.provider, values) },
      {
        onSuccess: () => {
          setValues({});
          onDone(t('replace.replaced', { key: account.key }));
        },
        onError: (error) => setPlaced(placeIssues(fieldIssues(error), fields)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('replace.formLabel', { key: account.key })} className="provider-form">
      <p className="field-hint">{t('replace.hint')}</p>
      <CredentialInputs provider={account.provider} values={values} onChange={setValues} placed={placed} />
      <div className="provider-actions">
        <Button type="submit" disabled={replace.isPending}>
          {replace.isPending ? t('replace.submitting') : t('replace.submit')}
        </Button>
        <Button variant="outline" onClick={() => onDone(null)}>
          {t('actions.cancel')}
        </Button>
      </div>
      <FormProblem placed={placed} reason={replace.error ? errorReason(replace.error) : null} failedKey="replace.failed" />
    </form>
  );
}
