import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { useProviderAccounts } from '../api/provider-accounts';
import { AccountCard } from './account-card';
import { ConnectAccountForm } from './connect-account-form';

/** The accounts (each with its actions), the empty state, and "Connect an account". */
export function ProviderAccountsPanel() {
  const { t } = useTranslation('provider-accounts');
  const accounts = useProviderAccounts();
  // what the last change did, kept on the page (an account removed takes its own card with it)
  const [notice, setNotice] = useState('');
  return (
    <div className="provider-page">
      <p className="muted">{t('page.intro')}</p>
      <Card aria-labelledby="provider-accounts-list-title">
        <CardHeader titleId="provider-accounts-list-title" title={t('page.listTitle')} />
        <p role="status" className="provider-notice">
          {notice}
        </p>
        {accounts.isLoading ? <Spinner label={t('page.loading')} /> : null}
        {accounts.error ? (
          <p role="alert" className="form-error">
            {t('page.loadFailed', { reason: errorReason(accounts.error) })}
          </p>
        ) : null}
        {accounts.data?.accounts.length === 0 ? <p>{t('page.empty')}</p> : null}
        {accounts.data?.accounts.map((a) => (
          <AccountCard key={a.key} account={a} onNotice={setNotice} />
        ))}
      </Card>
      <Card aria-labelledby="provider-accounts-connect-title">
        <CardHeader titleId="provider-accounts-connect-title" title={t('page.connectTitle')} />
        <ConnectAccountForm />
      </Card>
    </div>
  );
}
