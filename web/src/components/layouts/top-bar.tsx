import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu';
import { BrandMark } from '@/components/ui/icons';
import { NotificationsButton } from './notifications-button';

// ── Top bar (spec section 2): plain variant with links, or dashboard mode ────
export const DASHBOARD_SECTIONS = [
  { id: 'overview', label: 'Dashboard' },
  { id: 'shipments', label: 'Shipments' },
  { id: 'tracking', label: 'Tracking' },
  { id: 'compliance', label: 'Compliance' },
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]['id'];

export interface DashboardNavigation {
  active: DashboardSection;
  onSectionChange: (section: DashboardSection) => void;
}

export function TopBar({ dashboard }: { dashboard?: DashboardNavigation }) {
  const { user } = useUser();

  return (
    <header className="top-bar">
      <div className="top-bar-inner container">
        <Link to={paths.home.getHref()} className="brand" aria-label="Waypost home">
          <BrandMark />
          <span className="brand-label">Waypost</span>
        </Link>

        {dashboard ? <DashboardNav {...dashboard} /> : <PlainLinks signedIn={user !== null} />}

        <div className="top-bar-actions">
          {user ? (
            <>
              <NotificationsButton />
              <MenuButton
                buttonClassName="avatar-button"
                buttonContent={
                  <>
                    <Avatar imageUrl={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
                    <span className="sr-only">{`Account menu for ${user.firstName} ${user.lastName}`.trim()}</span>
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
                  { label: 'Accessibility settings', href: paths.accessibility.getHref() },
                  { label: 'Sign out', href: paths.auth.logout.getHref(), tone: 'danger' },
                ]}
              />
            </>
          ) : (
            <>
              <ButtonLink variant="ghost" href={paths.auth.login.getHref()}>
                Sign In
              </ButtonLink>
              <ButtonLink href={paths.auth.login.getHref()}>Get Started</ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function DashboardNav({ active, onSectionChange }: DashboardNavigation) {
  return (
    <nav className="top-bar-nav hide-on-small" aria-label="Dashboard sections">
      <ul>
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={cn('nav-link', active === section.id && 'nav-link-active')}
              aria-current={active === section.id ? 'page' : undefined}
              onClick={() => onSectionChange(section.id)}
            >
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PlainLinks({ signedIn }: { signedIn: boolean }) {
  const trackHref = signedIn ? `${paths.home.getHref()}?section=tracking` : paths.auth.login.getHref();
  return (
    <nav className="top-bar-nav hide-on-small" aria-label="Main">
      <ul>
        <li>
          {signedIn ? (
            <Link className="nav-link" to={trackHref}>
              Track Package
            </Link>
          ) : (
            <a className="nav-link" href={trackHref}>
              Track Package
            </a>
          )}
        </li>
        <li>
          <a className="nav-link" href={`${paths.home.getHref()}#partners`}>
            Partner With Us
          </a>
        </li>
        <li>
          <a className="nav-link" href={`${paths.accessibility.getHref()}#support`}>
            Support
          </a>
        </li>
      </ul>
    </nav>
  );
}
