import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '../web/src/config/paths';
import { axeViolations } from './support/axe';
import { coveredByChatButton, sidewaysOverflow, smallTouchTargets, spillsOutOf } from './support/layout';
import { forceProductionMode, presetStorage, settle, signInAs, type DemoRole } from './support/session';

// ── Issue 22 items 32 and 33: every route (signed out, and signed in as each role), every tab and dashboard
// section, fits 360 and 390 px wide with no sideways scroll (document.scrollingElement.scrollWidth <= clientWidth),
// is axe clean, keeps the chat button's corner free at the page's end, and keeps tables inside their cards (also at
// 1440 px, where the tax breakdown used to spill out of its card); at 390 px every control is at least 44 × 44 px
// (issue 29). ──

const APP_ROUTES = Object.values(paths)
  .map((entry) => ('path' in entry ? entry.path : null))
  .filter((path): path is string => path !== null && path !== '*' && path !== '/');
const ROUTES = ['/', ...APP_ROUTES, '/no-such-page'];
const SMALL = [390, 360] as const;
/** A tablet, where the top bar switches to its menu, and a desktop. */
const TABLET = 768;
const WIDE = 1440;
/** Tables that are not in a scroll box of their own must stay inside their card. */
const LOOSE_TABLES = 'table:not(.table-scroll table)';

type Found = Record<string, string[]>;
/** Every state checked, so that a walk that skipped its tabs cannot pass unnoticed. */
let visited: string[] = [];

const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Checks what is on screen now at each width; axe and the chat-button corner at 390 px. */
async function checkHere(page: Page, label: string, found: Found, widths: readonly number[] = [...SMALL, TABLET, WIDE]): Promise<void> {
  visited.push(label);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await nextFrame(page);
    const problems: string[] = [];
    const o = await sidewaysOverflow(page);
    if (o.scrollWidth > o.clientWidth) problems.push(`scrollWidth ${o.scrollWidth} > clientWidth ${o.clientWidth}: ${o.culprits.join(', ')}`);
    problems.push(...(await spillsOutOf(page, LOOSE_TABLES, '.card')));
    if (width === 390) {
      problems.push(...(await axeViolations(page)).map((v) => `axe ${v}`));
      problems.push(...(await coveredByChatButton(page)).map((hit) => `under the chat button: ${hit}`));
      problems.push(...(await smallTouchTargets(page)).map((target) => `touch target under 44 px: ${target}`));
    }
    if (problems.length > 0) found[`${label} @${width}px`] = problems;
  }
  await page.setViewportSize({ width: SMALL[0], height: 800 });
}

/** Rows for the tables that are empty on a fresh platform: a shipment, and a crisis activated and resolved. */
async function seedRows(browser: Browser, admin: Page): Promise<void> {
  const shipper = await (await browser.newContext()).newPage();
  await signInAs(shipper, 'shipper');
  const address = (city: string, country: string) => ({ name: 'Small Screen', address: '1 Narrow Street', city, country, postalCode: '10115' });
  const created = await shipper.request.post('/api/shipments', {
    data: { fromAddress: address('Berlin', 'Germany'), toAddress: address('Lyon', 'France'), itemDetails: { description: 'Small-screen walk parcel', weight: 1, value: 50 } },
  });
  expect(created.ok()).toBe(true);
  await shipper.context().close();
  const activated = await admin.request.post('/api/autonomous/crisis', { data: { crisisType: 'demand_surge', severity: 'medium', context: { trigger: 'manual_activation' } } });
  const { crisis } = (await activated.json()) as { crisis: { id: string } };
  expect((await admin.request.post(`/api/autonomous/crisis/${crisis.id}/resolve`, { data: {} })).ok()).toBe(true);
}

/** A route, then each of its tabs. */
async function walkRoute(page: Page, path: string, found: Found, label = path): Promise<void> {
  await page.setViewportSize({ width: SMALL[0], height: 800 });
  await page.goto(path);
  await settle(page);
  await checkHere(page, label, found);
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await settle(page);
    await checkHere(page, `${label} [${name}]`, found);
  }
}

test.describe('every route fits 360 and 390 px', () => {
  test.beforeEach(async ({ page }) => {
    visited = [];
    await presetStorage(page, { tourCompleted: true });
  });

  test('signed out: pre-launch, landing with its tour, every public route, the sign-in page', async ({ page }) => {
    test.setTimeout(300_000);
    const found: Found = {};
    await forceProductionMode(page, false);
    await walkRoute(page, '/', found, '/ (pre-launch)');
    await page.unrouteAll();
    await forceProductionMode(page, true);
    await walkRoute(page, '/', found, '/ (landing)');
    await page.getByRole('button', { name: 'Take Platform Tour' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkHere(page, '/ (tour open)', found, SMALL);
    await page.keyboard.press('Escape');
    for (const path of ROUTES.slice(1)) await walkRoute(page, path, found);
    await page.goto(paths.auth.login.getHref());
    await checkHere(page, '/api/login', found, SMALL);
    expect(visited).toEqual(expect.arrayContaining(['/ (pre-launch)', '/ (landing)', '/calculator', '/tax-compliance [Compliance Status]', '/ai-shipping', '/no-such-page']));
    expect(found).toEqual({});
  });

  for (const role of ['shipper', 'agent', 'admin', 'auditor'] as DemoRole[]) {
    test(`signed in as ${role}: every route, tab and dashboard section`, async ({ page, browser }) => {
      test.setTimeout(300_000);
      await signInAs(page, role);
      if (role === 'admin') await seedRows(browser, page);
      const found: Found = {};
      for (const path of ROUTES) await walkRoute(page, path, found);
      // The dashboard's sections: on a small screen they are in the top bar's menu.
      await page.goto('/');
      await settle(page);
      for (const section of ['Shipments', 'Tracking', 'Compliance']) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('navigation', { name: 'Dashboard sections menu' }).getByRole('button', { name: section, exact: true }).click();
        await settle(page);
        await checkHere(page, `/ [${section}]`, found);
      }
      const staffTabs = { agent: ['/customer-service [New Inquiry]'], admin: ['/customer-service [New Inquiry]', '/admin [System]', '/autonomous [Crisis Management]'] } as Record<
        string,
        string[]
      >;
      expect(visited).toEqual(expect.arrayContaining(['/', '/ [Compliance]', '/tax-compliance [Customs Declaration]', ...(staffTabs[role] ?? [])]));
      expect(found).toEqual({});
    });
  }

  // Issue 29: the longest words (German) and right to left (Arabic) on every route and tab, shipper's and admin's.
  for (const [locale, role] of [
    ['de-DE', 'shipper'],
    ['de-DE', 'admin'],
    ['ar-EG', 'shipper'],
  ] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale });
      test(`signed in as ${role} in ${locale}: every route and tab`, async ({ page }) => {
        test.setTimeout(300_000);
        await signInAs(page, role);
        const found: Found = {};
        for (const path of ROUTES) await walkRoute(page, path, found);
        expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
        expect(found).toEqual({});
      });
    });
  }

  test('results fit too: the tax breakdown stays in its card (1440 px and small), AI shipping results fit', async ({ page }) => {
    test.setTimeout(120_000);
    const found: Found = {};
    await page.setViewportSize({ width: WIDE, height: 900 });
    await page.goto(paths.taxCompliance.getHref());
    await page.getByLabel('Amount').fill('1000');
    await page.getByLabel('Origin Country').selectOption('CN');
    await page.getByLabel('Destination Country').selectOption('DE');
    await page.getByLabel('Shipment Value').fill('2500');
    await page.getByRole('button', { name: 'Calculate Taxes' }).click();
    await expect(page.getByRole('table', { name: 'Tax breakdown' })).toBeVisible();
    expect(await spillsOutOf(page, '.cx-table', '.card')).toEqual([]);
    await checkHere(page, '/tax-compliance (tax result)', found);

    await page.goto(paths.aiShipping.getHref());
    await page.getByLabel('Item description (optional)').fill('15 inch laptop computer');
    await page.getByRole('button', { name: 'Analyze description' }).click();
    await expect(page.getByRole('region', { name: 'Analysis results' })).toBeVisible();
    await page.getByLabel('Origin city').fill('Shanghai');
    await page.getByLabel('Origin country').fill('China');
    await page.getByLabel('Destination city').fill('Hamburg');
    await page.getByLabel('Destination country').fill('Germany');
    await page.getByRole('button', { name: 'Get Real Rates' }).click();
    await expect(page.getByRole('region', { name: 'Route optimization results' }).or(page.getByText('Optimization Failed'))).toBeVisible({ timeout: 20_000 });
    await checkHere(page, '/ai-shipping (results)', found);
    expect(found).toEqual({});
  });
});
