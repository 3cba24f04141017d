import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// ── Issue 25: a shipper finds Webhooks in the account menu, adds an endpoint (the secret is shown once), sends a
// test event and sees it delivered in the delivery log. The endpoint is a receiver of this test on 127.0.0.1, which the
// app under test allows (WEBHOOK_ALLOW_HOSTS=127.0.0.1 in .ci/run); nothing leaves the machine. ──

let receiver: Server;
const received: { id: string | undefined; body: string }[] = [];
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ id: req.headers['webhook-id'] as string | undefined, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('a shipper adds a webhook endpoint, sees its secret once, and sends a test event; axe clean', async ({ page }) => {
  await signInAs(page, 'shipper');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await page.waitForURL((url) => url.pathname === '/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/e2e-${Date.now()}`;
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
  await expect.poll(() => received.filter((r) => r.body.includes('webhook.test')).length, { timeout: 15_000 }).toBe(1);
  expect(received[0]!.id).toBeTruthy();
  expect(await axeViolations(page)).toEqual([]);

  // the secret is not shown again after a reload
  await page.reload();
  await expect(page.getByRole('region', { name: url })).toBeVisible();
  await expect(page.locator('code.webhook-secret')).toHaveCount(0);
});
