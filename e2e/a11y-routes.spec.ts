import { expect, test, type Page } from '@playwright/test';
import { paths } from '../web/src/config/paths';
import { axeViolations } from './support/axe';
import { forceProductionMode, preferencesFor, presetStorage, settle, signInAs, type DemoRole } from './support/session';

// Issue 9 acceptance: zero WCAG 2.1 A/AA violations (axe-core) on every route, signed out and signed in
// (shipper, agent, admin), with no quick mode and with each quick mode on.

// Every route of the app (web/src/config/paths.ts), so a page added later is scanned too. Signed out, the
// signed-in-only ones lead to the sign-in page, which is scanned as well.
const APP_ROUTES = Object.values(paths)
  .map((entry) => ('path' in entry ? entry.path : null))
  .filter((path): path is string => path !== null && path !== '*' && path !== '/');
const PUBLIC_ROUTES = [...APP_ROUTES, '/no-such-page'];
const SIGNED_IN_ROUTES = ['/', ...PUBLIC_ROUTES];
const MODES = ['none', 'visual', 'keyboard', 'focus'] as const;

async function scan(page: Page, path: string, found: Record<string, string[]>, label = path) {
  await page.goto(path);
  await settle(page);
  const violations = await axeViolations(page);
  if (violations.length > 0) found[label] = violations;
  // Screens with tabs (admin, customer service, tax compliance, autonomous): every tab panel too.
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await settle(page);
    const inTab = await axeViolations(page);
    if (inTab.length > 0) found[`${label} [${name}]`] = inTab;
  }
}

for (const mode of MODES) {
  test.describe(`quick mode: ${mode}`, () => {
    test.beforeEach(async ({ page }) => {
      await presetStorage(page, { preferences: preferencesFor(mode), tourCompleted: true });
    });

    test('signed out: pre-launch page, landing page, tour and public routes', async ({ page }) => {
      const found: Record<string, string[]> = {};
      await forceProductionMode(page, false);
      await scan(page, '/', found, '/ (pre-launch)');
      await page.unrouteAll();
      await forceProductionMode(page, true);
      await scan(page, '/', found, '/ (landing)');
      await page.getByRole('button', { name: 'Take Platform Tour' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome to Waypost' })).toBeVisible();
      const tour = await axeViolations(page);
      if (tour.length > 0) found['/ (tour open)'] = tour;
      await page.keyboard.press('Escape');
      for (const path of PUBLIC_ROUTES) await scan(page, path, found);
      // The server's sign-in page, where every 'Sign In' and the signed-in-only routes lead.
      for (const path of ['/api/login', '/api/login?userType=business']) {
        await page.goto(path);
        const onLogin = await axeViolations(page);
        if (onLogin.length > 0) found[path] = onLogin;
      }
      expect(found).toEqual({});
    });

    for (const role of ['shipper', 'agent', 'admin'] as DemoRole[]) {
      test(`signed in as ${role}: every route`, async ({ page }) => {
        // a walk of every route grows with the routes (this stop added six pages): its own budget, as small-screens has
        test.setTimeout(180_000);
        await signInAs(page, role);
        const found: Record<string, string[]> = {};
        for (const path of SIGNED_IN_ROUTES) await scan(page, path, found);
        // The customer dashboard's in-page sections.
        await page.goto('/');
        await settle(page);
        const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
        for (const section of ['Shipments', 'Tracking', 'Compliance']) {
          await sections.getByRole('button', { name: section, exact: true }).click();
          await settle(page);
          const inSection = await axeViolations(page);
          if (inSection.length > 0) found[`/ [${section}]`] = inSection;
        }
        // The account menu, open.
        await page.goto('/accessibility');
        await settle(page);
        await page.getByRole('button', { name: /^Account menu for / }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        const menu = await axeViolations(page);
        if (menu.length > 0) found['account menu'] = menu;
        expect(found).toEqual({});
      });
    }
  });
}
