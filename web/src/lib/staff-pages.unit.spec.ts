import { staffPagesFor } from './staff-pages';

// Issue 22 item 35: staff see exactly the pages their role may open (the API's role guards).
const hrefs = (role: Parameters<typeof staffPagesFor>[0]) => staffPagesFor(role).map((p) => p.href);

it('gives agents the desk, admins the admin pages and the desk, everyone else nothing', () => {
  expect(hrefs('agent')).toEqual(['/customer-service']);
  expect(hrefs('admin')).toEqual(['/admin', '/admin/users', '/admin/carriers', '/autonomous', '/customer-service']);
  expect(hrefs('shipper')).toEqual([]);
  expect(hrefs('auditor')).toEqual([]);
  expect(hrefs(null)).toEqual([]);
});
