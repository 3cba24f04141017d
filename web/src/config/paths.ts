// ── Every URL of the web app, once ───────────────────────────────────────────
import type { UserType } from '@waypost/contracts';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  calculator: { path: '/calculator', getHref: () => '/calculator' },
  taxCompliance: { path: '/tax-compliance', getHref: () => '/tax-compliance' },
  aiShipping: { path: '/ai-shipping', getHref: () => '/ai-shipping' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  customerService: { path: '/customer-service', getHref: () => '/customer-service' },
  admin: { path: '/admin', getHref: () => '/admin' },
  autonomous: { path: '/autonomous', getHref: () => '/autonomous' },
  notFound: { path: '*' },
  /** Browser navigations to the server, not fetches. */
  auth: {
    login: {
      getHref: (userType?: UserType) => (userType ? `/api/login?userType=${userType}` : '/api/login'),
    },
    logout: { getHref: () => '/api/logout' },
  },
} as const;
