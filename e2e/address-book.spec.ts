import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';
import { addressGroup, nextStep, openWizard } from './support/wizard';

// ── Issue 28, item 5: a shipper saves an address in the address book (account menu), then fills a new shipment's
// recipient from it in the wizard; both pages axe clean. The address is removed at the end, so the shared demo
// shipper's wizard stays as the other journeys expect it. ──

test('a shipper saves an address and uses it in the shipment wizard; axe clean', async ({ page }) => {
  const nickname = `Paris office ${Date.now()}`;
  await signInAs(page, 'shipper');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Address book' }).click();
  await page.waitForURL((url) => url.pathname === '/address-book');
  await expect(page.getByRole('heading', { name: 'Address book', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('textbox', { name: 'Nickname', exact: true }).fill(nickname);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Bea Receiver');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('10 Rue de Rivoli');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Paris');
  await form.getByRole('textbox', { name: 'Country', exact: true }).fill('France');
  await form.getByRole('textbox', { name: 'Postal code', exact: true }).fill('750');
  await form.getByRole('button', { name: 'Save address' }).click();
  // the server checks it as it checks a shipment's address, and says so beside the field
  await expect(form.getByText(/postal code/i).last()).toBeVisible();
  await form.getByRole('textbox', { name: 'Postal code', exact: true }).fill('75001');
  await form.getByRole('button', { name: 'Save address' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: nickname });
  await expect(entry).toContainText('Bea Receiver, 10 Rue de Rivoli, 75001 Paris, France');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/');
  await openWizard(page);
  await page.getByLabel('Description', { exact: true }).fill('Books');
  await page.getByLabel('Weight (kg)').fill('2');
  await page.getByLabel('Declared value (USD)').fill('40');
  await nextStep(page, 'Addresses');
  const to = addressGroup(page, 'To');
  await to.getByLabel('Fill from the address book').selectOption({ label: nickname });
  await expect(to.getByLabel('Name', { exact: true })).toHaveValue('Bea Receiver');
  await expect(to.getByLabel('City', { exact: true })).toHaveValue('Paris');
  await expect(to.getByLabel('Postal code', { exact: true })).toHaveValue('75001');
  expect(await axeViolations(page)).toEqual([]);

  // leave the demo shipper's address book as it was
  await page.goto('/address-book');
  await page.getByRole('button', { name: `Remove: ${nickname}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: nickname })).toHaveCount(0);
});
