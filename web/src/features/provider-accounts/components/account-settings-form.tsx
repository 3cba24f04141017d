import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_ACCOUNT_MODES, type ProviderAccountMode, type ProviderAccountView } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { errorReason, fieldIssues } from '@/lib/api-client';
import { useChangeProviderAccount } from '../api/provider-accounts';
import { KEY_SAYS_MODE, needsBaseUrl, placeIssues } from '../account-form';
import { FIELD_NAME_KEYS, MODE_CHOICE_KEYS } from '../account-labels';
import { FormProblem, useFieldErrors } from './credential-inputs';

const SETTINGS_FIELDS = ['label', 'mode', 'baseUrl'];

/** An account's label, mode and host; a blank host is the provider's own (sent as null). */
export function AccountSettingsForm({ account, onDone }: { account: ProviderAccountView; onDone: (notice: string | null) => void }) {
  const { t } = useTranslation('provider-accounts');
  const change = useChangeProviderAccount();
  const [label, setLabel] = useState(account.label);
  const [mode, setMode] = useState<ProviderAccountMode>(account.mode);
  const [baseUrl, setBaseUrl] = useState(account.baseUrl ?? '');
  const [placed, setPlaced] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const errorOf = useFieldErrors(placed);
  const name = account.providerName;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPlaced(new Map());
    change.mutate(
      { key: account.key, change: { label: label.trim(), mode, baseUrl: baseUrl.trim() || null } },
      {
        onSuccess: () => onDone(t('change.saved', { key: account.key })),
        onError: (error) => setPlaced(placeIssues(fieldIssues(error), SETTINGS_FIELDS)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('change.formLabel', { key: account.key })} className="provider-form">
      <InputField label={t('connect.label')} maxLength={80} value={label} onChange={(e) => setLabel(e.target.value)} error={errorOf('label', t(FIELD_NAME_KEYS.label))} />
      <SelectField
        label={t('connect.mode')}
        value={mode}
        onChange={(e) => setMode(e.target.value as ProviderAccountMode)}
        options={PROVIDER_ACCOUNT_MODES.map((m) => ({ value: m, label: t(MODE_CHOICE_KEYS[m]) }))}
        hint={KEY_SAYS_MODE.includes(account.provider) ? t('modeHint.changeKey', { provider: name }) : t('modeHint.byHost', { provider: name })}
        error={errorOf('mode', t(FIELD_NAME_KEYS.mode))}
      />
      <InputField
        label={t('connect.baseUrl')}
        type="url"
        required={needsBaseUrl(account.provider)}
        autoComplete="off"
        spellCheck={false}
        value={baseUrl}
        onChange={(e) => setBaseUrl(e.target.value)}
        hint={needsBaseUrl(account.provider) ? t('connect.baseUrlHintRequired', { provider: name }) : t('connect.baseUrlHintOptional', { provider: name })}
        error={errorOf('baseUrl', t(FIELD_NAME_KEYS.baseUrl))}
      />
      <div className="provider-actions">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('change.saving') : t('change.save')}
        </Button>
        <Button variant="outline" onClick={() => onDone(null)}>
          {t('actions.cancel')}
        </Button>
      </div>
      <FormProblem placed={placed} reason={change.error ? errorReason(change.error) : null} failedKey="change.failed" />
    </form>
  );
}
