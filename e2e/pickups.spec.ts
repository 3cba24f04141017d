import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// ── Issue 28 item 3: from the shipments page a shipper schedules a carrier pickup for a shipment the sandbox booked,
// sees the carrier's confirmation number arrive, changes the window (confirmed again) and cancels it. ──

const shipment = {
  fromAddress: { name: 'Pia Pickup', address: 'Friedrichstr. 2', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Max Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 1.5, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};

test('a shipper schedules a pickup, gets its confirmation, changes and cancels it; axe clean', async ({ page }) => {
  await signInAs(page, 'shipper');
  const created = await page.request.post('/api/shipments', { data: shipment });
  expect(created.status()).toBe(201);
  const { id, trackingNumber } = (await created.json()) as { id: string; trackingNumber: string };
  // the sandbox carrier books it
  let carrierId = '';
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get(`/api/shipments/${id}`)).json()) as { booking?: { carrier: { carrierId: string } | null } };
        carrierId = body.booking?.carrier?.carrierId ?? '';
        return carrierId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  await page.goto('/shipments');
  await page.getByRole('link', { name: 'Schedule a pickup' }).click();
  await page.waitForURL((url) => url.pathname === '/shipments/pickups');
  await expect(page.getByRole('heading', { name: 'Carrier pickups', level: 1 })).toBeVisible();

  const carrierForm = page.getByRole('form', { name: 'Carrier for the pickup' });
  await carrierForm.getByLabel('Carrier').fill(carrierId);
  await carrierForm.getByRole('button', { name: 'Show shipments to collect' }).click();
  const form = page.getByRole('form', { name: 'New pickup' });
  await form.getByRole('checkbox', { name: `Collect ${trackingNumber}` }).check();
  await form.getByLabel('Instructions for the driver').fill('Ring at gate 4');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Schedule the pickup (1 selected)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pickup requested from' })).toBeVisible();

  // the carrier's confirmation arrives from the log (the pickup confirmer); the list reads it again meanwhile
  const list = page.getByRole('region', { name: 'Pickups', exact: true });
  const row = list.getByRole('row').filter({ hasText: trackingNumber });
  await expect(row.getByRole('cell', { name: 'Confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: /^SBX-/ })).toBeVisible();
  const first = await row.getByRole('cell', { name: /^SBX-/ }).textContent();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Change \(/ }).click();
  const change = page.getByRole('form', { name: /^Change the pickup with/ });
  await change.getByLabel('Earliest (UTC)').fill('13:00');
  await change.getByLabel('Latest (UTC)').fill('17:00');
  await change.getByRole('button', { name: 'Save the change' }).click();
  await expect(row.getByRole('cell', { name: /13:00–17:00/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: /^SBX-/ })).not.toHaveText(first ?? '');

  await row.getByRole('button', { name: /^Cancel pickup \(/ }).click();
  await expect(row.getByRole('cell', { name: 'Cancelled' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
