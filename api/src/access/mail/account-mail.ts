// ── The texts of account mail (one place) ────────────────────────────────────

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (the outbox listing shows it). */
  kind: 'verify-email' | 'already-registered' | 'webhook-disabled';
}

export const VERIFICATION_LINK_HOURS = 24;

export const ACCOUNT_MAIL = {
  verifyEmail: (to: string, name: string, link: string): MailMessage => ({
    to,
    kind: 'verify-email',
    subject: 'Confirm your email address for Waypost',
    text: [
      `Hello ${name || 'there'},`,
      '',
      'Someone (we hope you) asked for a Waypost account with this email address. To confirm it, open this link:',
      '',
      link,
      '',
      `The link works once, for ${VERIFICATION_LINK_HOURS} hours. You will be asked for the password chosen at sign-up.`,
      'If you did not ask for this, ignore this mail: nothing is shared with anyone until the address is confirmed.',
      '',
      'Waypost',
    ].join('\n'),
  }),
  alreadyRegistered: (to: string, signInLink: string): MailMessage => ({
    to,
    kind: 'already-registered',
    subject: 'You already have a Waypost account',
    text: [
      'Hello,',
      '',
      'Someone (we hope you) tried to create a Waypost account with this email address, which has one already.',
      `To use it, sign in: ${signInLink}`,
      '',
      'If this was not you, you can ignore this mail: your account is unchanged.',
      '',
      'Waypost',
    ].join('\n'),
  }),
} as const;
