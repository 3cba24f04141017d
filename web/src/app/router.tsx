import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { ProtectedRoute } from './protected-route';
import { usePlatformConfig } from '@/lib/platform-config';
import { FullPageSpinner } from '@/components/ui/spinner';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';

// ── Route table (spec section 2); every screen is its own lazily loaded chunk ─
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazy(async () => ({ default: pick(await load()) }));

const CalculatorPage = page(
  () => import('@/features/quoting/components/shipping-calculator-page'),
  (m) => m.ShippingCalculatorPage,
);
const TaxCompliancePage = page(
  () => import('@/features/compliance/tax-compliance-page'),
  (m) => m.TaxCompliancePage,
);
const AiShippingPage = page(
  () => import('./routes/ai-shipping'),
  (m) => m.AiShippingPage,
);
const AccessibilityPage = page(
  () => import('@/features/accessibility/components/accessibility-page'),
  (m) => m.AccessibilityPage,
);
const CustomerServicePage = page(
  () => import('@/features/customer-service/components/customer-service-page'),
  (m) => m.CustomerServicePage,
);
const AdminPage = lazy(() => import('@/features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })));
const UsersPage = page(
  () => import('@/features/admin/components/users-page'),
  (m) => m.UsersPage,
);
const ProviderAccountsPage = page(
  () => import('@/features/provider-accounts/components/provider-accounts-page'),
  (m) => m.ProviderAccountsPage,
);
const AccountPage = page(
  () => import('@/features/account/components/account-page'),
  (m) => m.AccountPage,
);
const EarlyAccessRequests = page(
  () => import('@/features/early-access/components/early-access-requests'),
  (m) => m.EarlyAccessRequests,
);
const AutonomousPage = page(
  () => import('@/features/autonomous/components/autonomous-page'),
  (m) => m.AutonomousPage,
);
const WebhooksPage = page(
  () => import('@/features/webhooks/components/webhooks-page'),
  (m) => m.WebhooksPage,
);
const AddressBookPage = page(
  () => import('@/features/address-book/components/address-book-page'),
  (m) => m.AddressBookPage,
);
const ManifestsPage = page(
  () => import('@/features/manifests/components/manifests-page'),
  (m) => m.ManifestsPage,
);
const PickupsPage = page(
  () => import('@/features/pickups/components/pickups-page'),
  (m) => m.PickupsPage,
);
const ReturnPortalPage = page(
  () => import('@/features/returns/components/return-portal-page'),
  (m) => m.ReturnPortalPage,
);
const ShipmentsPage = page(
  () => import('@/features/shipments/components/shipments-page/shipments-page'),
  (m) => m.ShipmentsPage,
);
const NotFoundRoute = page(
  () => import('./routes/not-found'),
  (m) => m.NotFoundRoute,
);
const ChatWidget = page(
  () => import('@/features/assistant/components/chat-widget'),
  (m) => m.ChatWidget,
);

/** A spinner while authentication or platform config load (spec section 2). */
function RootLayout() {
  const { isLoading: userLoading } = useUser();
  const { isLoading: configLoading } = usePlatformConfig();
  if (userLoading || configLoading) return <FullPageSpinner />;
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </>
  );
}

const signedIn = (element: ReactNode) => <ProtectedRoute>{element}</ProtectedRoute>;

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.calculator.path, element: <CalculatorPage /> },
      { path: paths.taxCompliance.path, element: <TaxCompliancePage /> },
      { path: paths.aiShipping.path, element: <AiShippingPage /> },
      { path: paths.accessibility.path, element: <AccessibilityPage /> },
      { path: paths.customerService.path, element: signedIn(<CustomerServicePage />) },
      {
        path: paths.admin.path,
        element: signedIn(
          <AdminPage
            operationsExtras={
              <Suspense fallback={null}>
                <EarlyAccessRequests />
              </Suspense>
            }
          />,
        ),
      },
      { path: paths.adminUsers.path, element: signedIn(<UsersPage />) },
      { path: paths.adminCarriers.path, element: signedIn(<ProviderAccountsPage />) },
      { path: paths.account.path, element: signedIn(<AccountPage />) },
      { path: paths.autonomous.path, element: signedIn(<AutonomousPage />) },
      { path: paths.webhooks.path, element: signedIn(<WebhooksPage />) },
      { path: paths.addressBook.path, element: signedIn(<AddressBookPage />) },
      { path: paths.shipments.path, element: signedIn(<ShipmentsPage />) },
      { path: paths.manifests.path, element: signedIn(<ManifestsPage />) },
      { path: paths.pickups.path, element: signedIn(<PickupsPage />) },
      { path: paths.returnPortal.path, element: <ReturnPortalPage /> },
      { path: paths.notFound.path, element: <NotFoundRoute /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
