import { fixedT, htmlLanguage, type ServerT } from '../platform/i18n/server-i18n';

// ── Server-rendered sign-in / sign-up page (GET /api/login) ──────────────────
// Every text is a message of api/locales/<language>/pages.json, in the language of the request (requestLanguage:
// the waypost_lang cookie, else Accept-Language, else English); <html lang dir> follows it. Texts the callers pass in
// (titles, errors, links) are theirs to translate; everything inserted is escaped here, except the two messages that
// carry markup of their own (the demo accounts' <code>, the confirmation's <strong>), whose values are escaped.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LoginPageOptions {
  userType?: 'business' | 'private';
  mode: 'signin' | 'signup';
  error?: string;
  email?: string;
  returnTo?: string;
  demoAccounts: boolean;
  /** A supported language code (requestLanguage); English when absent. */
  language?: string;
}

const TITLES = {
  signin: { business: 'login.title.signInBusiness', private: 'login.title.signInPersonal', none: 'login.title.signIn' },
  signup: { business: 'login.title.signUpBusiness', private: 'login.title.signUpPersonal', none: 'login.title.signUp' },
} as const;

/** The pages catalogue in one language, escaped for HTML. */
const pagesT = (language: string | undefined) => {
  const t = fixedT(language ?? 'en');
  const text: ServerT = (key, values) => escapeHtml(t(`pages:${key}`, values));
  return { t, text };
};

export function renderLoginPage(o: LoginPageOptions): string {
  const { t, text } = pagesT(o.language);
  const title = t(`pages:${TITLES[o.mode][o.userType ?? 'none']}`);
  const error = o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  const hidden = `<input type="hidden" name="returnTo" value="${escapeHtml(o.returnTo ?? '/')}">`;
  const other = o.mode === 'signup' ? 'signin' : 'signup';
  const query = (mode: string) => `/api/login?mode=${mode}${o.userType ? `&userType=${o.userType}` : ''}`;
  const signupFields =
    o.mode === 'signup'
      ? `<label for="firstName">${text('login.firstName')}</label><input id="firstName" name="firstName" autocomplete="given-name" required maxlength="80">
         <label for="lastName">${text('login.lastName')}</label><input id="lastName" name="lastName" autocomplete="family-name" maxlength="80">
         <fieldset><legend>${text('login.accountType')}</legend>
           <label><input type="radio" name="userType" value="business"${o.userType !== 'private' ? ' checked' : ''}> ${text('login.business')}</label>
           <label><input type="radio" name="userType" value="private"${o.userType === 'private' ? ' checked' : ''}> ${text('login.personal')}</label>
         </fieldset>`
      : '';
  const demo = o.demoAccounts
    ? `<aside aria-labelledby="demo-title"><h2 id="demo-title">${text('login.demoTitle')}</h2>
         <p>${t('pages:login.demoText')}</p></aside>`
    : '';
  return renderShell(
    o.language,
    title,
    `<h1>${escapeHtml(title)}</h1>
${error}
<form method="post" action="${o.mode === 'signup' ? '/api/signup' : '/api/login'}">
  ${hidden}
  <label for="email">${text('login.email')}</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(o.email ?? '')}">
  <label for="password">${text('login.password')}</label><input id="password" name="password" type="password" autocomplete="${o.mode === 'signup' ? 'new-password' : 'current-password'}" required minlength="8"${o.mode === 'signup' ? ' aria-describedby="password-hint"' : ''}>
  ${o.mode === 'signup' ? `<p id="password-hint" class="hint">${text('login.passwordHint')}</p>` : ''}
  ${signupFields}
  <button type="submit">${text(o.mode === 'signup' ? 'login.submitSignUp' : 'login.submitSignIn')}</button>
</form>
<p>${text(o.mode === 'signup' ? 'login.haveAccount' : 'login.newToWaypost')} <a href="${query(other)}">${text(o.mode === 'signup' ? 'login.toSignIn' : 'login.toSignUp')}</a></p>
<p><a href="/">${text('links.backToWaypost')}</a></p>
${demo}`,
  );
}

/** The English hint under a new password (the sign-up page shows pages:login.passwordHint in the visitor's language). */
export const PASSWORD_HINT = 'At least 8 characters, and hard to guess: a few unrelated words work well.';

/** The shared frame of the server-rendered account pages (no inline script: the CSP allows none). */
function renderShell(language: string | undefined, title: string, content: string): string {
  const { lang, dir } = htmlLanguage(language ?? 'en');
  return `<!doctype html>
<html lang="${lang}"${dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#111827;margin:0}
  main{max-width:420px;margin:48px auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px #0001}
  h1{font-size:1.5rem;margin-top:0} label{display:block;margin:12px 0 4px;font-weight:600}
  input[type=email],input[type=password],input:not([type]){width:100%;min-height:44px;box-sizing:border-box;padding:10px;border:1px solid #6b7280;border-radius:6px;font-size:1rem}
  fieldset{border:1px solid #d1d5db;border-radius:6px;margin-top:12px} fieldset label{display:inline-flex;align-items:center;gap:6px;min-height:44px;font-weight:400;margin:0 12px 0 0} input[type=radio]{width:20px;height:20px;margin:0}
  button{margin-top:20px;width:100%;min-height:44px;padding:12px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;font-size:1rem;cursor:pointer}
  :focus-visible{outline:3px solid #f59e0b;outline-offset:2px} .error{background:#fee2e2;color:#991b1b;padding:10px;border-radius:6px}
  .notice{background:#dbeafe;color:#1e3a8a;padding:10px;border-radius:6px} .hint{font-size:.875rem;color:#374151;margin:4px 0 0}
  a{color:#1d4ed8} p>a{display:inline-block;box-sizing:border-box;min-height:44px;padding-block:12px} aside{margin-top:24px;font-size:.9rem;color:#374151}
  @media (max-width:480px){main{margin:0;border-radius:0;padding:20px}}
</style></head>
<body><main>
${content}
</main></body></html>`;
}

/** A short page with a heading, a sentence (status or alert) and links (default: back to Waypost). */
export function renderMessagePage(o: { title: string; message: string; tone: 'notice' | 'error'; links?: { href: string; text: string }[]; language?: string }): string {
  const role = o.tone === 'error' ? 'alert' : 'status';
  const links = (o.links ?? [{ href: '/', text: fixedT(o.language ?? 'en')('pages:links.backToWaypost') }])
    .map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`)
    .join('\n');
  return renderShell(o.language, o.title, `<h1>${escapeHtml(o.title)}</h1>\n<p class="${o.tone}" role="${role}">${escapeHtml(o.message)}</p>\n${links}`);
}

/** GET /api/verify-email: the mailed link lands here; the button confirms (a link scanner's GET changes nothing). */
export function renderConfirmEmailPage(o: { title: string; email: string; token: string; askPassword: boolean; error?: string; language?: string }): string {
  const { t, text } = pagesT(o.language);
  const error = o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  const password = o.askPassword
    ? `<label for="password">${text('login.password')}</label><input id="password" name="password" type="password" autocomplete="current-password" required aria-describedby="password-why">
  <p id="password-why" class="hint">${text('confirmEmail.passwordWhy')}</p>`
    : '';
  return renderShell(
    o.language,
    o.title,
    `<h1>${escapeHtml(o.title)}</h1>
${error}
<p>${t('pages:confirmEmail.intro', { email: escapeHtml(o.email) })}</p>
<form method="post" action="/api/verify-email">
  <input type="hidden" name="token" value="${escapeHtml(o.token)}">
  ${password}
  <button type="submit">${text('confirmEmail.submit')}</button>
</form>
<p><a href="/">${text('links.backToWaypost')}</a></p>`,
  );
}

/** GET /api/logout followed from another site: nothing happens until the user presses the button. */
export function renderSignOutPage(o: { title: string; message: string; button: string; language?: string }): string {
  const { text } = pagesT(o.language);
  return renderShell(
    o.language,
    o.title,
    `<h1>${escapeHtml(o.title)}</h1>
<p class="notice" role="status">${escapeHtml(o.message)}</p>
<form method="post" action="/api/logout"><button type="submit">${escapeHtml(o.button)}</button></form>
<p><a href="/">${text('links.staySignedIn')}</a></p>`,
  );
}
