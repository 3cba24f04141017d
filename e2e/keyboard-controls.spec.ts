import { expect, test } from '@playwright/test';
import { forceProductionMode, presetStorage, settle, signInAs } from './support/session';

// WCAG 2.1.1: every control on every route can be reached from the keyboard. Tab reaches each visible link,
// button and field; the inactive tabs of a tab list (roving tabindex) are reached with the arrow keys instead.
const ROUTES = ['/', '/calculator', '/tax-compliance', '/ai-shipping', '/accessibility', '/customer-service', '/admin', '/autonomous'];
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [role=tab], [role=button], [role=switch]';

async function unreachedByTab(page: import('@playwright/test').Page): Promise<string[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __reached: Set<Element> };
    w.__reached = new Set();
    document.addEventListener('focusin', (e) => w.__reached.add(e.target as Element));
  });
  for (let i = 0; i < 150; i++) await page.keyboard.press('Tab');
  return page.evaluate((selector) => {
    const reached = (window as unknown as { __reached: Set<Element> }).__reached;
    const visible = (el: Element) => {
      const r = (el as HTMLElement).getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    return [...document.querySelectorAll(selector)]
      .filter((el) => visible(el) && !reached.has(el) && el.getAttribute('role') !== 'tab')
      .map((el) => `${el.tagName.toLowerCase()} "${((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
  }, CONTROLS);
}

async function tabsReachableByArrows(page: import('@playwright/test').Page): Promise<string[]> {
  const problems: string[] = [];
  const lists = page.getByRole('main').getByRole('tablist');
  for (let l = 0; l < (await lists.count()); l++) {
    const tabs = lists.nth(l).getByRole('tab');
    const count = await tabs.count();
    const selected = lists.nth(l).locator('[role=tab][aria-selected=true]');
    await selected.first().focus();
    const start = await tabs.evaluateAll((els) => els.findIndex((el) => el === document.activeElement));
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('ArrowRight');
      const expected = (start + i) % count;
      const focused = await tabs.nth(expected).evaluate((el) => el === document.activeElement);
      if (!focused) problems.push(`tab ${expected + 1} of ${count} not reached with ArrowRight`);
    }
  }
  return problems;
}

test('every control on every route is reachable from the keyboard (signed in as admin)', async ({ page }) => {
  test.setTimeout(240_000);
  await presetStorage(page, { tourCompleted: true });
  await signInAs(page, 'admin');
  const found: Record<string, string[]> = {};
  for (const path of ROUTES) {
    await page.goto(path);
    await settle(page);
    const problems = [...(await unreachedByTab(page)), ...(await tabsReachableByArrows(page))];
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});

test('every control of the landing and pre-launch pages is reachable from the keyboard', async ({ page }) => {
  await presetStorage(page, { tourCompleted: true });
  const found: Record<string, string[]> = {};
  for (const production of [true, false]) {
    await page.unrouteAll();
    await forceProductionMode(page, production);
    await page.goto('/');
    await settle(page);
    const problems = await unreachedByTab(page);
    if (problems.length > 0) found[production ? 'landing' : 'pre-launch'] = problems;
  }
  expect(found).toEqual({});
});
