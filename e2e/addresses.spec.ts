import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

// ── Issue 24 item 1 in the browser: an address the country refuses is named beside its field, nothing is created ──

test('a Canadian address without a province is refused, with the province field named and a postal code fix offered', async ({ page }) => {
  await signInAs(page, 'shipper');
  await page.getByRole('button', { name: 'New Shipment' }).click();
  await page.getByLabel('Description').fill('Maple syrup');
  await page.getByLabel('Weight (kg)').fill('2');
  await page.getByLabel('Declared value (USD)').fill('40');
  await page.getByRole('button', { name: 'Next' }).click();
  const from = page.getByRole('group', { name: 'From' });
  await from.getByLabel('Name').fill('Ada Sender');
  await from.getByLabel('Address').fill('Friedrichstrasse 1');
  await from.getByLabel('City').fill('Berlin');
  await from.getByLabel('Country').fill('Germany');
  await from.getByLabel('Postal code').fill('10117');
  const to = page.getByRole('group', { name: 'To' });
  await to.getByLabel('Name').fill('Lee Receiver');
  await to.getByLabel('Address').fill('1 Franklin Ave');
  await to.getByLabel('City').fill('Yellowknife');
  await to.getByLabel('Country').fill('Canada');
  await to.getByLabel('Postal code').fill('x1a-2p7');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Shipment' }).click();

  await expect(page.getByText('Failed to create shipment. Please try again.')).toBeVisible();
  // back on the addresses step, each message under the field it is about
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();
  await expect(to.getByLabel('State / province')).toHaveAccessibleDescription(/CA needs a province: one of AB, BC, /);
  await expect(to.getByLabel('Postal code')).toHaveAccessibleDescription(/did you mean 'X1A 2P7'\?/);
  await expect(from.getByLabel('Postal code')).not.toHaveAttribute('aria-invalid', 'true');

  // with the fix and a province the same shipment is created
  await to.getByLabel('State / province').fill('NT');
  await to.getByLabel('Postal code').fill('X1A 2P7');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByText('Shipment Created').first()).toBeVisible();
});
