// ── Server-rendered sign-in / sign-up page (GET /api/login) ──────────────────

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LoginPageOptions {
  userType?: 'business' | 'private';
  mode: 'signin' | 'signup';
  error?: string;
  email?: string;
  returnTo?: string;
  demoAccounts: boolean;
}

export function renderLoginPage(o: LoginPageOptions): string {
  const kind = o.userType === 'business' ? 'Business' : o.userType === 'private' ? 'Personal' : '';
  const title = o.mode === 'signup' ? `Create your ${kind ? `${kind} ` : ''}Waypost account` : `Sign in to Waypost${kind ? ` ${kind}` : ''}`;
  const error = o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  const hidden = `<input type="hidden" name="returnTo" value="${escapeHtml(o.returnTo ?? '/')}">`;
  const other = o.mode === 'signup' ? 'signin' : 'signup';
  const query = (mode: string) => `/api/login?mode=${mode}${o.userType ? `&userType=${o.userType}` : ''}`;
  const signupFields =
    o.mode === 'signup'
      ? `<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" required maxlength="80">
         <label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" maxlength="80">
         <fieldset><legend>Account type</legend>
           <label><input type="radio" name="userType" value="business"${o.userType !== 'private' ? ' checked' : ''}> Business</label>
           <label><input type="radio" name="userType" value="private"${o.userType === 'private' ? ' checked' : ''}> Personal</label>
         </fieldset>`
      : '';
  const demo = o.demoAccounts
    ? `<aside aria-labelledby="demo-title"><h2 id="demo-title">Demo accounts</h2>
         <p>Password <code>waypost-demo</code> for: shipper@waypost.test (business), private@waypost.test, agent@waypost.test, admin@waypost.test</p></aside>`
    : '';
  return renderShell(
    title,
    `<h1>${escapeHtml(title)}</h1>
${error}
<form method="post" action="${o.mode === 'signup' ? '/api/signup' : '/api/login'}">
  ${hidden}
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(o.email ?? '')}">
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="${o.mode === 'signup' ? 'new-password' : 'current-password'}" required minlength="8"${o.mode === 'signup' ? ' aria-describedby="password-hint"' : ''}>
  ${o.mode === 'signup' ? `<p id="password-hint" class="hint">${escapeHtml(PASSWORD_HINT)}</p>` : ''}
  ${signupFields}
  <button type="submit">${o.mode === 'signup' ? 'Create account' : 'Sign in'}</button>
</form>
<p>${o.mode === 'signup' ? 'Already have an account?' : 'New to Waypost?'} <a href="${query(other)}">${o.mode === 'signup' ? 'Sign in' : 'Create an account'}</a></p>
<p><a href="/">Back to Waypost</a></p>
${demo}`,
  );
}

export const PASSWORD_HINT = 'At least 8 characters, and hard to guess: a few unrelated words work well.';

/** The shared frame of the server-rendered account pages (no inline script: the CSP allows none). */
function renderShell(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#111827;margin:0}
  main{max-width:420px;margin:48px auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px #0001}
  h1{font-size:1.5rem;margin-top:0} label{display:block;margin:12px 0 4px;font-weight:600}
  input[type=email],input[type=password],input:not([type]){width:100%;box-sizing:border-box;padding:10px;border:1px solid #6b7280;border-radius:6px;font-size:1rem}
  fieldset{border:1px solid #d1d5db;border-radius:6px;margin-top:12px} fieldset label{display:inline;font-weight:400;margin-right:12px}
  button{margin-top:20px;width:100%;padding:12px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;font-size:1rem;cursor:pointer}
  :focus-visible{outline:3px solid #f59e0b;outline-offset:2px} .error{background:#fee2e2;color:#991b1b;padding:10px;border-radius:6px}
  .notice{background:#dbeafe;color:#1e3a8a;padding:10px;border-radius:6px} .hint{font-size:.875rem;color:#374151;margin:4px 0 0}
  a{color:#1d4ed8} aside{margin-top:24px;font-size:.9rem;color:#374151}
  @media (max-width:480px){main{margin:0;border-radius:0;padding:20px}}
</style></head>
<body><main>
${content}
</main></body></html>`;
}

/** A short page with a heading, a sentence (status or alert) and links. */
export function renderMessagePage(o: { title: string; message: string; tone: 'notice' | 'error'; links?: { href: string; text: string }[] }): string {
  const role = o.tone === 'error' ? 'alert' : 'status';
  const links = (o.links ?? [{ href: '/', text: 'Back to Waypost' }]).map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`).join('\n');
  return renderShell(o.title, `<h1>${escapeHtml(o.title)}</h1>\n<p class="${o.tone}" role="${role}">${escapeHtml(o.message)}</p>\n${links}`);
}

/** GET /api/verify-email: the mailed link lands here; the button confirms (a link scanner's GET changes nothing). */
export function renderConfirmEmailPage(o: { title: string; email: string; token: string; askPassword: boolean; error?: string }): string {
  const error = o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : '';
  const password = o.askPassword
    ? `<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required aria-describedby="password-why">
  <p id="password-why" class="hint">The password chosen when this account was created.</p>`
    : '';
  return renderShell(
    o.title,
    `<h1>${escapeHtml(o.title)}</h1>
${error}
<p>Confirm that <strong>${escapeHtml(o.email)}</strong> is your email address.</p>
<form method="post" action="/api/verify-email">
  <input type="hidden" name="token" value="${escapeHtml(o.token)}">
  ${password}
  <button type="submit">Confirm email address</button>
</form>
<p><a href="/">Back to Waypost</a></p>`,
  );
}

/** GET /api/logout followed from another site: nothing happens until the user presses the button. */
export function renderSignOutPage(o: { title: string; message: string; button: string }): string {
  return renderShell(
    o.title,
    `<h1>${escapeHtml(o.title)}</h1>
<p class="notice" role="status">${escapeHtml(o.message)}</p>
<form method="post" action="/api/logout"><button type="submit">${escapeHtml(o.button)}</button></form>
<p><a href="/">Stay signed in and go to Waypost</a></p>`,
  );
}
