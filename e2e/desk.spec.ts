import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';

// ── The desk journey (issue 6): the demo shipper asks about a shipment, the demo agent answers and resolves it,
// the shipper reads the answer; the demo admin sees the charts; the shipper gets no desk or admin data. ──
const PASSWORD = 'waypost-demo';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

test('an agent answers and resolves what a shipper asked; the admin sees the charts; the shipper sees no staff data', async ({ browser }) => {
  const subject = `Parcel question ${Date.now()}`;
  const answer = `We found it at the Leipzig hub (${Date.now()})`;

  // ── The shipper: a clear page instead of the desk, and a way to ask ──
  const shipper = await signedIn(browser, 'shipper@waypost.test');
  expect((await shipper.request.get('/api/crm/dashboard')).status()).toBe(403);
  expect((await shipper.request.get('/api/crm/inquiries')).status()).toBe(403);
  expect((await shipper.request.get('/api/admin/metrics')).status()).toBe(403);
  const shipment = await (
    await shipper.request.post('/api/shipments', {
      data: {
        fromAddress: { name: 'Sam Shipper', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
        toAddress: { name: 'Grace Receiver', address: '1 Main Street', city: 'Lyon', country: 'France', postalCode: '69001' },
        itemDetails: { description: 'Desk journey parcel', weight: 2, value: 80 },
      },
    })
  ).json();
  await expect.poll(async () => ((await (await shipper.request.get('/api/shipments')).json()) as { id: string }[]).some((s) => s.id === shipment.id)).toBe(true);
  await shipper.goto('/customer-service');
  await expect(shipper.getByRole('heading', { name: 'Customer Service Dashboard' })).toBeVisible();
  await expect(shipper.getByText('Staff only')).toBeVisible();
  await expect(shipper.getByRole('tab', { name: 'Dashboard' })).toHaveCount(0);
  await shipper.getByLabel('Subject').fill(subject);
  await shipper.getByLabel('Your question').fill('My parcel has not moved for two days. Where is it?');
  await expect(shipper.getByLabel('Shipment (optional)').locator('option', { hasText: shipment.trackingNumber })).toHaveCount(1, { timeout: 15_000 });
  await shipper.getByLabel('Shipment (optional)').selectOption({ label: `${shipment.trackingNumber} (Lyon)` });
  await shipper.getByRole('button', { name: 'Send Inquiry' }).click();
  const created = shipper.getByText(/^Ticket #CS-\d{4}-\d{6} has been created successfully\.$/);
  await expect(created).toBeVisible();
  const ticket = /#(CS-\d{4}-\d{6})/.exec((await created.textContent()) ?? '')![1]!;
  await shipper.goto('/admin');
  await expect(shipper.getByText('Administrators only')).toBeVisible();
  await expect(shipper.getByRole('tab', { name: 'Overview' })).toHaveCount(0);

  // ── The agent: the desk, the inquiry, a response, the resolution ──
  const agent = await signedIn(browser, 'agent@waypost.test');
  await agent.goto('/customer-service');
  for (const tab of ['Dashboard', 'Inquiries', 'Tracking', 'Customers', 'New Inquiry']) await expect(agent.getByRole('tab', { name: tab })).toBeVisible();
  await expect(agent.getByText('Active Inquiries')).toBeVisible();
  await agent.getByRole('tab', { name: 'Inquiries' }).click();
  const row = agent.getByRole('list', { name: 'Inquiries' }).getByRole('button', { name: new RegExp(`#${ticket}`) });
  await expect(async () => {
    await agent.getByRole('tab', { name: 'Dashboard' }).click();
    await agent.getByRole('tab', { name: 'Inquiries' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.click();
  await expect(agent.getByRole('heading', { name: `#${ticket} ${subject}` })).toBeVisible();
  await agent.getByLabel('Response').fill(answer);
  await agent.getByRole('button', { name: 'Send Response' }).click();
  await expect(agent.getByText('Response Added', { exact: true })).toBeVisible();
  await expect(agent.getByRole('list', { name: 'Conversation' }).getByText(answer)).toBeVisible();
  await agent.getByLabel('Resolution notes').fill('Located and back on its way.');
  await agent.getByRole('button', { name: 'Resolve Inquiry' }).click();
  await expect(agent.getByText('Inquiry Resolved', { exact: true })).toBeVisible();
  await expect(agent.getByText('Choose an inquiry to answer it.')).toBeVisible();
  expect((await agent.request.get('/api/admin/metrics')).status()).toBe(403);

  // The customer's profile, and the agent-side tracking of their shipment from it.
  await agent.getByRole('tab', { name: 'Customers' }).click();
  await agent.getByLabel('Customer email').fill('shipper@waypost.test');
  await agent.getByRole('button', { name: 'Search' }).click();
  const profile = agent.getByRole('region', { name: 'Customer profile' });
  await expect(profile.getByText('Total shipments')).toBeVisible();
  await profile.getByRole('button', { name: `Track ${shipment.trackingNumber}` }).click();
  const tracked = agent.getByRole('region', { name: 'Tracking result' });
  await expect(tracked.getByText(shipment.trackingNumber)).toBeVisible();
  await expect(tracked.getByText('Pending')).toBeVisible();

  // The customer search: unknown email -> the spec's toast.
  await agent.getByRole('tab', { name: 'Customers' }).click();
  await agent.getByLabel('Customer email').fill('nobody-here@example.com');
  await agent.getByRole('button', { name: 'Search' }).click();
  await expect(agent.getByText('No customer found with that email address.')).toBeVisible();

  // ── The shipper reads the answer ──
  await shipper.goto('/customer-service');
  await shipper
    .getByRole('list', { name: 'Your inquiries' })
    .getByRole('button', { name: new RegExp(`#${ticket}`) })
    .click();
  await expect(shipper.getByText(answer)).toBeVisible();
  await expect(shipper.getByText('Resolved: Located and back on its way.')).toBeVisible();

  // ── The admin: tiles and charts on every tab ──
  const admin = await signedIn(browser, 'admin@waypost.test');
  await admin.goto('/admin');
  await expect(admin.getByText('Total Revenue')).toBeVisible();
  await expect(admin.getByRole('figure', { name: 'Daily shipments and inquiries, last 30 days' }).locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await admin.getByRole('tab', { name: 'Revenue' }).click();
  // Growth from data (issue 22 item 36): the month before has no revenue on a fresh platform, so no figure yet.
  await expect(admin.getByText(/^(Month over month: No data yet|[+−]?\d+(\.\d)?% month over month)$/)).toBeVisible();
  await expect(admin.getByRole('figure', { name: 'Daily revenue in USD, last 30 days' }).locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await admin.getByRole('tab', { name: 'Operations' }).click();
  await expect(admin.getByRole('figure', { name: 'Shipments by state' }).locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await admin.getByRole('tab', { name: 'System' }).click();
  await expect(admin.getByText('DB Connections')).toBeVisible();
});

// ── WCAG 2.1 AA (axe-core) on the desk and the admin dashboard ──
const AXE_SOURCE = createRequire(__filename).resolve('axe-core/axe.min.js');
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(AXE_SOURCE, 'utf8')); // evaluated, not a <script> tag: the CSP allows no inline script
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } })
      .axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return found.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the desk and the admin dashboard have no WCAG 2.1 AA violations', async ({ browser }) => {
  const agent = await signedIn(browser, 'agent@waypost.test');
  await agent.goto('/customer-service');
  await expect(agent.getByText('Active Inquiries')).toBeVisible();
  expect(await violations(agent)).toEqual([]);
  await agent.getByRole('tab', { name: 'New Inquiry' }).click();
  await expect(agent.getByRole('button', { name: 'Create Inquiry' })).toBeVisible();
  expect(await violations(agent)).toEqual([]);
  const admin = await signedIn(browser, 'admin@waypost.test');
  await admin.goto('/admin');
  await expect(admin.getByRole('figure', { name: 'Daily shipments and inquiries, last 30 days' }).locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  expect(await violations(admin)).toEqual([]);
  await admin.getByRole('tab', { name: 'Revenue' }).click();
  await expect(admin.getByText('Revenue breakdown')).toBeVisible();
  expect(await violations(admin)).toEqual([]);
});
