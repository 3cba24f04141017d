import { PageLayout } from '@/components/layouts/page-layout';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useIdentities } from '../api/identities';
import { ApiKeysCard } from './api-keys-card';

const ROLE_LABELS = { shipper: 'Shipper', agent: 'Customer service agent', admin: 'Administrator', auditor: 'Auditor (read only)' } as const;

/** /account: who you are signed in as, and the single sign-on identities that open this account (link one here). */
export function AccountPage() {
  const { user } = useUser();
  const identities = useIdentities();
  if (!user) return null;
  return (
    <PageLayout title="Your account">
      <div className="container page-section">
        <h1 className="page-title">Your account</h1>
        <Card aria-labelledby="account-profile-title">
          <CardHeader titleId="account-profile-title" title="Profile" />
          <dl className="account-facts">
            <dt>Name</dt>
            <dd>{`${user.firstName} ${user.lastName}`.trim() || 'Not given'}</dd>
            <dt>Email</dt>
            <dd>
              {user.email} {user.emailVerified ? '(confirmed)' : '(not confirmed yet)'}
            </dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
          </dl>
        </Card>
        <Card aria-labelledby="account-sso-title">
          <CardHeader
            titleId="account-sso-title"
            title="Single sign-on"
            description="Identities from your organisation's sign-in service that open this account."
            action={
              identities.data?.singleSignOn ? (
                <ButtonLink href={paths.auth.linkSso.getHref(paths.account.getHref())} variant="secondary">
                  Link single sign-on
                </ButtonLink>
              ) : null
            }
          />
          {identities.isLoading ? <Spinner label="Loading linked identities…" /> : null}
          {identities.error ? (
            <p role="alert" className="form-error">
              Linked identities could not be loaded: {errorReason(identities.error)}
            </p>
          ) : null}
          {identities.data && !identities.data.singleSignOn ? <p className="muted">Single sign-on is not set up on this Waypost.</p> : null}
          {identities.data?.singleSignOn && identities.data.identities.length === 0 ? (
            <p className="muted">No identity is linked yet. Link one to sign in with your organisation&apos;s account.</p>
          ) : null}
          {identities.data && identities.data.identities.length > 0 ? (
            <TableScroll label="Linked identities">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Provider</th>
                    <th scope="col">Email there</th>
                    <th scope="col">Linked</th>
                  </tr>
                </thead>
                <tbody>
                  {identities.data.identities.map((i) => (
                    <tr key={`${i.issuer} ${i.subject}`}>
                      <td>{new URL(i.issuer).host}</td>
                      <td>{i.email ? `${i.email}${i.emailVerified ? '' : ' (not confirmed by the provider)'}` : 'None given'}</td>
                      <td>{formatDateTime(i.linkedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </Card>
        <ApiKeysCard role={user.role} />
      </div>
    </PageLayout>
  );
}
