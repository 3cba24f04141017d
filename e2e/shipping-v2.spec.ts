import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { SHIPMENT_NOTICES } from '../contracts/src/shipments';
import { axeViolations } from './support/axe';
import { startFastSandbox, type FastSandbox } from './support/fast-sandbox';
import { signInAs } from './support/session';
import {
  addressGroup,
  BERLIN_SENDER,
  fillAddresses,
  fillItem,
  MCMURDO_RECEIVER,
  NEW_YORK_RECEIVER,
  nextStep,
  openWizard,
  wizardToReview,
  YELLOWKNIFE_NO_PROVINCE,
} from './support/wizard';

// ── Issue 24's acceptance in the browser: parcels, customs, a rate the shipper picks, its label and documents ──
// The delivered part needs a sandbox journey of days in seconds: that test runs against its own app process
// (support/fast-sandbox.ts); the refusals run against the shared server.

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  let file: Download | undefined;
  // the carrier books a moment after the purchase; until then the label answers 409 (its message is shown)
  await expect(async () => {
    const next = page.waitForEvent('download', { timeout: 3_000 });
    await click();
    file = await next;
  }).toPass({ timeout: 30_000 });
  return readFile((await file!.path())!);
}

async function expectNoAxeViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

test.describe('with the sandbox sped up', () => {
  let sandbox: FastSandbox | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    sandbox = await startFastSandbox();
  });
  test.afterAll(async () => {
    await sandbox?.stop();
  });

  test('a business shipper ships DE -> US in 2 parcels with 2 customs items DDP, buys a rate that is not the cheapest, downloads label and invoice and sees it delivered', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: sandbox!.baseURL, acceptDownloads: true });
    const page = await context.newPage();
    await signInAs(page, 'shipper');

    // ── Step 1: the item and two parcels in their own units ──
    const description = `Headphones and cables ${Date.now()}`;
    await openWizard(page);
    await fillItem(page, { description, value: '150' });
    await page.getByRole('button', { name: 'Add parcel' }).click();
    const first = page.getByRole('group', { name: 'Parcel 1', exact: true });
    const second = page.getByRole('group', { name: 'Parcel 2', exact: true });
    await first.getByLabel('Weight', { exact: true }).fill('1.2');
    await first.getByLabel('Length', { exact: true }).fill('30');
    await first.getByLabel('Width', { exact: true }).fill('20');
    await first.getByLabel('Height', { exact: true }).fill('15');
    await first.getByLabel('Packaging').selectOption('box');
    await second.getByLabel('Weight', { exact: true }).fill('2');
    await second.getByLabel('Weight unit').selectOption('lb');
    await second.getByLabel('Length', { exact: true }).fill('10');
    await second.getByLabel('Width', { exact: true }).fill('8');
    await second.getByLabel('Height', { exact: true }).fill('4');
    await second.getByLabel('Dimensions unit').selectOption('in');
    await second.getByLabel('Packaging').selectOption('pak');
    await expect(page.getByText('Total weight: 2.107 kg')).toBeVisible(); // 1200 g + 2 lb (907 g)
    await expectNoAxeViolations(page, 'step 1 with two parcels');

    // ── Step 2: addresses and the goods declaration (international: it shows) ──
    await nextStep(page, 'Addresses');
    await fillAddresses(page, BERLIN_SENDER, { ...NEW_YORK_RECEIVER, state: 'NY' });
    const declaration = page.getByRole('group', { name: 'Goods declaration', exact: true });
    await declaration.getByLabel('Incoterm').selectOption('DDP');
    await declaration.getByRole('button', { name: 'Add declared item' }).click();
    const headphones = page.getByRole('group', { name: 'Declared item 1', exact: true });
    await headphones.getByLabel('Description').fill('Wireless headphones');
    await headphones.getByLabel('HS code').fill('851830');
    await headphones.getByLabel('Quantity').fill('2');
    await headphones.getByLabel('Unit value').fill('49.99');
    await headphones.getByLabel('Currency').selectOption('EUR');
    await expect(headphones.getByLabel('Country of origin')).toHaveValue('DE');
    await headphones.getByLabel('Unit weight', { exact: true }).fill('0.3');
    await declaration.getByRole('button', { name: 'Add declared item' }).click();
    const cables = page.getByRole('group', { name: 'Declared item 2', exact: true });
    await cables.getByLabel('Description').fill('USB-C cable');
    await cables.getByLabel('HS code').fill('854442');
    await cables.getByLabel('Quantity').fill('3');
    await cables.getByLabel('Unit value').fill('4.50');
    await expect(cables.getByLabel('Currency')).toHaveValue('EUR');
    await cables.getByLabel('Country of origin').fill('CN');
    await cables.getByLabel('Unit weight', { exact: true }).fill('50');
    await cables.getByLabel('Unit weight unit').selectOption('g');
    await declaration.getByLabel('Exporter tax id (optional)').fill('DE123456789012345');
    await expectNoAxeViolations(page, 'step 2 with the goods declaration');

    // ── Step 3: review, choose a rate ──
    await nextStep(page, 'Review & Submit');
    await expect(page.getByRole('list', { name: 'Parcels' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Customs' })).toContainText('merchandise, DDP');
    await expect(page.getByLabel('Book automatically')).toBeChecked();
    await page.getByLabel('Choose a rate').check();
    await expectNoAxeViolations(page, 'review with the booking choice');
    await page.getByRole('button', { name: 'Create Shipment' }).click();

    await expect(page.getByRole('heading', { name: 'Choose a rate' })).toBeVisible();
    const rates = page.getByRole('group', { name: /^Rates for 2PG-/ });
    const trackingNumber = ((await rates.locator('legend').innerText()).match(/2PG-\d{4}-\d{6,}/) ?? [''])[0];
    expect(trackingNumber).toMatch(/^2PG-\d{4}-\d{6,}$/);
    const options = rates.getByRole('listitem');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await expect(options.filter({ hasText: 'Cheapest' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Cheapest' }).getByRole('radio')).toBeChecked();
    await expectNoAxeViolations(page, 'the rates');
    const pick = options.filter({ hasNotText: 'Cheapest' }).first();
    const picked = (await pick.locator('.rate-service').innerText()).trim();
    await pick.getByRole('radio').check();
    await page.getByRole('button', { name: 'Buy rate' }).click();

    // ── The label and the commercial invoice ──
    await expect(page.getByRole('heading', { name: 'Label and documents' })).toBeVisible();
    await expect(page.getByText(`Rate bought for ${trackingNumber}`)).toBeVisible();
    await expect(page.locator('.purchased-shipment')).toContainText(picked);
    const zpl = await downloaded(page, () => page.getByRole('button', { name: 'Download ZPL label' }).click());
    expect(zpl.toString('latin1').startsWith('^XA')).toBe(true);
    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF label' }).click());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const invoice = await downloaded(page, () => page.getByRole('button', { name: 'Download Commercial invoice' }).click());
    expect(invoice.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expectNoAxeViolations(page, 'label and documents');
    await page.getByRole('button', { name: 'Done' }).click();

    // ── Tracked to delivered (the journey of days runs in seconds on this server) ──
    await page.getByRole('button', { name: 'Tracking', exact: true }).click();
    const input = page.getByRole('textbox', { name: 'Tracking number' });
    await input.fill(trackingNumber);
    const timeline = page.getByRole('list', { name: 'Tracking history' });
    await expect(async () => {
      await input.press('Enter');
      await expect(timeline.locator('li[data-event-type="delivered"]')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('tracked-number')).toHaveText(trackingNumber);
    await context.close();
  });
});

test('a Canadian address without a province is refused, the province named beside its field', async ({ page }) => {
  await signInAs(page, 'shipper');
  await wizardToReview(page, { description: 'Maple syrup', weight: '2', value: '40' }, BERLIN_SENDER, YELLOWKNIFE_NO_PROVINCE);
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();
  const province = addressGroup(page, 'To').getByLabel('State / province');
  await expect(province).toHaveAttribute('aria-invalid', 'true');
  await expect(province).toHaveAccessibleDescription(/CA needs a province/);
  await expectNoAxeViolations(page, 'the refused address');
});

test('a lane no carrier serves is refused before anything is stored, also when the shipper would choose a rate', async ({ page }) => {
  await signInAs(page, 'shipper');
  const listed = async () => ((await (await page.request.get('/api/shipments')).json()) as { id: string; itemDetails: { description: string } }[]).map((s) => s.id);
  const before = await listed();
  const description = `Ceramic vase ${Date.now()}`;
  await openWizard(page);
  await fillItem(page, { description, weight: '2', value: '80' });
  await nextStep(page, 'Addresses');
  await fillAddresses(page, BERLIN_SENDER, MCMURDO_RECEIVER);
  await nextStep(page, 'Review & Submit');
  await page.getByLabel('Choose a rate').check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/shipments') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByText(SHIPMENT_NOTICES.laneRefusedTitle)).toBeVisible();
  await expect(page.getByText(/No carrier serves Germany → Antarctica/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a rate' })).toHaveCount(0);
  expect(await listed()).toEqual(before);
  await expectNoAxeViolations(page, 'the refused lane');
});
