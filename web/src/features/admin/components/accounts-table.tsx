import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The accounts of /admin/users, a page of 100 at a time: search, and each account's role select. */
export function Users({ selfId }: { selfId: string }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search.trim());
  const change = useChangeRole();
  const onChange = (row: AdminUserRow, role: Role) =>
    change.mutate(
      { id: row.id, role },
      {
        onSuccess: (res) =>
          toast({
            key: `role-${row.id}`,
            title: t('users.roleChanged.title'),
            description: t('users.roleChanged.description', { email: row.email, role: t(`users.roles.${res.role}`) }),
          }),
        onError: (e) => toast({ key: `role-${row.id}`, title: t('users.roleNotChanged'), description: errorReason(e), variant: 'destructive' }),
      },
    );
  return (
    <Card aria-labelledby="users-title">
      <CardHeader titleId="users-title" title={t('users.accounts.title')} description={t('users.accounts.description')} />
      <InputField label={t('users.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={254} />
      {users.isLoading ? <Spinner label={t('users.loading')} /> : null}
      {users.error && !users.data ? (
        <p role="alert" className="form-error">
          {t('users.loadFailed', { reason: errorReason(users.error) })}
        </p>
      ) : null}
      {users.data && users.data.length === 0 ? <p className="muted">{t('users.noMatch')}</p> : null}
      {users.data && users.data.length > 0 ? (
        <TableScroll label={t('users.tableLabel')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.name')}</th>
                <th scope="col">{t('users.columns.confirmed')}</th>
                <th scope="col">{t('users.columns.singleSignOn')}</th>
                <th scope="col">{t('users.columns.created')}</th>
                <th scope="col">{t('users.columns.role')}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.email}</td>
                  <td>{t('users.fullName', { firstName: row.firstName, lastName: row.lastName }).trim() || t('users.nameNotGiven')}</td>
                  <td>{row.emailVerified ? t('users.yes') : t('users.no')}</td>
                  <td>{row.identities > 0 ? t('users.identities', { count: row.identities }) : t('users.noIdentities')}</td>
                  <td>{formatDateTime(row.createdAt)}</td>
                  <td>
                    <select
                      aria-label={t('users.roleOf', { email: row.email })}
                      value={row.role}
                      disabled={row.id === selfId || change.isPending}
                      onChange={(e) => onChange(row, e.target.value as Role)}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`users.roles.${r}`)}
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
            {users.isFetchingNextPage ? t('users.loadingMore') : t('users.loadMore')}
          </Button>
        </div>
      ) : null}
      {users.isFetchNextPageError ? (
        <p role="alert" className="form-error">
          {t('users.loadMoreFailed', { reason: errorReason(users.error) })}
        </p>
      ) : null}
    </Card>
  );
}
