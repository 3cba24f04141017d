import { expect, test } from '@playwright/test';

// Issue 3 acceptance, on the default settings (in-process bus, sandbox carriers): a shipment created by the demo
// shipper shows its carrier booking and tracking progress on the tracking screen within a minute.
test('a new shipment is booked by a sandbox carrier and picked up within a minute', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('shipper@waypost.test');
  await form.getByLabel('Password').fill('waypost-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // create through the API with the browser's session (the wizard has its own journey)
  const created = await page.request.post('/api/shipments', {
    data: {
      fromAddress: { name: 'Ada Sender', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'Grace Receiver', address: '1 Main Street', city: 'Paris', country: 'France', postalCode: '75001' },
      itemDetails: { description: `Carrier progress ${Date.now()}`, weight: 2, value: 80, dimensions: { length: 30, width: 20, height: 15 } },
      status: 'pending',
    },
  });
  expect(created.status()).toBe(201);
  const { trackingNumber } = (await created.json()) as { trackingNumber: string };
  const started = Date.now();

  await page.getByRole('button', { name: 'Tracking', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Tracking number' });
  await input.fill(trackingNumber);
  await expect(async () => {
    await input.press('Enter');
    await expect(page.getByTestId('tracked-number')).toHaveText(trackingNumber, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // the carrier card shows the booking (sandbox-labelled), then the timeline shows the pickup
  const booking = page.getByTestId('carrier-booking');
  await expect(booking).toBeVisible({ timeout: 60_000 });
  await expect(booking).toContainText('(sandbox)');
  await expect(page.getByRole('link', { name: 'Download label' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Tracking history' });
  await expect.poll(() => timeline.getByRole('listitem').count(), { timeout: Math.max(1_000, 60_000 - (Date.now() - started)) }).toBeGreaterThanOrEqual(2); // created, then the carrier's pickup
  console.log(`booked and picked up ${Math.round((Date.now() - started) / 1000)} s after creation`);
});
