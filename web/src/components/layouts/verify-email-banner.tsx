import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  const { user } = useUser();
  const [said, setSaid] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/auth/verification'),
    // The server's own sentence when it sends one (shown as sent); else ours, which is the English of contracts' ACCESS_MESSAGES.
    onSuccess: (answer) => setSaid(messageOf(answer) ?? t('verifyEmail.resent', { email: user?.email ?? '' })),
    onError: (error) => setSaid(messageOf(error) ?? t('verifyEmail.tooSoon')),
  });
  if (!user || user.emailVerified !== false) return null;
  return (
    <div className="container verify-email-banner">
      <Alert tone="warning" title={t('verifyEmail.banner', { email: user.email })}>
        <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? t('verifyEmail.sending') : t('verifyEmail.sendNewLink')}
        </Button>
        {said ? <p className="verify-email-banner-result">{said}</p> : null}
      </Alert>
    </div>
  );
}
