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
  adminUsers: { path: '/admin/users', getHref: () => '/admin/users' },
  adminCarriers: { path: '/admin/carriers', getHref: () => '/admin/carriers' },
  account: { path: '/account', getHref: () => '/account' },
  autonomous: { path: '/autonomous', getHref: () => '/autonomous' },
  webhooks: { path: '/webhooks', getHref: () => '/webhooks' },
  addressBook: { path: '/address-book', getHref: () => '/address-book' },
  shipments: { path: '/shipments', getHref: () => '/shipments' },
  manifests: { path: '/shipments/manifests', getHref: () => '/shipments/manifests' },
  pickups: { path: '/shipments/pickups', getHref: () => '/shipments/pickups' },
  /** Issue 28: the public return portal a shipper's customer opens (the token is its only key). */
  returnPortal: { path: '/returns/:token', getHref: (token: string) => `/returns/${encodeURIComponent(token)}` },
  notFound: { path: '*' },
  /** Browser navigations to the server, not fetches. */
  auth: {
    login: {
      /** returnTo: where the server sends the browser after signing in (a same-origin path). */
      getHref: (userType?: UserType, returnTo?: string) => {
        const query = new URLSearchParams();
        if (userType) query.set('userType', userType);
        if (returnTo && returnTo !== '/') query.set('returnTo', returnTo);
        const search = query.toString();
        return search ? `/api/login?${search}` : '/api/login';
      },
    },
    logout: { getHref: () => '/api/logout' },
    /** Links a single sign-on identity to the signed-in account, then comes back to returnTo. */
    linkSso: { getHref: (returnTo = '/account') => `/api/auth/identities/link?${new URLSearchParams({ returnTo })}` },
  },
} as const;
