import { ACCESS_MESSAGES, DEFAULT_LANGUAGE, LoginSchema, SignUpSchema } from '@waypost/contracts';
import { fixedT } from '../platform/i18n/server-i18n';
import type { OidcFailureKind } from './oidc/oidc-failure';

// ── The account pages' messages that the controllers choose (errors, titles, links), in the visitor's language ──
// HTML pages only: the JSON answers keep the API's English messages (ACCESS_MESSAGES and the constants beside the
// controllers), which pages.json repeats word for word in English (page-messages.unit.spec.ts holds them equal).

export const pageT = (language: string) => {
  const t = fixedT(language);
  return (key: string, values?: Record<string, unknown>) => t(`pages:${key}`, values);
};

/** Too many sign-in attempts: the wait in whole minutes, as the English API message words it. */
export const tooManySignInsText = (language: string, waitSeconds: number) => pageT(language)('errors.tooManySignIns', { count: Math.ceil(waitSeconds / 60) });

const FIELD_KEYS: ReadonlyMap<string, string> = new Map(['email', 'password', 'firstName', 'lastName', 'userType', 'form'].map((f) => [f, `signUp.fields.${f}`]));

/** The contracts' sign-up messages the page translates (others are shown as the API words them). */
const ISSUE_KEYS: ReadonlyMap<string, string> = new Map([
  [issueMessage(LoginSchema, { email: 'x', password: 'long enough' }, 'email'), 'signUp.issues.invalidEmail'],
  [issueMessage(LoginSchema, { email: 'a@example.com', password: 'short' }, 'password'), 'signUp.issues.passwordTooShort'],
  [issueMessage(SignUpSchema, { email: 'a@example.com', password: 'long enough', firstName: ' ' }, 'firstName'), 'signUp.issues.required'],
  [ACCESS_MESSAGES.blankPassword, 'signUp.issues.blankPassword'],
  ['is invalid', 'signUp.issues.invalid'],
]);

function issueMessage(schema: typeof LoginSchema | typeof SignUpSchema, value: unknown, field: string): string {
  const result = schema.safeParse(value);
  return result.error?.issues.find((i) => i.path[0] === field)?.message ?? `(${field})`;
}

/**
 * The sign-up page's sentence for the first refused field: "password is too easy to guess: …" in English, the field's
 * name and the reason translated elsewhere. The guessability feedback after the verdict comes from zxcvbn-ts in
 * English: other languages show the verdict alone.
 */
export function signUpIssueText(language: string, issue: { field: string; message: string } | undefined): string {
  const t = pageT(language);
  const field = issue?.field ?? 'form';
  const fieldKey = FIELD_KEYS.get(field);
  const fieldText = fieldKey ? t(fieldKey) : field;
  const raw = issue?.message ?? 'is invalid';
  let message = raw;
  if (raw.startsWith(ACCESS_MESSAGES.weakPassword)) {
    const feedback = raw.slice(ACCESS_MESSAGES.weakPassword.length);
    message = t('signUp.issues.weakPassword') + (language === DEFAULT_LANGUAGE ? feedback : '');
  } else {
    const key = ISSUE_KEYS.get(raw);
    if (key) message = t(key);
  }
  return t('signUp.issue', { field: fieldText, message });
}

const FAILURE_KEYS: Record<OidcFailureKind, string> = {
  unreachable: 'unreachable',
  'issuer-mismatch': 'issuerMismatch',
  timeout: 'timeout',
  cancelled: 'cancelled',
  'client-rejected': 'clientRejected',
  'provider-error': 'providerError',
  'flow-expired': 'flowExpired',
  'flow-tampered': 'flowTampered',
  'response-mismatch': 'responseMismatch',
};

/** A single sign-on failure's title and sentence (OidcFailure keeps the English ones for the log). */
export function oidcFailureText(language: string, kind: OidcFailureKind): { title: string; message: string } {
  const t = pageT(language);
  const key = FAILURE_KEYS[kind];
  return { title: t(`sso.failures.${key}.title`), message: t(`sso.failures.${key}.message`) };
}
