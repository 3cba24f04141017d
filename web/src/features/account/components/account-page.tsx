import type { Role } from '@waypost/contracts';
import { useTranslation } from 'react-i18next';
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

const ROLE_LABEL_KEYS = { shipper: 'roles.shipper', agent: 'roles.agent', admin: 'roles.admin', auditor: 'roles.auditor' } as const satisfies Record<Role, string>;

/** /account: who you are signed in as, and the single sign-on identities that open this account (link one here). */
export function AccountPage() {
  const { t } = useTranslation('account');
  const { user } = useUser();
  const identities = useIdentities();
  if (!user) return null;
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        <Card aria-labelledby="account-profile-title">
          <CardHeader titleId="account-profile-title" title={t('profile.title')} />
          <dl className="account-facts">
            <dt>{t('profile.name')}</dt>
            <dd>{t('profile.fullName', { firstName: user.firstName, lastName: user.lastName }).trim() || t('profile.nameNotGiven')}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>{user.emailVerified ? t('profile.emailConfirmed', { email: user.email }) : t('profile.emailNotConfirmed', { email: user.email })}</dd>
            <dt>{t('profile.role')}</dt>
            <dd>{t(ROLE_LABEL_KEYS[user.role])}</dd>
          </dl>
        </Card>
        <Card aria-labelledby="account-sso-title">
          <CardHeader
            titleId="account-sso-title"
            title={t('sso.title')}
            description={t('sso.description')}
            action={
              identities.data?.singleSignOn ? (
                <ButtonLink href={paths.auth.linkSso.getHref(paths.account.getHref())} variant="secondary">
                  {t('sso.link')}
                </ButtonLink>
              ) : null
            }
          />
          {identities.isLoading ? <Spinner label={t('sso.loading')} /> : null}
          {identities.error ? (
            <p role="alert" className="form-error">
              {t('sso.loadFailed', { reason: errorReason(identities.error) })}
            </p>
          ) : null}
          {identities.data && !identities.data.singleSignOn ? <p className="muted">{t('sso.notSetUp')}</p> : null}
          {identities.data?.singleSignOn && identities.data.identities.length === 0 ? <p className="muted">{t('sso.noneLinked')}</p> : null}
          {identities.data && identities.data.identities.length > 0 ? (
            <TableScroll label={t('sso.table.label')}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('sso.table.provider')}</th>
                    <th scope="col">{t('sso.table.email')}</th>
                    <th scope="col">{t('sso.table.linked')}</th>
                  </tr>
                </thead>
                <tbody>
                  {identities.data.identities.map((i) => (
                    <tr key={`${i.issuer} ${i.subject}`}>
                      <td>{new URL(i.issuer).host}</td>
                      <td>{i.email ? (i.emailVerified ? i.email : t('sso.table.emailNotConfirmed', { email: i.email })) : t('sso.table.emailNotGiven')}</td>
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
