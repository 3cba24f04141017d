import { useEffect, type ReactNode } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { redirectToSignIn, useUser } from '@/lib/auth';

/** Signed-in-only routes: signed-out visitors go to the sign-in page. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useUser();
  const mustSignIn = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (mustSignIn) redirectToSignIn();
  }, [mustSignIn]);

  if (isLoading || mustSignIn) return <FullPageSpinner label={mustSignIn ? 'Redirecting to sign in…' : 'Loading…'} />;
  return <>{children}</>;
}
