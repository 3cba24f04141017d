import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { staffPagesFor, type StaffPage } from '@/lib/staff-pages';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu';
import { BrandMark } from '@/components/ui/icons';
import { NotificationsButton } from './notifications-button';
import { SiteMenu } from './site-menu';
import { LanguageSelect } from '@/components/language-select';

// ── Top bar (spec section 2): plain variant with links, or dashboard mode; staff get their pages (issue 22) ──
// Wide screens show the links in the bar; below 960 px (phones and tablets: the dashboard sections, the staff
// menu and the account controls need ~860 px) they, the staff pages and Sign In move into one menu.
// A section's label is a key of the common catalogue, translated where it is shown.
export const DASHBOARD_SECTIONS = [
  { id: 'overview', labelKey: 'topBar.sections.overview' },
  { id: 'shipments', labelKey: 'topBar.sections.shipments' },
  { id: 'tracking', labelKey: 'topBar.sections.tracking' },
  { id: 'compliance', labelKey: 'topBar.sections.compliance' },
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** The product's name, the same in every language. */
const BRAND = 'Waypost';

export interface DashboardNavigation {
  active: DashboardSection;
  onSectionChange: (section: DashboardSection) => void;
}

export function TopBar({ dashboard }: { dashboard?: DashboardNavigation }) {
  const { t } = useTranslation('common');
  const { user } = useUser();
  const staffPages = staffPagesFor(user?.role);

  return (
    <header className="top-bar">
      <div className="top-bar-inner container">
        <Link to={paths.home.getHref()} className="brand" aria-label={t('topBar.homeLink')}>
          <BrandMark />
          <span className="brand-label">{BRAND}</span>
        </Link>

        {dashboard ? <DashboardNav {...dashboard} /> : <PlainLinks signedIn={user !== null} />}
        {staffPages.length > 0 ? (
          <div className="top-bar-wide">
            <MenuButton
              buttonClassName="nav-link staff-menu-button"
              buttonContent={
                <>
                  {t('staffPages.title')} <span aria-hidden="true">▾</span>
                </>
              }
              items={staffPages.map((p) => ({ label: t(p.labelKey), to: p.href }))}
            />
          </div>
        ) : null}

        <div className="top-bar-actions">
          <LanguageSelect className="top-bar-wide" />
          {user ? (
            <>
              <NotificationsButton />
              <MenuButton
                buttonClassName="avatar-button"
                buttonContent={
                  <>
                    <Avatar imageUrl={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
                    <span className="sr-only">{t('topBar.accountMenu', { name: `${user.firstName} ${user.lastName}`.trim() })}</span>
                  </>
                }
                header={
                  <div className="account-header">
                    <p className="account-name">
                      {user.firstName} {user.lastName}
                    </p>
                    <p className="account-email">{user.email}</p>
                  </div>
                }
                items={[
                  { label: t('topBar.account.yourAccount'), to: paths.account.getHref() },
                  { label: t('topBar.account.yourShipments'), to: paths.shipments.getHref() },
                  ...(user.role === 'shipper'
                    ? [
                        { label: t('topBar.account.addressBook'), to: paths.addressBook.getHref() },
                        { label: t('topBar.account.webhooks'), to: paths.webhooks.getHref() },
                      ]
                    : []),
                  { label: t('topBar.account.accessibilitySettings'), href: paths.accessibility.getHref() },
                  { label: t('topBar.account.signOut'), href: paths.auth.logout.getHref(), tone: 'danger' },
                ]}
              />
            </>
          ) : (
            <>
              <ButtonLink variant="ghost" href={paths.auth.login.getHref()} className="top-bar-wide">
                {t('topBar.signIn')}
              </ButtonLink>
              <ButtonLink href={paths.auth.login.getHref()} className="top-bar-cta">
                {t('topBar.getStarted')}
              </ButtonLink>
            </>
          )}
          <SiteMenu label={t('topBar.menu')}>{(close) => <SmallScreenMenu dashboard={dashboard} signedIn={user !== null} staffPages={staffPages} onNavigate={close} />}</SiteMenu>
        </div>
      </div>
    </header>
  );
}

function DashboardNav({ active, onSectionChange }: DashboardNavigation) {
  const { t } = useTranslation('common');
  return (
    <nav className="top-bar-nav top-bar-wide" aria-label={t('topBar.dashboardNav')}>
      <ul>
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={cn('nav-link', active === section.id && 'nav-link-active')}
              aria-current={active === section.id ? 'page' : undefined}
              onClick={() => onSectionChange(section.id)}
            >
              {t(section.labelKey)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const trackHref = (signedIn: boolean) => (signedIn ? `${paths.home.getHref()}?section=tracking` : paths.auth.login.getHref());
const PARTNER_HREF = `${paths.home.getHref()}#partners`;
const SUPPORT_HREF = `${paths.accessibility.getHref()}#support`;

function PlainLinks({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('common');
  return (
    <nav className="top-bar-nav top-bar-wide" aria-label={t('topBar.mainNav')}>
      <ul>
        <li>
          {signedIn ? (
            <Link className="nav-link" to={trackHref(true)}>
              {t('topBar.trackPackage')}
            </Link>
          ) : (
            <a className="nav-link" href={trackHref(false)}>
              {t('topBar.trackPackage')}
            </a>
          )}
        </li>
        <li>
          <a className="nav-link" href={PARTNER_HREF}>
            {t('topBar.partnerWithUs')}
          </a>
        </li>
        <li>
          <a className="nav-link" href={SUPPORT_HREF}>
            {t('topBar.support')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** What the bar holds on wide screens, in one list: sections or links, the staff pages, Sign In. */
function SmallScreenMenu({ dashboard, signedIn, staffPages, onNavigate }: { dashboard?: DashboardNavigation; signedIn: boolean; staffPages: StaffPage[]; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      {dashboard ? (
        <nav aria-label={t('topBar.dashboardNavMenu')}>
          <ul className="site-menu-list">
            {DASHBOARD_SECTIONS.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className={cn('site-menu-link', dashboard.active === section.id && 'nav-link-active')}
                  aria-current={dashboard.active === section.id ? 'page' : undefined}
                  onClick={() => {
                    dashboard.onSectionChange(section.id);
                    onNavigate();
                  }}
                >
                  {t(section.labelKey)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <nav aria-label={t('topBar.mainNavMenu')}>
          <ul className="site-menu-list">
            <li>
              {signedIn ? (
                <Link className="site-menu-link" to={trackHref(true)} onClick={onNavigate}>
                  {t('topBar.trackPackage')}
                </Link>
              ) : (
                <a className="site-menu-link" href={trackHref(false)}>
                  {t('topBar.trackPackage')}
                </a>
              )}
            </li>
            <li>
              <a className="site-menu-link" href={PARTNER_HREF} onClick={onNavigate}>
                {t('topBar.partnerWithUs')}
              </a>
            </li>
            <li>
              <a className="site-menu-link" href={SUPPORT_HREF} onClick={onNavigate}>
                {t('topBar.support')}
              </a>
            </li>
          </ul>
        </nav>
      )}
      {staffPages.length > 0 ? (
        <nav aria-label={t('staffPages.title')}>
          <p className="site-menu-heading">{t('staffPages.title')}</p>
          <ul className="site-menu-list">
            {staffPages.map((p) => (
              <li key={p.href}>
                <Link className="site-menu-link" to={p.href} onClick={onNavigate}>
                  {t(p.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LanguageSelect className="site-menu-language" />
      {signedIn ? null : (
        <ul className="site-menu-list site-menu-account">
          <li>
            <a className="site-menu-link" href={paths.auth.login.getHref()}>
              {t('topBar.signIn')}
            </a>
          </li>
        </ul>
      )}
    </>
  );
}
