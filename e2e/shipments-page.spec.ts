import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { RATE_NOTICES, type Rate } from '../contracts/src/rates';
import { DE_US_CUSTOMS, DE_US_ITEM_DETAILS, DE_US_PARCELS } from '../api/test-support/de-us-shipment';
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

// ── Issue 24, item 9: a shipment opened in the table: parcels, customs, documents, buying a rate, voiding its label ──

const MANUAL_DE_US = {
  fromAddress: { name: 'Greta Exporter', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'DE', postalCode: '10117' },
  toAddress: { name: 'Ike Importer', address: '5 Broadway', city: 'New York', country: 'US', postalCode: '10004' },
  itemDetails: DE_US_ITEM_DETAILS,
  parcels: DE_US_PARCELS,
  customs: DE_US_CUSTOMS,
  rateSelection: 'manual',
};

const saved = async (download: Download) => readFileSync((await download.path())!);

/** Opens the shipment's details from its row; answers the panel. */
async function openDetails(page: Page, shipment: { id: string; trackingNumber: string }): Promise<Locator> {
  await page.goto('/shipments');
  const toggle = page.getByRole('button', { name: `Details of ${shipment.trackingNumber}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAttribute('aria-controls', `shipment-detail-${shipment.id}`);
  return page.locator(`#shipment-detail-${shipment.id}`);
}

test('a shipper opens a manual DE → US shipment of 2 parcels, gets its documents, asks for rates, buys one, voids the label and is refused a second void; axe clean', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'shipper');
  const created = await page.request.post('/api/shipments', { data: MANUAL_DE_US });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; trackingNumber: string; rates: Rate[] };
  expect(shipment.rates.length).toBeGreaterThan(1);
  const cheapest = Math.min(...shipment.rates.map((r) => r.price.amountMinor));
  const pick = shipment.rates.find((r) => r.price.amountMinor > cheapest)!;

  const ratePosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/shipments/${shipment.id}/rates`)) ratePosts.push(r.url());
  });
  const panel = await openDetails(page, shipment);
  const section = panel.getByRole('region', { name: 'Rate and label' });
  await expect(section).toContainText('Label: No label yet');
  const row = page.locator(`tr[data-shipment-id="${shipment.id}"]`);
  await expect(row).toContainText('No label yet');
  await expect(panel.getByRole('region', { name: 'Parcels (2)' })).toContainText('Parcel 1: 4 lb (1.814 kg), 12 × 10 × 6 in, box');
  await expect(panel.getByRole('region', { name: 'Parcels (2)' })).toContainText('Total weight: 2.714 kg');
  const customs = panel.getByRole('region', { name: 'Customs' });
  await expect(customs).toContainText('DDP');
  await expect(customs).toContainText('€330.00');

  // every customs document, each a PDF
  const documents = panel.getByRole('region', { name: 'Documents' }).getByRole('link');
  await expect(documents.first()).toBeVisible();
  const names = await documents.allTextContents();
  expect(names).toContain('Download Commercial invoice (PDF)');
  for (const name of names) {
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${shipment.trackingNumber}\\.pdf$`));
    expect((await saved(download)).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // opening it read it (GET) and asked for no rates; they come when asked for
  expect(ratePosts).toEqual([]);
  await expect(panel.getByRole('form', { name: `Buy a rate for ${shipment.trackingNumber}` })).toHaveCount(0);
  await panel.getByRole('button', { name: `Get rates for ${shipment.trackingNumber}` }).click();
  await expect.poll(() => ratePosts.length).toBe(1);

  // buy a rate that is not the cheapest
  const buy = panel.getByRole('form', { name: `Buy a rate for ${shipment.trackingNumber}` });
  await buy.locator(`input[type=radio][value="${pick.id}"]`).check();
  await buy.getByRole('button', { name: /^Buy / }).click();
  await expect(panel.getByRole('region', { name: 'Rate and label' }).getByRole('status')).toContainText(`Bought ${pick.carrierName} ${pick.serviceName}`);
  await expect(panel.getByRole('list', { name: `Charges of ${pick.carrierName} ${pick.serviceName}` })).toContainText('Total');
  await expect(buy).toHaveCount(0);

  // the carrier books the purchase: the shipment, read again, shows its label, in the panel and in its row
  await expect.poll(async () => (await page.request.get(`/api/shipments/${shipment.id}/label`)).status(), { timeout: 20_000 }).toBe(200);
  await expect(section).toContainText('Label: Label ready', { timeout: 10_000 });
  await expect(row).toContainText('Label ready', { timeout: 10_000 });

  // a second tab, opened before the void, keeps offering it
  const stale = await context.newPage();
  const stalePanel = await openDetails(stale, shipment);
  await expect(stalePanel.getByRole('button', { name: 'Void label' })).toBeVisible();

  // its label downloads as ZPL
  await page.getByLabel(`Label format for ${shipment.trackingNumber}`).selectOption('zpl-4x6');
  const [label] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download label ${shipment.trackingNumber}` }).click()]);
  expect((await saved(label)).toString()).toMatch(/^\^XA/);

  // void, confirmed: refunded, and the shipment waits for a purchase again
  await panel.getByRole('button', { name: 'Void label' }).click();
  const dialog = page.getByRole('dialog', { name: `Void the label of ${shipment.trackingNumber}?` });
  await dialog.getByRole('button', { name: 'Void label' }).click();
  await expect(panel.getByRole('region', { name: 'Rate and label' }).getByRole('status')).toContainText(/Label voided: €[\d,.]+ refunded/);
  await expect(panel.getByRole('button', { name: `Get rates for ${shipment.trackingNumber}` })).toBeVisible();
  await expect(section).toContainText('Label: Label voided', { timeout: 10_000 });
  await expect(section).toContainText(/Last refund: €[\d,.]+ \(issued/);
  await expect(panel.getByRole('button', { name: 'Void label' })).toHaveCount(0);
  expect(ratePosts).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);

  // the stale tab's void is refused with the server's reason
  await stalePanel.getByRole('button', { name: 'Void label' }).click();
  await stale.getByRole('dialog').getByRole('button', { name: 'Void label' }).click();
  await expect(stalePanel.getByRole('alert')).toHaveText(`The label was not voided: ${RATE_NOTICES.noLabel}`);
  await expect(stalePanel.getByRole('button', { name: `Get rates for ${shipment.trackingNumber}` })).toBeVisible();
  await stale.close();
});
