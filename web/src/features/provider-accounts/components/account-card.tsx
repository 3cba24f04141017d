import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderAccountView } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useChangeProviderAccount } from '../api/provider-accounts';
import { credentialFieldsOf } from '../account-form';
import { CIRCUIT_KEYS, CREDENTIAL_NAME_KEYS } from '../account-labels';
import { AccountSettingsForm } from './account-settings-form';
import { RemoveAccountButton } from './remove-account-button';
import { ReplaceCredentialsForm } from './replace-credentials-form';

type Panel = 'none' | 'settings' | 'credentials';

/**
 * One account: its mode, source and state at a glance, which credentials are set (never their values), its circuit,
 * webhook path and last change; an account managed here can be changed, paused, given new credentials or removed.
 */
export function AccountCard({ account, onNotice }: { account: ProviderAccountView; onNotice: (notice: string) => void }) {
  const { t } = useTranslation('provider-accounts');
  const [panel, setPanel] = useState<Panel>('none');
  const toggle = useChangeProviderAccount();
  const titleId = `provider-account-${account.key.replace(/[^a-z0-9-]/g, '-')}`;
  const managed = account.source === 'dashboard';
  const done = (notice: string | null) => {
    setPanel('none');
    if (notice) onNotice(notice);
  };
  const setEnabled = (enabled: boolean) =>
    toggle.mutate({ key: account.key, change: { enabled } }, { onSuccess: () => onNotice(t(enabled ? 'toggle.resumed' : 'toggle.paused', { key: account.key })) });
  // every credential the provider takes, set or not; one set that the provider no longer lists is shown too
  const names = [...new Set([...credentialFieldsOf(account.provider).map((f) => f.name), ...account.credentialsSet])];
  const inUse = account.active ? t('card.inUseYes') : account.enabled ? t('card.inUsePending') : t('card.inUsePaused');

  return (
    <Card aria-labelledby={titleId} className="provider-account">
      <CardHeader titleId={titleId} level={3} title={t('card.title', { provider: account.providerName, account: account.account })} description={account.label || undefined} />
      <p className="provider-badges">
        {account.mode === 'live' ? <Badge tone="warning">{t('card.modeLive')}</Badge> : <Badge tone="info">{t('card.modeTest')}</Badge>}
        <Badge tone="neutral">{managed ? t('card.sourceDashboard') : t('card.sourceEnvironment')}</Badge>
        {account.enabled ? <Badge tone="success">{t('card.enabled')}</Badge> : <Badge tone="danger">{t('card.paused')}</Badge>}
      </p>
      <dl className="provider-details">
        <dt>{t('card.key')}</dt>
        <dd>
          <code>{account.key}</code>
        </dd>
        <dt>{t('card.credentials')}</dt>
        <dd>
          <ul className="provider-credentials-set" aria-label={t('card.credentials')}>
            {names.map((n) => (
              <li key={n}>{t(account.credentialsSet.includes(n) ? 'card.credentialSet' : 'card.credentialNotSet', { name: t(CREDENTIAL_NAME_KEYS[n]) })}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('card.baseUrl')}</dt>
        <dd>{account.baseUrl ? <code>{account.baseUrl}</code> : t('card.ownHost', { provider: account.providerName })}</dd>
        <dt>{t('card.inUse')}</dt>
        <dd>{inUse}</dd>
        <dt>{t('card.circuit')}</dt>
        <dd>{account.circuit ? t(CIRCUIT_KEYS[account.circuit]) : t('circuit.none')}</dd>
        <dt>{t('card.webhookPath')}</dt>
        <dd>{account.webhookPath ? <code>{account.webhookPath}</code> : t('card.noWebhook')}</dd>
        <dt>{t('card.updated')}</dt>
        <dd>{account.updatedAt ? formatDateTime(account.updatedAt) : t('card.notRecorded')}</dd>
      </dl>
      {managed ? (
        <>
          <div className="provider-actions">
            <Button variant="secondary" onClick={() => setPanel(panel === 'settings' ? 'none' : 'settings')} aria-expanded={panel === 'settings'}>
              {t('actions.change')}
            </Button>
            <Button variant="secondary" onClick={() => setEnabled(!account.enabled)} disabled={toggle.isPending}>
              {account.enabled ? t('actions.pause') : t('actions.resume')}
            </Button>
            <Button variant="secondary" onClick={() => setPanel(panel === 'credentials' ? 'none' : 'credentials')} aria-expanded={panel === 'credentials'}>
              {t('actions.replace')}
            </Button>
            <RemoveAccountButton accountKey={account.key} onRemoved={onNotice} onRefused={onNotice} />
          </div>
          {toggle.error ? (
            <p role="alert" className="form-error">
              {t('toggle.failed', { reason: errorReason(toggle.error) })}
            </p>
          ) : null}
          {panel === 'settings' ? <AccountSettingsForm account={account} onDone={done} /> : null}
          {panel === 'credentials' ? <ReplaceCredentialsForm account={account} onDone={done} /> : null}
        </>
      ) : (
        <p className="muted">{t('card.environmentNote')}</p>
      )}
    </Card>
  );
}
