import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/spinner';
import { redirectToSignIn, useUser } from '@/lib/auth';

/** Signed-in-only routes: signed-out visitors go to the sign-in page. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { isLoading, isAuthenticated } = useUser();
  const mustSignIn = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (mustSignIn) redirectToSignIn();
  }, [mustSignIn]);

  if (isLoading || mustSignIn) return <FullPageSpinner label={mustSignIn ? t('protectedRoute.redirecting') : t('spinner.loading')} />;
  return <>{children}</>;
}
