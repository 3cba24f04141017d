import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { useUser } from '@/lib/auth';
import { ProviderAccountsPanel } from './provider-accounts-panel';
import '../provider-accounts.css';

/** /admin/carriers: the real shipping provider accounts (managed here and from the environment), and "Connect an account". */
export function ProviderAccountsPage() {
  const { user } = useUser();
  const { t } = useTranslation('provider-accounts');
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        {user?.role === 'admin' ? (
          <ProviderAccountsPanel />
        ) : (
          <Alert tone="warning" title={t('page.adminsOnly.title')}>
            <p>{t('page.adminsOnly.message')}</p>
          </Alert>
        )}
      </div>
    </PageLayout>
  );
}
