import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../contracts/src/messages';

// The web shell for a signed-out visitor and a few edge cases of the signed-in screens.

async function signInOnServerPage(page: Page) {
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('shipper@waypost.test');
  await form.getByLabel('Password').fill('waypost-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.notFoundText)).toBeVisible();
});

test('a signed-out visitor on a signed-in-only route signs in and comes back to it', async ({ page }) => {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/api/login');
  await signInOnServerPage(page);
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the signed-out home page matches the platform config', async ({ page, request }) => {
  const config = (await (await request.get('/api/platform/config')).json()) as { isProductionMode: boolean };
  await page.goto('/');
  if (config.isProductionMode) {
    await expect(page.getByRole('link', { name: 'Start Shipping Now' })).toHaveAttribute('href', '/api/login');
    await expect(page.getByRole('link', { name: 'Continue as Business' })).toHaveAttribute('href', '/api/login?userType=business');
    await expect(page.getByRole('link', { name: 'Continue as Personal' })).toHaveAttribute('href', '/api/login?userType=private');
  } else {
    await expect(page.getByRole('progressbar', { name: 'Platform completion' })).toHaveAttribute('aria-valuenow', '95');
    // Early access: success clears the form and thanks; failure keeps it and says so.
    await page.getByLabel('Work email').fill('e2e-early-access@waypost.test');
    await page.getByLabel('Company').fill('E2E Logistics');
    await page.getByRole('button', { name: 'Request Early Access' }).click();
    const thanks = page.getByText(MESSAGES.earlyAccessThanks.title, { exact: true });
    const failed = page.getByText(MESSAGES.earlyAccessFailed.title, { exact: true });
    await expect(thanks.or(failed)).toBeVisible();
    if (await thanks.isVisible()) await expect(page.getByLabel('Work email')).toHaveValue('');
    else await expect(page.getByText(MESSAGES.earlyAccessFailed.description)).toBeVisible();
  }
});

test('a signed-out visitor sees Sign In and Get Started, both going to /api/login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
});

test('tracking: a blank number warns, an unknown number shows the not-found card', async ({ page }) => {
  await page.goto('/api/login');
  await signInOnServerPage(page);
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

test('choosing an item photo asks for recognition and reports the outcome', async ({ page }) => {
  await page.goto('/api/login');
  await signInOnServerPage(page);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'New Shipment' }).click();

  // A 1x1 PNG: whatever the AI provider makes of it, the wizard must say what happened.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Item photo (optional)').setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: png });
  const failed = page.getByText(MESSAGES.recognitionFailed.title, { exact: true });
  const recognized = page.getByText('Item Recognized', { exact: true });
  await expect(failed.or(recognized)).toBeVisible();
  if (await failed.isVisible()) await expect(page.getByText(MESSAGES.recognitionFailed.description)).toBeVisible();
});
