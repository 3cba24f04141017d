import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPES, type ApiKeyInfo, type ApiKeyMode, type ApiKeyScope, type CreatedApiKey, type Role } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'read shipments, quotes and tracking',
  write: 'create and change shipments and quotes',
  labels: 'download labels and documents',
  webhooks: 'manage webhook endpoints',
  admin: 'admin routes (admins only, live keys only)',
};

const statusOf = (k: ApiKeyInfo, now = Date.now()) => (k.revokedAt ? 'Revoked' : k.expiresAt && Date.parse(k.expiresAt) <= now ? 'Expired' : 'Active');

/** The secret, shown once after creation, with a copy button. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div role="status" className="api-key-new">
      <p>
        <strong>Copy your new {created.mode} key now: it is not shown again.</strong>
      </p>
      <InputField label={`Key “${created.name}”`} value={created.key} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Button onClick={copy} variant="secondary">
        Copy key
      </Button>{' '}
      <Button onClick={onDone} variant="ghost">
        Done
      </Button>
      {copied === 'yes' ? <p className="muted">Copied to the clipboard.</p> : null}
      {copied === 'failed' ? <p className="form-error">Could not copy: select the key and copy it yourself.</p> : null}
    </div>
  );
}

function CreateKeyForm({ role, onCreated }: { role: Role; onCreated: (key: CreatedApiKey) => void }) {
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
    <form onSubmit={submit} aria-label="Create an API key" className="api-key-form">
      <InputField label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} hint="What the key is for, e.g. warehouse integration." />
      <fieldset>
        <legend>Mode</legend>
        {(['test', 'live'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="api-key-mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {m === 'test' ? 'Test (test data, sandbox carriers)' : 'Live'}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Scopes</legend>
        {allowed.map((s) => (
          <label key={s}>
            <input type="checkbox" checked={scopes.includes(s)} onChange={() => toggle(s)} /> {s}: {SCOPE_HINTS[s]}
          </label>
        ))}
      </fieldset>
      <InputField label="Expires (optional)" type="date" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
      {create.error ? (
        <p role="alert" className="form-error">
          The key was not created: {errorReason(create.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKeyInfo }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  if (apiKey.revokedAt) return null;
  if (!confirming)
    return (
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    );
  return (
    <span role="group" aria-label={`Confirm revoking ${apiKey.name}`}>
      Revoke {apiKey.prefix}…? Integrations using it stop working.{' '}
      <Button variant="danger" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(apiKey.id, { onSuccess: () => setConfirming(false) })}>
        Yes, revoke
      </Button>{' '}
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
      {revoke.error ? <span role="alert"> Not revoked: {errorReason(revoke.error)}</span> : null}
    </span>
  );
}

/** /account: the account's API keys; create one (the secret is shown once), revoke one after a confirmation. */
export function ApiKeysCard({ role }: { role: Role }) {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Card aria-labelledby="account-api-keys-title">
      <CardHeader
        titleId="account-api-keys-title"
        title="API keys"
        description="Keys for integrations: test keys see only test data and the sandbox carriers; live keys act as you."
      />
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm role={role} onCreated={setCreated} />}
      {keys.isLoading ? <Spinner label="Loading API keys…" /> : null}
      {keys.error ? (
        <p role="alert" className="form-error">
          API keys could not be loaded: {errorReason(keys.error)}
        </p>
      ) : null}
      {keys.data && keys.data.length === 0 ? <p className="muted">No API keys yet.</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <TableScroll label="API keys">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Mode</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
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
                  <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</td>
                  <td>{k.expiresAt ? formatDateTime(k.expiresAt) : 'Never'}</td>
                  <td>{statusOf(k)}</td>
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
