import type { Role } from '@waypost/contracts';
import { paths } from '@/config/paths';

// ── The staff pages each role may open: the API's role guards, mirrored (issue 22 item 35) ──
// /customer-service: @Roles('agent', 'admin') on /api/crm/* and /api/tracking/customer/*;
// /admin, /admin/users and /autonomous: @Roles('admin') on /api/admin/* and /api/autonomous/*. Shippers and auditors have none.

export interface StaffPage {
  label: string;
  href: string;
  roles: readonly Role[];
}

export const STAFF_PAGES: readonly StaffPage[] = [
  { label: 'Admin Dashboard', href: paths.admin.getHref(), roles: ['admin'] },
  { label: 'Users and roles', href: paths.adminUsers.getHref(), roles: ['admin'] },
  { label: 'Autonomous Monitor', href: paths.autonomous.getHref(), roles: ['admin'] },
  { label: 'Customer Service', href: paths.customerService.getHref(), roles: ['agent', 'admin'] },
];

export const staffPagesFor = (role: Role | undefined | null): StaffPage[] => (role ? STAFF_PAGES.filter((p) => p.roles.includes(role)) : []);
