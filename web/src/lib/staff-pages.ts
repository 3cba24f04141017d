import type { Role } from '@waypost/contracts';
import { paths } from '@/config/paths';

// ── The staff pages each role may open: the API's role guards, mirrored (issue 22 item 35) ──
// /customer-service: @Roles('agent', 'admin') on /api/crm/* and /api/tracking/customer/*;
// /admin, /admin/users, /admin/carriers and /autonomous: @Roles('admin') on /api/admin/* and /api/autonomous/*. Shippers and auditors have none.

/** The page's name in the catalogue (common:staffPages.pages): the menus translate it where they show it. */
export type StaffPageLabelKey = `staffPages.pages.${'admin' | 'users' | 'carriers' | 'autonomous' | 'customerService'}`;

export interface StaffPage {
  labelKey: StaffPageLabelKey;
  href: string;
  roles: readonly Role[];
}

export const STAFF_PAGES: readonly StaffPage[] = [
  { labelKey: 'staffPages.pages.admin', href: paths.admin.getHref(), roles: ['admin'] },
  { labelKey: 'staffPages.pages.users', href: paths.adminUsers.getHref(), roles: ['admin'] },
  { labelKey: 'staffPages.pages.carriers', href: paths.adminCarriers.getHref(), roles: ['admin'] },
  { labelKey: 'staffPages.pages.autonomous', href: paths.autonomous.getHref(), roles: ['admin'] },
  { labelKey: 'staffPages.pages.customerService', href: paths.customerService.getHref(), roles: ['agent', 'admin'] },
];

export const staffPagesFor = (role: Role | undefined | null): StaffPage[] => (role ? STAFF_PAGES.filter((p) => p.roles.includes(role)) : []);
