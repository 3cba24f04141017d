import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// ── Issue 24, item 9: /shipments, a filterable, paginated table of the account's shipments ──

test('a shipper finds their shipments in a table, filters by destination and status; axe clean', async ({ page }) => {
  await signInAs(page, 'shipper');
  const stamp = `Table ${Date.now()}`;
  const create = (city: string, country: string, postalCode: string) =>
    page.request.post('/api/shipments', {
      data: {
        fromAddress: { name: 'Ada Sender', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
        toAddress: { name: 'Grace Receiver', address: '1 Main Street', city, country, postalCode },
        itemDetails: { description: `${stamp} ${city}`, weight: 2, value: 80 },
      },
    });
  const toParis = await create('Paris', 'France', '75001');
  const toRome = await create('Rome', 'Italy', '00184');
  expect(toParis.status()).toBe(201);
  expect(toRome.status()).toBe(201);
  const paris = (await toParis.json()) as { trackingNumber: string };
  const rome = (await toRome.json()) as { trackingNumber: string };

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Your shipments' }).click();
  await page.waitForURL((url) => url.pathname === '/shipments');
  await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: paris.trackingNumber })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: rome.trackingNumber })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter shipments' });
  await filters.getByLabel('To country').fill('France');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(table.getByRole('rowheader', { name: rome.trackingNumber })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: paris.trackingNumber })).toBeVisible();
  // every row left goes to France (column 4: To)
  for (const to of await table.locator('tbody tr td:nth-of-type(3)').allTextContents()) expect(to).toContain('France');

  await filters.getByLabel('Status').selectOption('cancelled');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('heading', { name: 'Cancelled shipments' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: paris.trackingNumber })).toHaveCount(0);

  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('heading', { name: 'All shipments' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: rome.trackingNumber })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
