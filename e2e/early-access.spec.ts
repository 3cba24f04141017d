import { expect, test } from '@playwright/test';
import { EARLY_ACCESS_MESSAGES } from '../contracts/src/early-access';
import { MESSAGES } from '../contracts/src/messages';
import { TOUR_COMPLETED_KEY } from '../web/src/features/tour/components/tour-steps';
import { forceProductionMode, signInAs } from './support/session';

// The pre-launch page (production mode off): early access, stored once per email, listed for admins.
test('early access: thanks, a repeated email answered kindly, the admin dashboard lists it once', async ({ page, browser }) => {
  const email = `e2e-early-${Date.now()}@waypost.test`;
  await forceProductionMode(page, false);
  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: 'Platform completion' })).toHaveAttribute('aria-valuenow', '95');

  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Company').fill('E2E Freight');
  await page.getByLabel('Message (optional)').fill('200 parcels a week');
  await page.getByRole('button', { name: 'Request Early Access' }).click();
  await expect(page.getByText(MESSAGES.earlyAccessThanks.title, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveValue('');

  await page.getByLabel('Work email').fill(email.toUpperCase());
  await page.getByLabel('Company').fill('E2E Freight again');
  await page.getByRole('button', { name: 'Request Early Access' }).click();
  // the same thanks as the first time: the page never tells whether an address was on the list
  await expect(page.getByRole('status').filter({ hasText: EARLY_ACCESS_MESSAGES.received })).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveValue('');

  const admin = await browser.newPage();
  await signInAs(admin, 'admin');
  await expect(async () => {
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Operations' }).click();
    const table = admin.getByRole('region', { name: 'Early-access requests table' });
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1, { timeout: 2_000 });
    await expect(table.getByRole('row').filter({ hasText: email })).toContainText('E2E Freight');
  }).toPass({ timeout: 20_000 });
  await admin.close();
});

test('platform config is polled every 60 s and the home page follows it', async ({ page }) => {
  let production = false;
  let calls = 0;
  await page.clock.install();
  await page.route('**/api/platform/config', (route) => {
    calls += 1;
    return route.fulfill({ json: { isProductionMode: production } });
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED_KEY);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Request Early Access' })).toBeVisible();
  const before = calls;
  production = true;
  await page.clock.runFor(60_500);
  await expect.poll(() => calls).toBeGreaterThan(before);
  await expect(page.getByRole('link', { name: 'Start Shipping Now' })).toBeVisible();
});
