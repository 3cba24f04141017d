import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

// Automated WCAG 2.1 AA checks (axe-core) on the shell's screens. Axe finds about a third of
// real issues; keyboard and screen-reader reviews still apply.
const require = createRequire(__filename);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(AXE_SOURCE, 'utf8')); // evaluated, not a <script> tag: the CSP allows no inline script
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, WCAG_AA);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signIn(page: Page) {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('shipper@waypost.test');
  await form.getByLabel('Password').fill('waypost-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('signed-out home page and the 404 page have no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('dashboard, wizard steps and tracking have no WCAG 2.1 AA violations', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Shipments' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New Shipment' }).first().click();
  for (const step of ['Item Details', 'Addresses', 'Review & Submit']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
    expect(await violations(page), step).toEqual([]);
    if (step !== 'Review & Submit') await page.getByRole('button', { name: 'Next' }).click();
  }

  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  // A tracked shipment with its timeline, when the shipper has one (the journey creates one).
  const trackFirst = page
    .getByRole('region', { name: 'Recent Shipments' })
    .getByRole('button', { name: /^Track / })
    .first();
  if (await trackFirst.isVisible()) {
    await trackFirst.click();
    await expect(page.getByRole('list', { name: 'Tracking history' })).toBeVisible();
    expect(await violations(page), 'tracking result').toEqual([]);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  }
  await page.getByRole('button', { name: 'Track Package' }).click();
  const input = page.getByRole('textbox', { name: 'Tracking number' });
  await input.fill('2PG-1999-999999');
  await input.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tracking Number Not Found' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
