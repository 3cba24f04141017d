import { expect, test } from '@playwright/test';
import { TOUR_COMPLETED_KEY, TOUR_STEPS } from '../web/src/features/tour/components/tour-steps';
import tour from '../web/src/locales/en/tour.json';
import { forceProductionMode } from './support/session';

/** A step's title as an English-speaking visitor sees it (the tour's catalogue). */
const titleOf = (i: number) => tour.steps[TOUR_STEPS[i]!.id].title;

// The customer landing page (production mode) and its tour (spec section 2).
test.beforeEach(async ({ page }) => {
  await forceProductionMode(page, true);
});

test('landing page: hero, Business and Personal cards, Start Shipping Now, quote form, three feature blurbs', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED_KEY);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shipping Now' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: 'Continue as Business' })).toHaveAttribute('href', '/api/login?userType=business');
  await expect(page.getByRole('link', { name: 'Continue as Personal' })).toHaveAttribute('href', '/api/login?userType=private');
  await expect(page.getByRole('button', { name: 'Take Platform Tour' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Instant Quote' })).toBeVisible();
  for (const blurb of ['AI Item Recognition', 'Smart Route Optimization', 'Customs Compliance']) {
    await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
  }
  // Completed before: the tour does not open by itself.
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the tour opens after 1.5 s; Previous, Next, dots, Get Started; finishing stores the flag', async ({ page }) => {
  await page.goto('/');
  const started = Date.now();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('dialog', { name: titleOf(0) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const dots = dialog.getByRole('list', { name: 'Tour steps' }).getByRole('button');
  await expect(dots).toHaveCount(5);

  for (let i = 1; i < TOUR_STEPS.length; i++) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: titleOf(i) })).toBeVisible();
    await expect(dots.nth(i)).toHaveAttribute('aria-current', 'step');
  }
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByRole('heading', { name: titleOf(3) })).toBeVisible();
  await dots.nth(4).click();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_COMPLETED_KEY)).toBe('true');

  await page.reload();
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('closing the tour with Escape or × counts as skipping it: the flag is stored (issue 22 item 38)', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_COMPLETED_KEY)).toBe('true');
  // It stays shut on the next visit.
  await page.reload();
  await page.waitForTimeout(2_000);
  await expect(dialog).toBeHidden();

  // The × button: the same, and focus goes back to the button that opened it.
  await page.evaluate((key) => localStorage.removeItem(key), TOUR_COMPLETED_KEY);
  await page.getByRole('button', { name: 'Take Platform Tour' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close tour' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Take Platform Tour' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_COMPLETED_KEY)).toBe('true');
});
