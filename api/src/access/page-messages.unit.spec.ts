import { ACCESS_MESSAGES } from '@waypost/contracts';
import { fixedT, missingServerKeys } from '../platform/i18n/server-i18n';
import { TOO_MANY_REQUESTS_MESSAGE } from '../platform/rate-limit/http-rate-limit';
import { INVALID_CREDENTIALS, PASSWORDS_OFF, tooMany } from './auth.controller';
import { PASSWORD_HINT } from './login-page';
import { ACCOUNT_MAIL } from './mail/account-mail';
import { OidcFailure, type OidcFailureKind } from './oidc/oidc-failure';
import { OIDC_MESSAGES } from './oidc/oidc.controller';
import { oidcFailureText, pageT, signUpIssueText, tooManySignInsText } from './page-messages';

// ── The account pages' catalogue repeats the API's English messages word for word; other languages translate them ──

describe('pages.json (English) and the English messages of the API', () => {
  const en = pageT('en');

  it('the messages of ACCESS_MESSAGES that the pages show', () => {
    expect(en('signUp.checkInbox', { email: 'sam@example.com' })).toBe(ACCESS_MESSAGES.checkInbox('sam@example.com'));
    expect(en('confirmEmail.title')).toBe(ACCESS_MESSAGES.confirmTitle);
    expect(en('confirmEmail.linkInvalid')).toBe(ACCESS_MESSAGES.linkInvalid);
    expect(en('confirmEmail.confirmed')).toBe(ACCESS_MESSAGES.confirmed);
    expect(en('confirmEmail.wrongPassword')).toBe(ACCESS_MESSAGES.confirmPasswordWrong);
    expect(en('signOut.title')).toBe(ACCESS_MESSAGES.signOutTitle);
    expect(en('signOut.crossSite')).toBe(ACCESS_MESSAGES.signOutCrossSite);
    expect(en('signOut.button')).toBe(ACCESS_MESSAGES.signOutButton);
    expect(en('signUp.issues.weakPassword')).toBe(ACCESS_MESSAGES.weakPassword);
    expect(en('signUp.issues.blankPassword')).toBe(ACCESS_MESSAGES.blankPassword);
  });

  it('the controllers’ and the rate limit’s messages', () => {
    expect(en('login.passwordHint')).toBe(PASSWORD_HINT);
    expect(en('errors.invalidCredentials')).toBe(INVALID_CREDENTIALS);
    expect(en('errors.passwordsOff')).toBe(PASSWORDS_OFF);
    for (const seconds of [1, 59, 60, 61, 600, 3601]) expect(tooManySignInsText('en', seconds)).toBe(tooMany(seconds));
    for (const seconds of [1, 2, 60]) expect(en('errors.tooManyRequests', { count: seconds })).toBe(TOO_MANY_REQUESTS_MESSAGE(seconds));
  });

  it('single sign-on: the controller’s messages and every failure’s title and sentence', () => {
    expect(en('sso.notConfigured')).toBe(OIDC_MESSAGES.notConfigured);
    expect(en('sso.linkRequiredTitle')).toBe(OIDC_MESSAGES.linkRequiredTitle);
    expect(en('sso.linkRequired', { email: 'sam@example.com' })).toBe(OIDC_MESSAGES.linkRequired('sam@example.com'));
    expect(en('sso.linkRefusedTitle')).toBe(OIDC_MESSAGES.linkRefusedTitle);
    expect(en('sso.linkRefused')).toBe(OIDC_MESSAGES.linkRefused);
    const kinds: OidcFailureKind[] = [
      'unreachable',
      'issuer-mismatch',
      'timeout',
      'cancelled',
      'client-rejected',
      'provider-error',
      'flow-expired',
      'flow-tampered',
      'response-mismatch',
    ];
    for (const kind of kinds) {
      const failure = new OidcFailure(kind, 'detail');
      expect(oidcFailureText('en', kind)).toEqual({ title: failure.title, message: failure.sentence });
      expect(oidcFailureText('de', kind).message).not.toBe(failure.sentence);
    }
  });

  it('the sign-up page’s sentence for a refused field, as the English page always put it', () => {
    expect(signUpIssueText('en', { field: 'password', message: 'is too easy to guess: This is a heavily used password.' })).toBe(
      'password is too easy to guess: This is a heavily used password.',
    );
    expect(signUpIssueText('en', { field: 'email', message: 'must be a valid email address' })).toBe('email must be a valid email address');
    expect(signUpIssueText('en', { field: 'password', message: 'must be at least 8 characters' })).toBe('password must be at least 8 characters');
    expect(signUpIssueText('en', { field: 'firstName', message: 'is required' })).toBe('firstName is required');
    expect(signUpIssueText('en', { field: 'password', message: ACCESS_MESSAGES.blankPassword })).toBe(`password ${ACCESS_MESSAGES.blankPassword}`);
    expect(signUpIssueText('en', { field: '(body)', message: 'Too big' })).toBe('(body) Too big');
    expect(signUpIssueText('en', undefined)).toBe('form is invalid');
  });
});

describe('the pages in German', () => {
  it('translates the field and the reason, and leaves zxcvbn’s English feedback out', () => {
    expect(signUpIssueText('de', { field: 'password', message: 'is too easy to guess: This is a heavily used password.' })).toBe('Passwort ist zu leicht zu erraten');
    expect(signUpIssueText('de', { field: 'email', message: 'must be a valid email address' })).toBe('E-Mail muss eine gültige E-Mail-Adresse sein');
    expect(signUpIssueText('de', { field: 'firstName', message: 'is required' })).toBe('Vorname ist erforderlich');
    expect(signUpIssueText('de', { field: 'lastName', message: 'Too big: expected string to have <=80 characters' })).toBe(
      'Nachname Too big: expected string to have <=80 characters',
    );
    expect(tooManySignInsText('de', 61)).toBe('Zu viele Anmeldeversuche. Versuchen Sie es in 2 Minuten erneut.');
    expect(tooManySignInsText('de', 30)).toBe('Zu viele Anmeldeversuche. Versuchen Sie es in 1 Minute erneut.');
  });
});

describe('account mail', () => {
  it('in English as ever, and in German when the request that caused it was', () => {
    const en = ACCOUNT_MAIL.verifyEmail('sam@example.com', 'Sam', 'http://localhost/api/verify-email?token=t');
    expect(en.subject).toBe('Confirm your email address for Waypost');
    expect(en.text.split('\n')[0]).toBe('Hello Sam,');
    expect(en.text).toContain('The link works once, for 24 hours. You will be asked for the password chosen at sign-up.');
    const de = ACCOUNT_MAIL.verifyEmail('sam@example.com', 'Sam', 'http://localhost/api/verify-email?token=t', 'de');
    expect(de.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Waypost');
    expect(de.text.split('\n')).toEqual([
      'Guten Tag Sam,',
      '',
      expect.stringContaining('Jemand (hoffentlich Sie)'),
      '',
      'http://localhost/api/verify-email?token=t',
      '',
      expect.stringContaining('24 Stunden lang gültig'),
      expect.stringContaining('Falls Sie das nicht angefordert haben'),
      '',
      'Waypost',
    ]);
    expect(ACCOUNT_MAIL.verifyEmail('a@b.c', '', 'l', 'de').text.split('\n')[0]).toBe('Guten Tag,');
    const already = ACCOUNT_MAIL.alreadyRegistered('sam@example.com', 'http://localhost/api/login', 'de');
    expect(already.subject).toBe('Sie haben bereits ein Waypost-Konto');
    expect(already.text).toContain('Um es zu nutzen, melden Sie sich an: http://localhost/api/login');
    expect(fixedT('de')('mail:webhookDisabled.disabled', { url: 'https://x', reason: 'HTTP 500' })).toBe('Waypost hat Ihren Webhook-Endpoint https://x deaktiviert: HTTP 500');
  });

  it('asked for no key that English lacks', () => {
    expect(missingServerKeys()).toEqual([]);
  });
});
