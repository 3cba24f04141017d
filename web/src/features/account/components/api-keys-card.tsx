import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_MODES, API_KEY_SCOPES, type ApiKeyInfo, type ApiKeyMode, type ApiKeyScope, type CreatedApiKey, type Role } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const SCOPE_HINT_KEYS = {
  read: 'apiKeys.scopeHints.read',
  write: 'apiKeys.scopeHints.write',
  labels: 'apiKeys.scopeHints.labels',
  webhooks: 'apiKeys.scopeHints.webhooks',
  admin: 'apiKeys.scopeHints.admin',
} as const satisfies Record<ApiKeyScope, string>;

const MODE_LABEL_KEYS = { test: 'apiKeys.create.modeTest', live: 'apiKeys.create.modeLive' } as const satisfies Record<ApiKeyMode, string>;

/** A key's state, as the catalogue key of its label. */
const statusKeyOf = (k: ApiKeyInfo, now = Date.now()) =>
  k.revokedAt ? 'apiKeys.status.revoked' : k.expiresAt && Date.parse(k.expiresAt) <= now ? 'apiKeys.status.expired' : 'apiKeys.status.active';

/** The secret, shown once after creation, with a copy button. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div role="status" className="api-key-new">
      <p>
        <strong>{t('apiKeys.newKey.copyNow', { mode: created.mode })}</strong>
      </p>
      <InputField label={t('apiKeys.newKey.keyLabel', { name: created.name })} value={created.key} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Button onClick={copy} variant="secondary">
        {t('apiKeys.newKey.copy')}
      </Button>{' '}
      <Button onClick={onDone} variant="ghost">
        {t('apiKeys.newKey.done')}
      </Button>
      {copied === 'yes' ? <p className="muted">{t('apiKeys.newKey.copied')}</p> : null}
      {copied === 'failed' ? <p className="form-error">{t('apiKeys.newKey.copyFailed')}</p> : null}
    </div>
  );
}

function CreateKeyForm({ role, onCreated }: { role: Role; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation('account');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiresAt, setExpiresAt] = useState('');
  const allowed = API_KEY_SCOPES.filter((s) => s !== 'admin' || (role === 'admin' && mode === 'live'));
  const toggle = (scope: ApiKeyScope) => setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = scopes.filter((s) => allowed.includes(s));
    create.mutate({ name, mode, scopes: chosen, ...(expiresAt ? { expiresAt } : {}) }, { onSuccess: (key) => onCreated(key) });
  };
  return (
    <form onSubmit={submit} aria-label={t('apiKeys.create.formLabel')} className="api-key-form">
      <InputField label={t('apiKeys.create.name')} value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} hint={t('apiKeys.create.nameHint')} />
      <fieldset>
        <legend>{t('apiKeys.create.mode')}</legend>
        {API_KEY_MODES.map((m) => (
          <label key={m}>
            <input type="radio" name="api-key-mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {t(MODE_LABEL_KEYS[m])}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('apiKeys.create.scopes')}</legend>
        {allowed.map((s) => (
          <label key={s}>
            <input type="checkbox" checked={scopes.includes(s)} onChange={() => toggle(s)} /> {t('apiKeys.create.scopeOption', { scope: s, hint: t(SCOPE_HINT_KEYS[s]) })}
          </label>
        ))}
      </fieldset>
      <InputField label={t('apiKeys.create.expires')} type="date" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
      {create.error ? (
        <p role="alert" className="form-error">
          {t('apiKeys.create.failed', { reason: errorReason(create.error) })}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('apiKeys.create.submitting') : t('apiKeys.create.submit')}
      </Button>
    </form>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKeyInfo }) {
  const { t } = useTranslation('account');
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  if (apiKey.revokedAt) return null;
  if (!confirming)
    return (
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t('apiKeys.revoke.buttonLabel', { name: apiKey.name })}>
        {t('apiKeys.revoke.button')}
      </Button>
    );
  return (
    <span role="group" aria-label={t('apiKeys.revoke.confirmLabel', { name: apiKey.name })}>
      {t('apiKeys.revoke.question', { prefix: apiKey.prefix })}{' '}
      <Button variant="danger" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(apiKey.id, { onSuccess: () => setConfirming(false) })}>
        {t('apiKeys.revoke.confirm')}
      </Button>{' '}
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        {t('apiKeys.revoke.cancel')}
      </Button>
      {revoke.error ? <span role="alert"> {t('apiKeys.revoke.failed', { reason: errorReason(revoke.error) })}</span> : null}
    </span>
  );
}

/** /account: the account's API keys; create one (the secret is shown once), revoke one after a confirmation. */
export function ApiKeysCard({ role }: { role: Role }) {
  const { t } = useTranslation('account');
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Card aria-labelledby="account-api-keys-title">
      <CardHeader titleId="account-api-keys-title" title={t('apiKeys.title')} description={t('apiKeys.description')} />
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm role={role} onCreated={setCreated} />}
      {keys.isLoading ? <Spinner label={t('apiKeys.loading')} /> : null}
      {keys.error ? (
        <p role="alert" className="form-error">
          {t('apiKeys.loadFailed', { reason: errorReason(keys.error) })}
        </p>
      ) : null}
      {keys.data && keys.data.length === 0 ? <p className="muted">{t('apiKeys.empty')}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <TableScroll label={t('apiKeys.table.label')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('apiKeys.table.name')}</th>
                <th scope="col">{t('apiKeys.table.key')}</th>
                <th scope="col">{t('apiKeys.table.mode')}</th>
                <th scope="col">{t('apiKeys.table.scopes')}</th>
                <th scope="col">{t('apiKeys.table.created')}</th>
                <th scope="col">{t('apiKeys.table.lastUsed')}</th>
                <th scope="col">{t('apiKeys.table.expires')}</th>
                <th scope="col">{t('apiKeys.table.status')}</th>
                <th scope="col">
                  <span className="sr-only">{t('apiKeys.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>{k.mode}</td>
                  <td>{k.scopes.join(', ')}</td>
                  <td>{formatDateTime(k.createdAt)}</td>
                  <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('apiKeys.table.never')}</td>
                  <td>{k.expiresAt ? formatDateTime(k.expiresAt) : t('apiKeys.table.never')}</td>
                  <td>{t(statusKeyOf(k))}</td>
                  <td>
                    <RevokeButton apiKey={k} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </Card>
  );
}
