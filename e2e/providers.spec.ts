import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Rate } from '@waypost/contracts';
import { axeViolations } from './support/axe';
import { startFastSandbox, type FastSandbox } from './support/fast-sandbox';
import { signInAs } from './support/session';
// the built fakes (npm run build), as `node api/dist/carriers/providers/testing/run-fakes.js` runs them
import { FLEET_PROVIDERS, startFakeFleet, type FakeFleet } from '../api/dist/carriers/providers/testing/fake-fleet.js';
import { US_DE_MANUAL as US_DE } from '../api/test-support/us-de-shipment';

// ── Issue 27's acceptance in the browser: a shipment bought through each real provider, the provider on the screen ──
// An app of its own (a scratch database, a free port) configured with all six providers exactly as a business sets
// real keys, pointed at the providers' local fakes (each moves a bought parcel on whenever it is asked for news). For
// each provider: its rate is offered and says who answers it; the shipper buys it in the shipment's panel; the
// provider's label downloads; the tracking screen names the provider and shows the provider's own scans.

const expectNoAxeViolations = async (page: Page, state: string) => expect(await axeViolations(page), state).toEqual([]);

let fleet: FakeFleet;
let app: FastSandbox;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fleet = await startFakeFleet({ autoAdvance: true });
  app = await startFastSandbox(process.env.E2E_PROVIDERS_DB ?? 'waypost_e2e_providers', { ...fleet.env, PROVIDER_POLL_SECONDS: '1', SANDBOX_CARRIERS: 'ups,fedex' });
});
test.afterAll(async () => {
  await app?.stop();
  await fleet?.close();
});

async function signedIn(browser: Browser) {
  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  await signInAs(page, 'shipper');
  return { context, page };
}

test('a shipment bought through each of the six providers, the provider named on its rate, its booking and its tracking', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await signedIn(browser);
  for (const [i, provider] of FLEET_PROVIDERS.entries()) {
    const created = await page.request.post('/api/shipments', { data: US_DE });
    expect(created.status()).toBe(201);
    const shipment = (await created.json()) as { id: string; trackingNumber: string; rates: Rate[] };
    const rate = shipment.rates.find((r) => r.provider?.id === provider)!;
    expect(rate, `a ${provider} rate`).toBeTruthy();

    // the shipment's panel: its rates, each saying who answers it
    await page.goto('/shipments');
    await page.getByRole('button', { name: `Details of ${shipment.trackingNumber}` }).click();
    const panel = page.locator(`#shipment-detail-${shipment.id}`);
    await panel.getByRole('button', { name: `Get rates for ${shipment.trackingNumber}` }).click();
    const buy = panel.getByRole('form', { name: `Buy a rate for ${shipment.trackingNumber}` });
    const option = buy.getByRole('listitem').filter({ has: page.locator(`input[type=radio][value="${rate.id}"]`) });
    await expect(option).toContainText(`Answered by ${rate.provider!.name} (test mode: no real label is bought)`);
    await expect(buy.getByRole('listitem').filter({ hasText: 'Answered by Waypost sandbox' }).first()).toBeVisible();
    if (i === 0) await expectNoAxeViolations(page, 'rates from the sandbox and six providers');
    await option.getByRole('radio').check();
    await buy.getByRole('button', { name: /^Buy / }).click();
    await expect(panel.getByRole('region', { name: 'Rate and label' }).getByRole('status')).toContainText(`Bought ${rate.carrierName} ${rate.serviceName}`);

    // the provider's worker buys it; the label is the provider's own PDF
    await expect.poll(async () => (await page.request.get(`/api/shipments/${shipment.id}/label`)).status(), { timeout: 30_000 }).toBe(200);
    const label = await page.request.get(`/api/shipments/${shipment.id}/label`);
    expect((await label.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // tracking: the booking names the provider; the provider's scans arrive by polling
    await page.goto('/');
    await page.getByRole('button', { name: 'Tracking', exact: true }).click();
    const input = page.getByRole('textbox', { name: 'Tracking number' });
    await input.fill(shipment.trackingNumber);
    await input.press('Enter');
    await expect(page.getByTestId('carrier-provider')).toHaveText(`${rate.provider!.name}, account default (test mode: not a real label)`, { timeout: 20_000 });
    const timeline = page.getByRole('list', { name: 'Tracking history' });
    await expect(async () => {
      await input.press('Enter');
      await expect(timeline.locator('li[data-event-type="delivered"]')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    if (i === 0) await expectNoAxeViolations(page, 'tracking with the provider named');
    expect(fleet.fakes[provider].labelsBought()).toBe(1);
  }
  await context.close();
});
