import { useState } from 'react';
import { CRM_MESSAGES, ROLES, type AdminUserRow, type Role } from '@waypost/contracts';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useAdminUsers, useChangeRole } from '../api/admin-users';

export const ROLE_LABELS: Record<Role, string> = { shipper: 'Shipper', agent: 'Agent', admin: 'Admin', auditor: 'Auditor' };

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

function Users({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search.trim());
  const change = useChangeRole();
  const onChange = (row: AdminUserRow, role: Role) =>
    change.mutate(
      { id: row.id, role },
      {
        onSuccess: (res) => toast({ key: `role-${row.id}`, title: 'Role changed', description: `${row.email} is now ${ROLE_LABELS[res.role]}.` }),
        onError: (e) => toast({ key: `role-${row.id}`, title: 'The role was not changed', description: errorReason(e), variant: 'destructive' }),
      },
    );
  return (
    <Card aria-labelledby="users-title">
      <CardHeader
        titleId="users-title"
        title="Accounts"
        description="Staff roles come from an administrator here (or the CLI's waypost users role) or from the sign-in provider's groups, never from an email address."
      />
      <InputField label="Search by email or name" type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={254} />
      {users.isLoading ? <Spinner label="Loading accounts…" /> : null}
      {users.error ? (
        <p role="alert" className="form-error">
          Accounts could not be loaded: {errorReason(users.error)}
        </p>
      ) : null}
      {users.data && users.data.length === 0 ? <p className="muted">No account matches.</p> : null}
      {users.data && users.data.length > 0 ? (
        <TableScroll label="Accounts and roles">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Single sign-on</th>
                <th scope="col">Created</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.email}</td>
                  <td>{`${row.firstName} ${row.lastName}`.trim() || 'Not given'}</td>
                  <td>{row.emailVerified ? 'Yes' : 'No'}</td>
                  <td>{row.identities > 0 ? `${row.identities} linked` : 'None'}</td>
                  <td>{formatDateTime(row.createdAt)}</td>
                  <td>
                    <select
                      aria-label={`Role of ${row.email}`}
                      value={row.role}
                      disabled={row.id === selfId || change.isPending}
                      onChange={(e) => onChange(row, e.target.value as Role)}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
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
