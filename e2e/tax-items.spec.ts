import { expect, test, type Page } from '@playwright/test';
import { COMPLIANCE_MESSAGES, HS_CODE_UNKNOWN_MESSAGE } from '../contracts/src/index';
import { paths } from '../web/src/config/paths';
import { axeViolations } from './support/axe';

// ── Issue 26 on /tax-compliance: a parcel of several items for a business buyer; the API's 400 on a line's HS code
// shown at that field; then duty and VAT per item, who collects under which dated rule, and the FX date. ──

/** axe once the toasts' fade-in is over (mid-fade their text is paler than it ends up). */
async function axeWhenStill(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return axeViolations(page);
}

test('tax calculator with items: a bad HS code is shown on its line, then duty and VAT per item and who collects', async ({ page }) => {
  await page.goto(paths.taxCompliance.getHref());
  const form = page.getByRole('form', { name: 'Tax calculator' });
  await form.getByLabel('Amount').fill('100');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Origin Country').selectOption('CN');
  await form.getByLabel('Destination Country').selectOption('DE');
  await form.getByLabel('Buyer registration').selectOption({ label: 'Not registered for VAT/GST' });

  const items = form.getByRole('group', { name: 'Items (optional)' });
  await items.getByRole('button', { name: 'Add item' }).click();
  await items.getByRole('button', { name: 'Add item' }).click();
  const first = items.getByRole('group', { name: 'Item 1' });
  await first.getByLabel('Description').fill('Cotton t-shirt');
  await first.getByLabel('HS code').fill('610910');
  await first.getByLabel('Quantity').fill('3');
  await first.getByLabel('Unit value (EUR)').fill('20');
  const second = items.getByRole('group', { name: 'Item 2' });
  await second.getByLabel('Description').fill('Bluetooth headphones');
  await second.getByLabel('HS code').fill('999999');
  await second.getByLabel('Unit value (EUR)').fill('80');
  await second.getByLabel('Origin', { exact: true }).selectOption('CN');
  await expect(items.getByText('Items total: €140.00')).toBeVisible();

  // 999999 has the format of an HS code but is no HS 2022 subheading: the API names items.1.hsCode
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/tax/calculate'));
  await form.getByRole('button', { name: 'Calculate Taxes' }).click();
  const sent = (await refused).request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    customerType: 'B2B',
    buyer: 'business',
    shipmentValue: 0,
    items: [
      { description: 'Cotton t-shirt', hsCode: '610910', quantity: 3, unitValue: 20 },
      { description: 'Bluetooth headphones', hsCode: '999999', quantity: 1, unitValue: 80, originCountry: 'CN' },
    ],
  });
  const badHs = second.getByLabel('HS code');
  await expect(badHs).toHaveAttribute('aria-invalid', 'true');
  await expect(badHs).toBeFocused();
  await expect(second.getByText(`HS code ${HS_CODE_UNKNOWN_MESSAGE}`)).toBeVisible();
  await expect(first.getByLabel('HS code')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(COMPLIANCE_MESSAGES.taxFailed.description)).toBeVisible();
  expect(await axeWhenStill(page)).toEqual([]);

  await badHs.fill('851830');
  await expect(badHs).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Calculate Taxes' }).click();

  const table = page.getByRole('table', { name: 'Duty and VAT per item (amounts in EUR)' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('1. Cotton t-shirt');
  await expect(rows.nth(1)).toContainText('HS 610910 (yours), quantity 3');
  await expect(rows.nth(1)).toContainText('€60.00');
  await expect(rows.nth(2)).toContainText('HS 851830 (yours), quantity 1, origin CN');
  for (const row of [rows.nth(1), rows.nth(2)]) {
    await expect(row).toContainText('Duty: ');
    await expect(row).toContainText('VAT: ');
  }
  const collector = page.getByRole('region', { name: 'Who collects the import VAT' });
  await expect(collector).toContainText('Business not registered for VAT/GST (as chosen)');
  await expect(collector).toContainText('Collected by');
  await expect(collector).toContainText(/Source: .+; in effect from \w+/);
  await expect(page.getByText(/^Exchange rates of /)).toBeVisible();
  expect(await axeWhenStill(page)).toEqual([]);
});
