import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { useUser } from '@/lib/auth';
import { Users } from './accounts-table';

/** /admin/users: the accounts and their roles; an admin changes a role with its select (recorded as an event). */
export function UsersPage() {
  const { user } = useUser();
  const { t } = useTranslation('admin');
  return (
    <PageLayout title={t('users.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('users.title')}</h1>
        {user?.role === 'admin' ? (
          <Users selfId={user.id} />
        ) : (
          <Alert tone="warning" title={t('adminsOnly.title')}>
            <p>{t('adminsOnly.message')}</p>
          </Alert>
        )}
      </div>
    </PageLayout>
  );
}
