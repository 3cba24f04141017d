import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Rate } from '@waypost/contracts';
import { axeViolations } from './support/axe';
import { startFastSandbox, type FastSandbox } from './support/fast-sandbox';
import { signInAs, type DemoRole } from './support/session';
// the built fakes (npm run build), as providers.spec.ts uses them
import { startFakeFleet, type FakeFleet } from '../api/dist/carriers/providers/testing/fake-fleet.js';
import { US_DE_MANUAL as US_DE } from '../api/test-support/us-de-shipment';

// ── Issue 27, item 6 in the browser: an admin connects a real provider account on /admin/carriers ──
// An app of its own (a scratch database, a free port) with no provider configured in its environment, and the EasyPost
// fake on 127.0.0.1, given as the account's base URL. The admin connects the account (its key never comes back to the
// page), sees it listed, changes it, replaces its credentials and removes it; a refused field is named beside itself;
// once connected, the running app picks the account up within seconds and a shipment's rates say EasyPost answered.

const ACCOUNT = 'e2e-acme';
const KEY = `easypost.${ACCOUNT}`;
const RELOAD_MS = 500;

let fleet: FakeFleet;
let app: FastSandbox;
let apiKey: string;
let webhookSecret: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fleet = await startFakeFleet({ only: ['easypost'], autoAdvance: true });
  apiKey = fleet.env.EASYPOST_API_KEY!;
  webhookSecret = fleet.env.EASYPOST_WEBHOOK_SECRET!;
  // no EASYPOST_* variables: the only EasyPost account is the one connected on the page
  app = await startFastSandbox(process.env.E2E_PROVIDER_ACCOUNTS_DB ?? 'waypost_e2e_provider_accounts', {
    PROVIDER_ACCOUNTS_RELOAD_MS: String(RELOAD_MS),
    PROVIDER_POLL_SECONDS: '1',
    WAYPOST_MASTER_KEY: 'e2e-master-key-of-the-provider-accounts-journey',
  });
});
test.afterAll(async () => {
  await app?.stop();
  await fleet?.close();
});

async function signedIn(browser: Browser, role: DemoRole) {
  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  await signInAs(page, role);
  return { context, page };
}

const expectNoAxeViolations = async (page: Page, state: string) => expect(await axeViolations(page), state).toEqual([]);
/** Nothing the page holds (its markup, its address) carries a credential. */
async function expectNoCredentialOnPage(page: Page) {
  const html = await page.content();
  for (const secret of [apiKey, webhookSecret]) {
    expect(html).not.toContain(secret);
    expect(page.url()).not.toContain(secret);
  }
}
const statusProviders = async (page: Page) =>
  ((await (await page.request.get('/api/carriers/status')).json()) as { providers: { key: string; mode: string; paused?: boolean }[] }).providers;

test('an admin connects an EasyPost account, changes it, replaces its credentials and removes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedIn(browser, 'admin');

  // the staff menu leads to the page; nothing is connected yet
  await page.getByRole('button', { name: 'Staff pages' }).click();
  await page.getByRole('menuitem', { name: 'Carrier accounts' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/carriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrier accounts' })).toBeVisible();
  await expect(page.getByText('the Waypost sandbox network answers every quote alone')).toBeVisible();
  await expectNoAxeViolations(page, 'no account yet');

  // a mode the key contradicts: refused, and said beside the mode
  const form = page.getByRole('form', { name: 'Connect a carrier account' });
  await form.getByLabel(/^Provider/).selectOption({ label: 'EasyPost' });
  const keyInput = form.getByLabel('API key (EZTK… test, EZAK… production)');
  await expect(keyInput).toHaveAttribute('type', 'password');
  await expect(keyInput).toHaveAttribute('autocomplete', 'off');
  await keyInput.fill(apiKey);
  await form.getByLabel('Webhook secret (HMAC)').fill(webhookSecret);
  await form.getByLabel(/^Account name/).fill(ACCOUNT);
  await form.getByLabel(/^Label/).fill('Acme US');
  await form.getByLabel(/^Base URL/).fill(fleet.urls.easypost);
  await form.getByLabel(/^Mode/).selectOption({ label: 'Live' });
  await form.getByRole('button', { name: 'Connect account' }).click();
  const mode = form.getByLabel(/^Mode/);
  await expect(mode).toHaveAttribute('aria-invalid', 'true');
  await expect(mode).toHaveAccessibleDescription(/Mode is live, but the API key is a test key of EasyPost/);
  await expect(keyInput).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toContainText('The account was not connected: see the fields marked.');
  await expectNoAxeViolations(page, 'a field refused');

  // as the key says: connected, in test mode
  await mode.selectOption({ label: 'As the API key says' });
  await form.getByRole('button', { name: 'Connect account' }).click();
  await expect(form.getByRole('status')).toContainText(`${KEY} is connected`);
  await expect(keyInput).toHaveValue('');
  const card = page.getByRole('region', { name: `EasyPost · ${ACCOUNT}` });
  await expect(card).toContainText('Test mode');
  await expect(card).toContainText('Managed here');
  await expect(card.getByRole('list', { name: 'Credentials' })).toHaveText('API key: setWebhook secret: set');
  await expect(card).toContainText(KEY);
  await expectNoCredentialOnPage(page);

  // the running app uses it within seconds (the registry reloads)
  await expect.poll(async () => (await statusProviders(page)).find((p) => p.key === KEY)?.mode, { timeout: 15_000 }).toBe('test');
  await page.reload();
  await expect(card.locator('dt', { hasText: 'In use' }).locator('+ dd')).toHaveText('Yes');
  await expect(card).toContainText('Closed: calls go through');
  await expectNoAxeViolations(page, 'an account listed');

  // its settings
  await card.getByRole('button', { name: 'Change settings' }).click();
  const settings = card.getByRole('form', { name: `Settings of ${KEY}` });
  await settings.getByLabel(/^Label/).fill('Acme US (warehouse 2)');
  await expectNoAxeViolations(page, 'settings open');
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`The settings of ${KEY} are saved.`)).toBeVisible();
  await expect(card).toContainText('Acme US (warehouse 2)');

  // paused, then resumed
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  // a paused account answers no rates: the running app marks it paused (it stays listed: its parcels are still tracked)
  await expect.poll(async () => (await statusProviders(page)).find((p) => p.key === KEY)?.paused, { timeout: 15_000 }).toBe(true);
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card).toContainText('Enabled');

  // new credentials: the whole set, never shown again
  await card.getByRole('button', { name: 'Replace credentials' }).click();
  const replace = card.getByRole('form', { name: `New credentials of ${KEY}` });
  await replace.getByLabel('API key (EZTK… test, EZAK… production)').fill(apiKey);
  await replace.getByRole('button', { name: 'Replace credentials' }).click();
  await expect(page.getByText(`The credentials of ${KEY} are replaced; the old ones are destroyed.`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Credentials' })).toHaveText('API key: setWebhook secret: not set');
  await expectNoCredentialOnPage(page);

  // removed, after a confirmation that says the credentials are destroyed
  await card.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${KEY}?` });
  await expect(dialog).toContainText('Its credentials are destroyed and cannot be recovered.');
  await expectNoAxeViolations(page, 'removal confirmation');
  await dialog.getByRole('button', { name: 'Remove account' }).click();
  await expect(page.getByText(`${KEY} is removed; its credentials are destroyed.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('the Waypost sandbox network answers every quote alone')).toBeVisible();
  await expect.poll(async () => (await statusProviders(page)).some((p) => p.key === KEY), { timeout: 15_000 }).toBe(false);
  await context.close();
});

test("once connected, a shipment's rates say EasyPost (test mode) answered them", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin');
  const connected = await admin.page.request.post('/api/admin/provider-accounts', {
    data: { provider: 'easypost', account: ACCOUNT, baseUrl: fleet.urls.easypost, credentials: { apiKey } },
  });
  expect(connected.status()).toBe(201);
  expect(JSON.stringify(await connected.json())).not.toContain(apiKey);
  await expect.poll(async () => (await statusProviders(admin.page)).some((p) => p.key === KEY), { timeout: 15_000 }).toBe(true);
  await admin.context.close();

  const { context, page } = await signedIn(browser, 'shipper');
  const created = await page.request.post('/api/shipments', { data: US_DE });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; trackingNumber: string; rates: Rate[] };
  const rate = shipment.rates.find((r) => r.provider?.id === 'easypost' && r.provider.account === ACCOUNT);
  expect(rate, 'a rate of the connected account').toBeTruthy();

  await page.goto('/shipments');
  await page.getByRole('button', { name: `Details of ${shipment.trackingNumber}` }).click();
  const panel = page.locator(`#shipment-detail-${shipment.id}`);
  await panel.getByRole('button', { name: `Get rates for ${shipment.trackingNumber}` }).click();
  const buy = panel.getByRole('form', { name: `Buy a rate for ${shipment.trackingNumber}` });
  const option = buy.getByRole('listitem').filter({ has: page.locator(`input[type=radio][value="${rate!.id}"]`) });
  await expect(option).toContainText('Answered by EasyPost (test mode: no real label is bought)');
  await context.close();
});
