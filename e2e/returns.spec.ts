import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// ── Issue 28 item 2: a shipper creates a return of a shipment in transit from the shipments page, copies the return
// portal link of another, and the customer (signed out) requests that one's return on the public portal; axe clean. ──

const shipment = {
  fromAddress: { name: 'Rita Returns', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Carl Customer', address: '10 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001', phone: '+33 1 23 45 67 89' },
  itemDetails: { description: 'Rain jacket', weight: 1.2, value: 90, dimensions: { length: 30, width: 20, height: 10 } },
};

/** A shipment of the signed-in shipper that the sandbox booked and an agent scanned as picked up (in transit). */
async function inTransit(page: Page, browser: Browser): Promise<{ id: string; trackingNumber: string }> {
  const created = await page.request.post('/api/shipments', { data: shipment });
  expect(created.status()).toBe(201);
  const { id, trackingNumber } = (await created.json()) as { id: string; trackingNumber: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/shipments/${id}`)).json()) as { booking?: { carrier: unknown } }).booking?.carrier ?? null, { timeout: 30_000 })
    .not.toBeNull();
  const agent = await (await browser.newContext()).newPage();
  await signInAs(agent, 'agent');
  // the sandbox may have scanned it already: either way it ends up in transit
  const scan = await agent.request.post(`/api/shipments/${id}/tracking-events`, { data: { eventType: 'pickup', description: 'Picked up', location: 'Berlin' } });
  expect([201, 200, 409]).toContain(scan.status());
  await agent.context().close();
  await expect.poll(async () => ((await (await page.request.get(`/api/shipments/${id}`)).json()) as { status: string }).status, { timeout: 30_000 }).not.toBe('pending');
  return { id, trackingNumber };
}

test('a shipper creates a return and a return portal link; the customer requests a return on the portal; axe clean', async ({ page, browser }) => {
  await signInAs(page, 'shipper');
  const first = await inTransit(page, browser);
  const second = await inTransit(page, browser);

  await page.goto('/shipments');
  await page.getByRole('button', { name: `Details of ${first.trackingNumber}` }).click();
  const form = page.getByRole('form', { name: `Create a return of ${first.trackingNumber}` });
  await form.getByLabel('Reason').selectOption('wrong_item');
  await form.getByRole('button', { name: 'Create a return' }).click();
  const created = page.getByRole('status').filter({ hasText: /^Return 2PG-\d{4}-\d{6} created/ });
  await expect(created).toBeVisible();
  const returnTracking = /Return (2PG-\d{4}-\d{6})/.exec((await created.textContent()) ?? '')![1]!;
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${returnTracking}`) })).toContainText(`Return of ${first.trackingNumber}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Details of ${second.trackingNumber}` }).click();
  const details = page.locator(`#shipment-detail-${second.id}`);
  await details.getByRole('button', { name: 'Copy return portal link' }).click();
  const link = details.getByLabel('Return portal link for your customer');
  await expect(link).toHaveValue(/\/returns\/[\w-]+~[\w-]+$/);
  const url = await link.inputValue();
  expect(url).not.toContain(second.id);
  expect(await axeViolations(page)).toEqual([]);

  // the customer, signed out, on the portal
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(url);
  await expect(customer.getByRole('heading', { name: 'Return your parcel', level: 1 })).toBeVisible();
  await expect(customer.getByText('1 × Rain jacket')).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Your address' })).toContainText('Carl Customer');
  await expect(customer.getByRole('region', { name: 'Return to' })).toContainText('Rita Returns');
  await expect(customer.getByText('+33 1 23 45 67 89')).toHaveCount(0);
  expect(await axeViolations(customer)).toEqual([]);
  await customer.getByLabel('Reason').selectOption('other');
  await customer.getByLabel(/Tell us more/).fill('The sleeves are too short');
  await customer.getByRole('button', { name: 'Request the return' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'Return requested' })).toBeVisible();
  expect(await axeViolations(customer)).toEqual([]);

  // an edited link is not valid
  await customer.goto(`${url.slice(0, -2)}xx`);
  await expect(customer.getByRole('alert')).toHaveText('This return link is not valid or has expired. Ask the sender for a new one.');
  expect(await axeViolations(customer)).toEqual([]);
  await customer.context().close();

  // the shipper sees both sides of the portal's return
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${second.trackingNumber}`) })).toContainText('Returned as 2PG-', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
