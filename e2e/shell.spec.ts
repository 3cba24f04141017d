import { expect, test } from '@playwright/test';
import { MESSAGES } from '../contracts/src/messages';

// The web shell for a signed-out visitor and a few edge cases of the signed-in screens.

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.notFoundText)).toBeVisible();
});

test('a signed-out visitor on a signed-in-only route is sent to sign in', async ({ page }) => {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/api/login');
  await expect(page.locator('form[action="/api/login"]')).toBeVisible();
});

test('a signed-out visitor sees Sign In and Get Started, both going to /api/login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
});

test('tracking: a blank number warns, an unknown number shows the not-found card', async ({ page }) => {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('shipper@waypost.test');
  await form.getByLabel('Password').fill('waypost-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.getByRole('button', { name: 'Track Package' }).click();
  const input = page.getByRole('textbox', { name: 'Tracking number' });
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByText(MESSAGES.missingTrackingNumber.title)).toBeVisible();

  await input.fill('2PG-1999-999999');
  await input.press('Enter');
  await expect(page.getByRole('heading', { name: MESSAGES.trackingNotFound.title })).toBeVisible();
  await expect(page.getByText(MESSAGES.trackingNotFound.description)).toBeVisible();
});
