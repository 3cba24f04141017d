import { fixedT } from '../../platform/i18n/server-i18n';

// ── The texts of account mail (one place) ────────────────────────────────────
// Messages of api/locales/<language>/mail.json, in the language of the request that caused the mail (the sign-up or
// the resend: requestLanguage), English when none is known. Each line of a mail is one message.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (the outbox listing shows it). */
  kind: 'verify-email' | 'already-registered' | 'webhook-disabled';
}

export const VERIFICATION_LINK_HOURS = 24;

const mailT = (language: string) => {
  const t = fixedT(language);
  return (key: string, values?: Record<string, unknown>) => t(`mail:${key}`, values);
};

export const ACCOUNT_MAIL = {
  verifyEmail: (to: string, name: string, link: string, language = 'en'): MailMessage => {
    const t = mailT(language);
    return {
      to,
      kind: 'verify-email',
      subject: t('verifyEmail.subject'),
      text: [
        name ? t('verifyEmail.greeting', { name }) : t('verifyEmail.greetingNoName'),
        '',
        t('verifyEmail.intro'),
        '',
        link,
        '',
        t('verifyEmail.validity', { count: VERIFICATION_LINK_HOURS }),
        t('verifyEmail.notYou'),
        '',
        t('signature'),
      ].join('\n'),
    };
  },
  alreadyRegistered: (to: string, signInLink: string, language = 'en'): MailMessage => {
    const t = mailT(language);
    return {
      to,
      kind: 'already-registered',
      subject: t('alreadyRegistered.subject'),
      text: [t('hello'), '', t('alreadyRegistered.intro'), t('alreadyRegistered.signIn', { link: signInLink }), '', t('alreadyRegistered.notYou'), '', t('signature')].join('\n'),
    };
  },
} as const;
