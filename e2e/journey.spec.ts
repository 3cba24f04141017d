import { expect, test, type Page } from '@playwright/test';
import { BERLIN_SENDER, fillAddresses, fillItem, NEW_YORK_RECEIVER } from './support/wizard';

// The shipper's journey of issue 2: sign in through the server's page, create a shipment
// through the wizard, find it under Recent Shipments, track it by its number.
const SHIPPER = { email: 'shipper@waypost.test', password: 'waypost-demo' };

async function signIn(page: Page) {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill(SHIPPER.email);
  await form.getByLabel('Password').fill(SHIPPER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('a shipper creates a shipment, sees it under Recent Shipments and tracks it', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  // ── Wizard step 1: item details ──
  const description = `E2E headphones ${Date.now()}`;
  await page.getByRole('button', { name: 'New Shipment' }).click();
  await expect(page.getByRole('heading', { name: 'Item Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await fillItem(page, { description, weight: '1.5', value: '120', dimensions: { length: '30', width: '20', height: '15' } });
  await expect(page.getByLabel('Weight (kg)')).toHaveAttribute('step', '0.1');
  await page.getByRole('button', { name: 'Next' }).click();

  // ── Step 2: addresses ──
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();
  await fillAddresses(page, BERLIN_SENDER, NEW_YORK_RECEIVER);
  await page.getByRole('button', { name: 'Next' }).click();

  // ── Step 3: review & submit ──
  await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByText(description)).toBeVisible();
  await page.getByRole('button', { name: 'Create Shipment' }).click();

  await expect(page.getByText('Shipment Created', { exact: true })).toBeVisible();
  await expect(page.getByText('Your shipment has been created successfully.')).toBeVisible();

  // ── Back on the overview: the new shipment is the first recent one ──
  const recent = page.getByRole('region', { name: 'Recent Shipments' });
  const row = recent.getByTestId('shipment-row').filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  expect(await recent.getByTestId('shipment-row').count()).toBeLessThanOrEqual(3);
  const trackingNumber = (await row.locator('.shipment-row-number').innerText()).trim();
  expect(trackingNumber).toMatch(/^2PG-\d{4}-\d{6,}$/);

  // ── Track it by its number ──
  await page.getByRole('button', { name: 'Tracking', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Tracking number' });
  await expect(input).toHaveAttribute('placeholder', /2PG-2024-000001/);
  await input.fill(trackingNumber);
  // The tracking read model trails the write by milliseconds: search again if it is not there yet.
  await expect(async () => {
    await input.press('Enter');
    await expect(page.getByTestId('tracked-number')).toHaveText(trackingNumber, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const timeline = page.getByRole('list', { name: 'Tracking history' });
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  await expect(timeline.locator('[data-event-type="created"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Live Location' })).toBeVisible();
});
