import { CRM_MESSAGES } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { useUser } from '@/lib/auth';
import { Users } from './accounts-table';

/** /admin/users: the accounts and their roles; an admin changes a role with its select (recorded as an event). */
export function UsersPage() {
  const { user } = useUser();
  return (
    <PageLayout title="Users and roles">
      <div className="container page-section">
        <h1 className="page-title">Users and roles</h1>
        {user?.role === 'admin' ? (
          <Users selfId={user.id} />
        ) : (
          <Alert tone="warning" title="Administrators only">
            <p>{CRM_MESSAGES.staffOnly}</p>
          </Alert>
        )}
      </div>
    </PageLayout>
  );
}
