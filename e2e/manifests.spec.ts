import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// ── Issue 28 item 6: from the shipments page a shipper closes a carrier's day. The preview lists a shipment the
// sandbox booked today; creating the manifest closes it (its label can no longer be voided) and the PDF downloads. ──

const shipment = {
  fromAddress: { name: 'Eve Manifest', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Max Receiver', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
  itemDetails: { description: 'Books', weight: 1.5, value: 40, dimensions: { length: 30, width: 20, height: 10 } },
};

test('a shipper previews and creates an end-of-day manifest, downloads its PDF, and can no longer void; axe clean', async ({ page }) => {
  await signInAs(page, 'shipper');
  const created = await page.request.post('/api/shipments', { data: shipment });
  expect(created.status()).toBe(201);
  const { id, trackingNumber } = (await created.json()) as { id: string; trackingNumber: string };
  // the sandbox carrier books it (label bought today)
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
  await page.getByRole('link', { name: 'End-of-day manifests' }).click();
  await page.waitForURL((url) => url.pathname === '/shipments/manifests');
  await expect(page.getByRole('heading', { name: 'End-of-day manifests', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'New manifest' });
  await form.getByLabel('Carrier').fill(carrierId);
  await form.getByLabel('Ship date (UTC)').fill(new Date().toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Show what it will list' }).click();
  const preview = page.getByRole('region', { name: 'Shipments the manifest will list' });
  await expect(preview.getByRole('cell', { name: trackingNumber })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Paris, FR' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create the manifest' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Manifest created for' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Manifests', exact: true });
  const download = list.getByRole('link', { name: /^Download PDF \(/ }).first();
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^manifest-.*\.pdf$/);
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);

  // closed: the void is refused, naming the manifest
  const voided = await page.request.post(`/api/shipments/${id}/void`, { data: {} });
  expect(voided.status()).toBe(409);
  expect(((await voided.json()) as { message: string }).message).toContain('is on manifest');
});
