import { missingServerKeys, serverI18n } from '../platform/i18n/server-i18n';
import { PASSWORD_HINT, renderConfirmEmailPage, renderLoginPage, renderMessagePage, renderSignOutPage } from './login-page';

// ── The server-rendered account pages in the visitor's language: texts, <html lang dir>, escaping ──

describe('the sign-in and sign-up pages', () => {
  it('English: the texts the journeys and API tests read, in <html lang="en"> with no dir', () => {
    const signIn = renderLoginPage({ mode: 'signin', demoAccounts: true });
    expect(signIn).toContain('<html lang="en"><head>');
    expect(signIn).toContain('<title>Sign in to Waypost</title>');
    for (const text of [
      '<label for="email">Email</label>',
      '<label for="password">Password</label>',
      '<button type="submit">Sign in</button>',
      'New to Waypost? <a href="/api/login?mode=signup">Create an account</a>',
    ])
      expect(signIn).toContain(text);
    expect(signIn).toContain('<p>Password <code>waypost-demo</code> for: shipper@waypost.test (business)');
    const signUp = renderLoginPage({ mode: 'signup', userType: 'business', demoAccounts: false, language: 'en' });
    expect(signUp).toContain('<h1>Create your Business Waypost account</h1>');
    expect(signUp).toContain(`<p id="password-hint" class="hint">${PASSWORD_HINT}</p>`);
    expect(signUp).toContain('<button type="submit">Create account</button>');
    expect(signUp).toContain('value="business" checked> Business</label>');
    expect(signUp).not.toContain('Demo accounts');
  });

  it('German: every label from the de catalogue, in <html lang="de">', () => {
    const signUp = renderLoginPage({ mode: 'signup', userType: 'private', demoAccounts: true, language: 'de', error: 'Passwort ist zu leicht zu erraten' });
    expect(signUp).toContain('<html lang="de"><head>');
    expect(signUp).toContain('<h1>Ihr privates Waypost-Konto erstellen</h1>');
    for (const text of [
      '<label for="email">E-Mail</label>',
      '<label for="password">Passwort</label>',
      '<label for="firstName">Vorname</label>',
      '<legend>Kontotyp</legend>',
      'value="private" checked> Privat</label>',
      '<button type="submit">Konto erstellen</button>',
      'Sie haben bereits ein Konto? <a href="/api/login?mode=signin&userType=private">Anmelden</a>',
      '<a href="/">Zurück zu Waypost</a>',
      '<h2 id="demo-title">Demokonten</h2>',
      'Mindestens 8 Zeichen und schwer zu erraten',
      '<p class="error" role="alert">Passwort ist zu leicht zu erraten</p>',
    ])
      expect(signUp).toContain(text);
    for (const english of ['>Email<', '>Password<', 'Create account', 'Back to Waypost', 'First name']) expect(signUp).not.toContain(english);
  });

  it('Arabic and Hebrew turn the page right to left, in their own words', () => {
    const ar = renderLoginPage({ mode: 'signin', demoAccounts: false, language: 'ar' });
    expect(ar).toContain('<html lang="ar" dir="rtl"><head>');
    expect(ar).toContain(`<label for="email">${serverI18n().t('pages:login.email', { lng: 'ar' })}</label>`);
    expect(ar).not.toContain('>Email<');
    expect(renderMessagePage({ title: 'T', message: 'M', tone: 'notice', language: 'he' })).toContain('<html lang="he" dir="rtl"><head>');
  });

  it('a language without a pages catalogue reads English and says lang="en"; a message a catalogue lacks is English', () => {
    withBundle('ar', undefined, () => expect(renderLoginPage({ mode: 'signin', demoAccounts: false, language: 'ar' })).toContain('<html lang="en"><head>'));
    withBundle('ar', { login: { email: 'البريد الإلكتروني' } }, () => {
      const ar = renderLoginPage({ mode: 'signin', demoAccounts: false, language: 'ar' });
      expect(ar).toContain('<label for="email">البريد الإلكتروني</label>');
      expect(ar).toContain('<label for="password">Password</label>');
    });
  });

  it('escapes what it inserts, including translated texts and values', () => {
    withBundle('fr', { login: { email: 'E-mail <adresse> & "nom"' }, confirmEmail: { intro: 'Confirmez que <strong>{{email}}</strong> est l’adresse.' } }, () => {
      expect(renderLoginPage({ mode: 'signin', demoAccounts: false, language: 'fr', email: '"><script>' })).toContain(
        '<label for="email">E-mail &lt;adresse&gt; &amp; &quot;nom&quot;</label><input id="email" name="email" type="email" autocomplete="email" required value="&quot;&gt;&lt;script&gt;">',
      );
      const confirm = renderConfirmEmailPage({ title: 'T', email: '<x@y.z>', token: 't', askPassword: false, language: 'fr' });
      expect(confirm).toContain('<p>Confirmez que <strong>&lt;x@y.z&gt;</strong> est l’adresse.</p>');
    });
  });
});

/** Runs `check` with a language's pages catalogue replaced (undefined: removed), then puts the real one back. */
function withBundle(language: string, bundle: Record<string, unknown> | undefined, check: () => void): void {
  const i18n = serverI18n();
  const real = i18n.getResourceBundle(language, 'pages') as Record<string, unknown> | undefined;
  i18n.removeResourceBundle(language, 'pages');
  if (bundle) i18n.addResourceBundle(language, 'pages', bundle);
  try {
    check();
  } finally {
    i18n.removeResourceBundle(language, 'pages');
    if (real) i18n.addResourceBundle(language, 'pages', real);
  }
}

describe('the other account pages', () => {
  it('the confirmation page and the message page in English, as before', () => {
    const confirm = renderConfirmEmailPage({ title: 'Confirm your email address', email: 'sam@example.com', token: 'tok', askPassword: true });
    expect(confirm).toContain('<p>Confirm that <strong>sam@example.com</strong> is your email address.</p>');
    expect(confirm).toContain('<p id="password-why" class="hint">The password chosen when this account was created.</p>');
    expect(confirm).toContain('<button type="submit">Confirm email address</button>');
    expect(renderMessagePage({ title: 'T', message: 'M', tone: 'error' })).toContain('<p><a href="/">Back to Waypost</a></p>');
    expect(renderSignOutPage({ title: 'T', message: 'M', button: 'B' })).toContain('<p><a href="/">Stay signed in and go to Waypost</a></p>');
  });

  it('in German', () => {
    const confirm = renderConfirmEmailPage({ title: 'Bestätigen Sie Ihre E-Mail-Adresse', email: 'sam@example.com', token: 'tok', askPassword: true, language: 'de' });
    expect(confirm).toContain('<html lang="de"><head>');
    expect(confirm).toContain('<p>Bestätigen Sie, dass <strong>sam@example.com</strong> Ihre E-Mail-Adresse ist.</p>');
    expect(confirm).toContain('<button type="submit">E-Mail-Adresse bestätigen</button>');
    expect(renderMessagePage({ title: 'T', message: 'M', tone: 'error', language: 'de' })).toContain('<p><a href="/">Zurück zu Waypost</a></p>');
    expect(renderSignOutPage({ title: 'T', message: 'M', button: 'B', language: 'de' })).toContain('Angemeldet bleiben und zu Waypost gehen');
    expect(missingServerKeys()).toEqual([]);
  });
});
