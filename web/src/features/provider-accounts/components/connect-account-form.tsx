import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGED_PROVIDER_IDS, PROVIDER_DISPLAY_NAMES, providerAccountKey, type ManagedProviderId } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { errorReason, fieldIssues } from '@/lib/api-client';
import { useConnectProviderAccount } from '../api/provider-accounts';
import { accountNameOk, blankDraft, connectBody, connectFieldsOf, keyModeOf, modeChoicesOf, needsBaseUrl, placeIssues, type ConnectDraft, type ModeChoice } from '../account-form';
import { FIELD_NAME_KEYS, MODE_CHOICE_KEYS } from '../account-labels';
import { CredentialInputs, FormProblem, useFieldErrors } from './credential-inputs';

const MODE_HINT_KEYS = { test: 'modeHint.testKey', live: 'modeHint.liveKey', unknown: 'modeHint.unknownKey' } as const;

/** "Connect an account": the provider, then its own credential fields, the account's name, label, mode and host. */
export function ConnectAccountForm() {
  const { t } = useTranslation('provider-accounts');
  const connect = useConnectProviderAccount();
  const [draft, setDraft] = useState<ConnectDraft | null>(null);
  const [placed, setPlaced] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [connected, setConnected] = useState<string | null>(null);
  // the name is checked here as the server checks it; every other field is the server's to judge (its 400 names it)
  const [accountInvalid, setAccountInvalid] = useState(false);
  const errorOf = useFieldErrors(placed);
  const set = <K extends keyof ConnectDraft>(key: K, value: ConnectDraft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  // another provider: a blank form (no credential typed for one provider is kept for another)
  const choose = (provider: string) => {
    setDraft(MANAGED_PROVIDER_IDS.includes(provider as ManagedProviderId) ? blankDraft(provider as ManagedProviderId) : null);
    setPlaced(new Map());
    setAccountInvalid(false);
    connect.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    setConnected(null);
    setPlaced(new Map());
    const nameOk = accountNameOk(draft.account.trim());
    setAccountInvalid(!nameOk);
    if (!nameOk) return;
    connect.mutate(connectBody(draft), {
      onSuccess: (view) => {
        setConnected(view.key);
        setDraft(blankDraft(draft.provider));
        connect.reset();
      },
      onError: (error) => setPlaced(placeIssues(fieldIssues(error), connectFieldsOf(draft.provider))),
    });
  };

  const provider = draft?.provider;
  const name = provider ? PROVIDER_DISPLAY_NAMES[provider] : '';
  const keyMode = draft && provider ? keyModeOf(provider, draft.credentials.apiKey) : null;
  const modeHint = !provider
    ? undefined
    : !modeChoicesOf(provider).includes('fromKey')
      ? t('modeHint.byHost', { provider: name })
      : keyMode
        ? t(MODE_HINT_KEYS[keyMode], { provider: name })
        : t('modeHint.fromKey', { provider: name });

  return (
    <form onSubmit={submit} noValidate aria-label={t('connect.formLabel')} className="provider-form">
      <SelectField
        label={t('connect.provider')}
        required
        value={provider ?? ''}
        onChange={(e) => choose(e.target.value)}
        placeholder={t('connect.chooseProvider')}
        options={MANAGED_PROVIDER_IDS.map((id) => ({ value: id, label: PROVIDER_DISPLAY_NAMES[id] }))}
        error={errorOf('provider', t(FIELD_NAME_KEYS.provider))}
      />
      {draft && provider ? (
        <>
          <fieldset className="provider-credentials">
            <legend>{t('connect.credentialsLegend', { provider: name })}</legend>
            <p className="field-hint">{t('connect.credentialsHint')}</p>
            <CredentialInputs provider={provider} values={draft.credentials} onChange={(c) => set('credentials', c)} placed={placed} />
          </fieldset>
          <InputField
            label={t('connect.account')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            value={draft.account}
            onChange={(e) => {
              set('account', e.target.value);
              setAccountInvalid(false);
            }}
            hint={draft.account.trim() ? t('connect.accountHintKey', { key: providerAccountKey(provider, draft.account.trim()) }) : t('connect.accountHint')}
            error={accountInvalid ? t('connect.accountInvalid') : errorOf('account', t(FIELD_NAME_KEYS.account))}
          />
          <InputField
            label={t('connect.label')}
            maxLength={80}
            value={draft.label}
            onChange={(e) => set('label', e.target.value)}
            hint={t('connect.labelHint')}
            error={errorOf('label', t(FIELD_NAME_KEYS.label))}
          />
          <SelectField
            label={t('connect.mode')}
            value={draft.mode}
            onChange={(e) => set('mode', e.target.value as ModeChoice)}
            options={modeChoicesOf(provider).map((m) => ({ value: m, label: t(MODE_CHOICE_KEYS[m]) }))}
            hint={modeHint}
            error={errorOf('mode', t(FIELD_NAME_KEYS.mode))}
          />
          <InputField
            label={t('connect.baseUrl')}
            type="url"
            required={needsBaseUrl(provider)}
            autoComplete="off"
            spellCheck={false}
            value={draft.baseUrl}
            onChange={(e) => set('baseUrl', e.target.value)}
            hint={needsBaseUrl(provider) ? t('connect.baseUrlHintRequired', { provider: name }) : t('connect.baseUrlHintOptional', { provider: name })}
            error={errorOf('baseUrl', t(FIELD_NAME_KEYS.baseUrl))}
          />
          <Button type="submit" disabled={connect.isPending}>
            {connect.isPending ? t('connect.submitting') : t('connect.submit')}
          </Button>
        </>
      ) : null}
      <FormProblem placed={placed} reason={connect.error ? errorReason(connect.error) : null} failedKey="connect.failed" />
      {connected ? <p role="status">{t('connect.connected', { key: connected })}</p> : null}
    </form>
  );
}
