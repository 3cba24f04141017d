import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// ── Issue 25: a shipper finds Webhooks in the account menu, adds an endpoint (the secret is shown once), sends a
// test event and sees it in the delivery log. The URL is a public address literal: nothing needs to answer it. ──

test('a shipper adds a webhook endpoint, sees its secret once, and sends a test event; axe clean', async ({ page }) => {
  await signInAs(page, 'shipper');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await page.waitForURL((url) => url.pathname === '/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  const url = `https://93.184.215.14/e2e-${Date.now()}`;
  const form = page.getByRole('form', { name: 'New webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByRole('status')).toContainText('shown only now');
  await expect(form.locator('code.webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]+=*$/);

  const card = page.getByRole('region', { name: url });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(card.getByRole('status')).toContainText('Test event queued');
  await expect(card.getByRole('cell', { name: /webhook\.test/ })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  // the secret is not shown again after a reload
  await page.reload();
  await expect(page.getByRole('region', { name: url })).toBeVisible();
  await expect(page.locator('code.webhook-secret')).toHaveCount(0);
});
