import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCESS_MESSAGES } from '../contracts/src/access';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, signInAs } from './support/session';

// ── Issue 22: a new account proves its address (the link is read from the outbox with the CLI, as an operator of
// the embedded default would); until then a banner says what that means and offers a new link. Sign-out followed
// from another site asks first. ──

const ROOT = resolve(__dirname, '..');
const CLI = join(ROOT, 'cli', 'dist', 'index.js');
const baseUrl = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';

function waypost(configDir: string, args: string[]): string {
  return execFileSync(process.execPath, [CLI, '--url', baseUrl(), ...args], {
    env: { ...process.env, WAYPOST_CONFIG: join(configDir, 'config.json'), WAYPOST_TOKEN: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

test.describe('accounts', () => {
  let configDir: string;
  test.beforeAll(() => {
    if (!existsSync(CLI)) execFileSync('npx', ['tsc', '-b', 'cli'], { cwd: ROOT, stdio: 'inherit' });
    configDir = mkdtempSync(join(tmpdir(), 'waypost-e2e-account-'));
    waypost(configDir, ['login', '--email', 'admin@waypost.test', '--password', DEMO_PASSWORD]);
  });
  test.afterAll(() => rmSync(configDir, { recursive: true, force: true }));

  test('sign up, see the banner, confirm the address with the mailed link', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'a walk along the canal';
    await page.goto('/api/login?mode=signup&userType=private');
    const form = page.locator('form[action="/api/signup"]');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('12345678');
    await form.getByLabel('First name').fill('Erin');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^password is too easy to guess: This is a heavily used password\./);

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByLabel('First name').fill('Erin');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(ACCESS_MESSAGES.checkInbox(email));
    expect(await axeViolations(page)).toEqual([]);

    // signed in but unconfirmed: the banner, and a new link only once a minute
    await page.goto('/api/login');
    await page.locator('form[action="/api/login"]').getByLabel('Email').fill(email);
    await page.locator('form[action="/api/login"]').getByLabel('Password').fill(password);
    await page.locator('form[action="/api/login"]').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const banner = page.getByRole('status').filter({ hasText: ACCESS_MESSAGES.verifyBanner(email) });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Send a new link' }).click();
    await expect(banner.getByText(ACCESS_MESSAGES.resendTooSoon)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // the operator reads the outbox (embedded default: no SMTP) and hands the link over
    const outbox = JSON.parse(waypost(configDir, ['mail', 'outbox', '--to', email, '--json'])) as { kind: string; text: string }[];
    const link = /https?:\/\/\S+\/api\/verify-email\?token=\S+/.exec(outbox.find((m) => m.kind === 'verify-email')!.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: ACCESS_MESSAGES.confirmTitle })).toBeVisible();
    await expect(page.getByText(`Confirm that ${email} is your email address.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await expect(page.getByRole('status')).toHaveText(ACCESS_MESSAGES.confirmed);
    await page.getByRole('link', { name: 'Continue to Waypost' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Account menu for Erin' })).toBeVisible();
    await expect(page.getByText(ACCESS_MESSAGES.verifyBanner(email))).toHaveCount(0);

    // the link worked once
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('alert')).toHaveText(ACCESS_MESSAGES.linkInvalid);
  });

  test('sign-out followed from another site asks first; the button signs out', async ({ page }) => {
    await signInAs(page, 'shipper');
    const app = new URL(baseUrl());
    const other = `${app.protocol}//localhost:${app.port}`; // another site: localhost is not 127.0.0.1
    await page.goto(`${other}/api/health`);
    await page.evaluate((target) => {
      const a = document.createElement('a');
      a.href = target;
      a.textContent = 'free gift';
      document.body.append(a);
    }, `${app.origin}/api/logout`);
    await page.getByRole('link', { name: 'free gift' }).click();
    await expect(page.getByRole('heading', { name: ACCESS_MESSAGES.signOutTitle })).toBeVisible();
    expect((await page.request.get(`${app.origin}/api/auth/user`)).status()).toBe(200); // still signed in
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: ACCESS_MESSAGES.signOutButton }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get(`${app.origin}/api/auth/user`)).status()).toBe(401);
  });

  test('the account page shows the profile and the single sign-on identities; axe clean', async ({ page }) => {
    await signInAs(page, 'shipper');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Your account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByText('shipper@waypost.test (confirmed)')).toBeVisible();
    const sso = page.getByRole('region', { name: 'Single sign-on' });
    await expect(sso.getByText(/Single sign-on is not set up on this Waypost\.|No identity is linked yet\./)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an admin changes a role on the users page; the account has it; axe clean', async ({ page }) => {
    const email = `e2e-role-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/signup', {
      data: { email, password: 'a quiet harbour at dawn', firstName: 'Rolf' },
      headers: { accept: 'application/json' },
    });
    expect(signup.status()).toBe(202);
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: 'Staff pages' }).click();
    await page.getByRole('menuitem', { name: 'Users and roles' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await expect(page.getByRole('heading', { name: 'Users and roles', level: 1 })).toBeVisible();
    await page.getByLabel('Search by email or name').fill(email);
    const select = page.getByLabel(`Role of ${email}`);
    await expect(select).toHaveValue('shipper');
    expect(await axeViolations(page)).toEqual([]);
    await select.selectOption('agent');
    await expect(page.getByText(`${email} is now Agent.`)).toBeVisible();
    await page.reload();
    await page.getByLabel('Search by email or name').fill(email);
    await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('agent');
    // the admin's own role cannot be changed here (another admin must)
    await page.getByLabel('Search by email or name').fill('admin@waypost.test');
    await expect(page.getByLabel('Role of admin@waypost.test')).toBeDisabled();
  });
});
