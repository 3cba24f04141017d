import { expect, test } from '@playwright/test';
import { MESSAGES } from '../contracts/src/messages';
import { TOUR_COMPLETED_KEY } from '../web/src/features/tour/components/tour-steps';
import { focusedName, tabTo } from './support/keyboard';
import { forceProductionMode } from './support/session';

// Issue 9 acceptance: a keyboard-only journey, no mouse at all: the landing page, the tour (which opens by
// itself) skipped, an instant quote requested, the sign-in page reached.
test('keyboard only: landing page, tour skipped, quote requested, sign-in reached', async ({ page }) => {
  await forceProductionMode(page, true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ship anywhere with AI on your side' })).toBeVisible();

  // ── The tour opens by itself after 1.5 s, focus moves into it and stays there ──
  const tour = page.getByRole('dialog', { name: 'Welcome to Waypost' });
  await expect(tour).toBeVisible({ timeout: 5_000 });
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), 'focus stays in the tour').toBe(true);
  }
  await tabTo(page, "Skip tour - I'm ready to ship");
  await page.keyboard.press('Enter');
  await expect(tour).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_COMPLETED_KEY)).toBe('true');
  expect(await focusedName(page)).toBe('Take Platform Tour');

  // ── Instant quote ──
  await tabTo(page, /^From \(city\)/);
  await page.keyboard.type('Berlin, Germany');
  await tabTo(page, /^To \(city\)/);
  await page.keyboard.type('New York, USA');
  await tabTo(page, /^Weight \(kg\)/);
  await page.keyboard.type('2');
  await tabTo(page, 'Get Instant Quote');
  await page.keyboard.press('Enter');
  const generated = page.getByText(MESSAGES.quoteGenerated.title, { exact: true });
  const failed = page.getByText(MESSAGES.quoteFailed.description, { exact: true });
  await expect(generated.or(failed)).toBeVisible();
  await expect(generated).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quotes' }).getByRole('listitem').first()).toBeVisible();

  // ── Back up to 'Start Shipping Now' and on to the sign-in page ──
  await tabTo(page, 'Start Shipping Now', { reverse: true, max: 60 });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/api/login');
  await expect(page.locator('form[action="/api/login"]').getByLabel('Email')).toBeVisible();
});

test('keyboard only: the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await forceProductionMode(page, true);
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED_KEY);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
});
