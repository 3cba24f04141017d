import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { usePlatformConfig } from '@/lib/platform-config';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';

// Each variant of / is its own chunk, so a visitor downloads only the page they see.
const CustomerDashboard = lazy(() => import('./dashboard/dashboard').then((m) => ({ default: m.CustomerDashboard })));
const PreLaunchPage = lazy(() => import('@/features/early-access/components/pre-launch-page').then((m) => ({ default: m.PreLaunchPage })));
const InstantQuoteForm = lazy(() => import('@/features/quoting/components/instant-quote-form').then((m) => ({ default: m.InstantQuoteForm })));
const PlatformTour = lazy(() => import('@/features/tour/components/platform-tour').then((m) => ({ default: m.PlatformTour })));
const CustomerLandingPage = lazy(() => import('@/features/landing/components/customer-landing-page').then((m) => ({ default: m.CustomerLandingPage })));

/**
 * `/`: signed in -> the customer dashboard; signed out -> the customer landing page in
 * production mode, otherwise the pre-launch page (spec section 2).
 */
export function HomeRoute() {
  const { t } = useTranslation('common');
  const { user, isLoading: userLoading } = useUser();
  const { isProductionMode, isLoading: configLoading } = usePlatformConfig();

  if (userLoading || configLoading) return <FullPageSpinner />;
  if (user) return <CustomerDashboard user={user} />;
  // Slots: the instant quote form (quoting) and the platform tour.
  if (isProductionMode) {
    return (
      <CustomerLandingPage
        quoteFormSlot={
          <Suspense fallback={<Spinner label={t('home.loadingQuoteForm')} />}>
            <InstantQuoteForm />
          </Suspense>
        }
        tourSlot={
          <Suspense fallback={null}>
            <PlatformTour />
          </Suspense>
        }
      />
    );
  }
  return <PreLaunchPage />;
}
