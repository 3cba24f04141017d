import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS_MESSAGES } from '@waypost/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, apiJson } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

/** The server's sentence from an answer or an error body (both carry `message`). */
const messageOf = (value: unknown): string | null => {
  if (value instanceof ApiError) {
    try {
      return (JSON.parse(value.bodyText) as { message?: string }).message ?? null;
    } catch {
      return null;
    }
  }
  return (value as { message?: string } | undefined)?.message ?? null;
};

/**
 * Shown on every page to a signed-in account whose address is not confirmed yet: what that means (nothing addressed
 * to the email shows, the desk cannot be contacted) and a button for a new link (POST /api/auth/verification).
 */
export function VerifyEmailBanner() {
  const { user } = useUser();
  const [said, setSaid] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/auth/verification'),
    onSuccess: (answer) => setSaid(messageOf(answer) ?? ACCESS_MESSAGES.verificationResent(user?.email ?? '')),
    onError: (error) => setSaid(messageOf(error) ?? ACCESS_MESSAGES.resendTooSoon),
  });
  if (!user || user.emailVerified !== false) return null;
  return (
    <div className="container verify-email-banner">
      <Alert tone="warning" title={ACCESS_MESSAGES.verifyBanner(user.email)}>
        <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
        {said ? <p className="verify-email-banner-result">{said}</p> : null}
      </Alert>
    </div>
  );
}
