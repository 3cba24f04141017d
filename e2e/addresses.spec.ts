import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { addressGroup, BERLIN_SENDER, wizardToReview, YELLOWKNIFE_NO_PROVINCE } from './support/wizard';

// ── Issue 24 item 1 in the browser: an address the country refuses is named beside its field, nothing is created ──

test('a Canadian address without a province is refused, with the province field named and a postal code fix offered', async ({ page }) => {
  await signInAs(page, 'shipper');
  await wizardToReview(page, { description: 'Maple syrup', weight: '2', value: '40' }, BERLIN_SENDER, YELLOWKNIFE_NO_PROVINCE);
  await page.getByRole('button', { name: 'Create Shipment' }).click();

  await expect(page.getByText('Failed to create shipment. Please try again.')).toBeVisible();
  // back on the addresses step, each message under the field it is about
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();
  const from = addressGroup(page, 'From');
  const to = addressGroup(page, 'To');
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
