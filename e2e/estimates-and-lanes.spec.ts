import { expect, test, type Page } from '@playwright/test';
import { COMPLIANCE_MESSAGES } from '../contracts/src/compliance-messages';
import { ESTIMATE_SOURCE_LABELS, SHIPMENT_NOTICES } from '../contracts/src/shipments';
import { signInAs } from './support/session';
import { BERLIN_SENDER, MCMURDO_RECEIVER, wizardToReview } from './support/wizard';

// ── Issue 22 items 26, 29 and 30 in the browser ──
// 29: item estimates plausible for the item; no domestic-customs note beside an international route.
// 30: one delivery estimate, the same on the tracking screen and in the autonomy decision log.
// 26: a route no carrier serves is refused in the wizard with the lane named; notifications reach the top bar.

const numbersIn = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
/** The date as the web app's formatDate writes it in this browser. */
const formatDate = (page: Page, iso: string) => page.evaluate((value) => new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' }), iso);

test('a 15-inch laptop is estimated as a laptop, and no domestic-shipment note stands beside Shanghai → Hamburg', async ({ page }) => {
  await page.goto('/ai-shipping');
  await page.getByLabel('Item description (optional)').fill('15-inch laptop computer');
  await page.getByRole('button', { name: 'Analyze description' }).click();
  const results = page.getByRole('region', { name: 'Analysis results' });
  await expect(results).toBeVisible();
  const weight = numbersIn(await results.locator('dt:has-text("Estimated weight") + dd').innerText());
  expect(weight[0]).toBeGreaterThanOrEqual(1.5);
  expect(weight[0]).toBeLessThanOrEqual(4);
  const size = numbersIn(await results.locator('dt:has-text("Estimated size") + dd').innerText());
  expect(size).toHaveLength(3);
  expect(Math.max(...size)).toBeLessThanOrEqual(55);
  expect(Math.min(...size)).toBeLessThanOrEqual(12);

  await page.getByLabel('Origin city').fill('Shanghai');
  await page.getByLabel('Origin country').fill('China');
  await page.getByLabel('Destination city').fill('Hamburg');
  await page.getByLabel('Destination country').fill('Germany');
  await expect(page.getByText(/Domestic shipment/)).toHaveCount(0);
  await expect(results).not.toContainText('customs duty');
});

test('the compliance result follows the lane: a domestic check is not shown once the route is international', async ({ page }) => {
  await signInAs(page, 'shipper');
  await page.getByRole('button', { name: 'Compliance', exact: true }).first().click();
  const form = page.getByRole('form', { name: 'Compliance check' });
  await form.getByLabel('Item Category').selectOption('Electronics');
  await form.getByLabel('Declared Value (USD)').fill('800');
  await form.getByLabel('From Country').selectOption('Germany');
  await form.getByLabel('To Country').selectOption('Germany');
  await form.getByLabel('Item Description').fill('15-inch laptop');
  await form.getByRole('button', { name: 'Check Compliance' }).click();
  await expect(page.getByText('Domestic shipment: no customs duty or import VAT.')).toBeVisible();

  await form.getByLabel('From Country').selectOption('China');
  await expect(page.getByText(/Domestic shipment/)).toHaveCount(0);
  await expect(page.getByText(COMPLIANCE_MESSAGES.complianceLaneChanged)).toBeVisible();
  await form.getByRole('button', { name: 'Check Compliance' }).click();
  await expect(page.getByText('Electronics from China to Germany', { exact: false })).toBeVisible();
  await expect(page.getByText(/Domestic shipment/)).toHaveCount(0);
});

test('one delivery estimate: the tracking screen shows the carrier’s, the decision log the same date', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'shipper');
  const created = await page.request.post('/api/shipments', {
    data: {
      fromAddress: { name: 'Ada Sender', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'Grace Receiver', address: '1 Main Street', city: 'Paris', country: 'France', postalCode: '75001' },
      itemDetails: { description: `Estimate check ${Date.now()}`, weight: 2, value: 80, dimensions: { length: 30, width: 20, height: 15 } },
      status: 'pending',
    },
  });
  expect(created.status()).toBe(201);
  const shipment = (await created.json()) as { id: string; trackingNumber: string };

  // the carrier books (sandbox network of the running app)
  let carrierEstimate = '';
  await expect
    .poll(
      async () => {
        const booking = await page.request.get(`/api/shipments/${shipment.id}/carrier`);
        if (!booking.ok()) return '';
        const b = (await booking.json()) as { status: string; estimatedDelivery: string | null };
        carrierEstimate = b.status === 'booked' && b.estimatedDelivery ? b.estimatedDelivery : '';
        return carrierEstimate;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  await expect
    .poll(async () => ((await (await page.request.get(`/api/shipments/${shipment.id}`)).json()) as { estimatedDelivery: string }).estimatedDelivery)
    .toBe(carrierEstimate);
  const expected = await formatDate(page, carrierEstimate);

  await page.getByRole('button', { name: 'Tracking', exact: true }).click();
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(shipment.trackingNumber);
  await page.getByRole('textbox', { name: 'Tracking number' }).press('Enter');
  await expect(page.getByTestId('tracked-number')).toHaveText(shipment.trackingNumber);
  await expect(page.getByTestId('estimated-delivery')).toHaveText(`${expected} (${ESTIMATE_SOURCE_LABELS.carrier})`);
  await expect(page.getByTestId('carrier-booking')).toBeVisible();
  await expect(page.getByText('Carrier estimate')).toHaveCount(0); // one estimate on the screen, not two

  // the autonomy log: the decision for this shipment shows the same date
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/autonomous');
  await admin.getByRole('tab', { name: 'Decision Management' }).click();
  const row = admin.getByRole('table', { name: 'Recent decisions' }).getByRole('row').filter({ hasText: shipment.trackingNumber }).filter({ hasText: 'Carrier selected' });
  await expect(row).toContainText(`Estimated delivery ${expected}`);
  await context.close();
});

test('a route no carrier serves is refused in the wizard, naming the lane', async ({ page }) => {
  await signInAs(page, 'shipper');
  await wizardToReview(page, { description: 'Ceramic vase', weight: '2', value: '80' }, BERLIN_SENDER, MCMURDO_RECEIVER);
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByText('Failed to create shipment. Please try again.')).toBeVisible();
  await expect(page.getByText(SHIPMENT_NOTICES.laneRefusedTitle)).toBeVisible();
  await expect(page.getByText(/No carrier serves Germany → Antarctica: our carriers do not deliver to Antarctica/)).toBeVisible();
});

test("the top bar's notifications button lists the shipper's notifications", async ({ page }) => {
  await signInAs(page, 'shipper');
  const message = 'No carrier could take your shipment 2PG-2026-999999 (no carrier serves this lane). It will not move until this is solved: cancel it, or contact support.';
  await page.route('**/api/notifications', (route) =>
    route.fulfill({
      json: [
        {
          id: 'e2e-1',
          shipmentId: '00000000-0000-4000-8000-000000000001',
          trackingNumber: '2PG-2026-999999',
          title: 'Booking failed',
          message,
          createdAt: new Date().toISOString(),
        },
      ],
    }),
  );
  await page.reload();
  const button = page.getByRole('button', { name: /^Notifications/ });
  await expect(button).toHaveAccessibleName('Notifications (1 new)');
  await button.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list).toContainText(SHIPMENT_NOTICES.bookingFailedTitle);
  await expect(list).toContainText(message);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible(); // seen
});
