import { useState } from 'react';
import { ROLES, type AdminUserRow, type Role } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAdminUsers, useChangeRole } from '../api/admin-users';

export const ROLE_LABELS: Record<Role, string> = { shipper: 'Shipper', agent: 'Agent', admin: 'Admin', auditor: 'Auditor' };

/** The accounts of /admin/users, a page of 100 at a time: search, and each account's role select. */
export function Users({ selfId }: { selfId: string }) {
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
      {users.error && !users.data ? (
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
      {users.hasNextPage ? (
        <div className="list-more">
          <Button variant="outline" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage} aria-busy={users.isFetchingNextPage}>
            {users.isFetchingNextPage ? 'Loading more accounts…' : 'Load more accounts'}
          </Button>
        </div>
      ) : null}
      {users.isFetchNextPageError ? (
        <p role="alert" className="form-error">
          More accounts could not be loaded: {errorReason(users.error)}
        </p>
      ) : null}
    </Card>
  );
}
