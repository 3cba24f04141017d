// ── Server-rendered sign-in / sign-up page (GET /api/login) ──────────────────

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  a{color:#1d4ed8} aside{margin-top:24px;font-size:.9rem;color:#374151}
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${error}
<form method="post" action="${o.mode === 'signup' ? '/api/signup' : '/api/login'}">
  ${hidden}
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(o.email ?? '')}">
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="${o.mode === 'signup' ? 'new-password' : 'current-password'}" required minlength="8">
  ${signupFields}
  <button type="submit">${o.mode === 'signup' ? 'Create account' : 'Sign in'}</button>
</form>
<p>${o.mode === 'signup' ? 'Already have an account?' : 'New to Waypost?'} <a href="${query(other)}">${o.mode === 'signup' ? 'Sign in' : 'Create an account'}</a></p>
<p><a href="/">Back to Waypost</a></p>
${demo}
</main></body></html>`;
}
