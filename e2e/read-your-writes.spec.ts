import { expect, test, type Browser, type Page } from '@playwright/test';

// ── Read your writes (issue 22, item 39): the inquiry an agent just opened is on the dashboard fetched next ──
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

test('an agent opens an inquiry in the desk and finds it on the dashboard at once', async ({ browser }) => {
  const agent = await signedIn(browser, 'agent@waypost.test');
  const subject = `Read my write ${Date.now()}`;
  await agent.goto('/customer-service');
  await agent.getByRole('tab', { name: 'New Inquiry' }).click();
  await agent.getByLabel('Email').fill('walk.in@example.com');
  await agent.getByLabel('Subject').fill(subject);
  await agent.getByLabel('Description').fill('Two pallets to Lyon next week');
  const answered = agent.waitForResponse((r) => r.url().endsWith('/api/crm/inquiries') && r.request().method() === 'POST');
  await agent.getByRole('button', { name: 'Create Inquiry' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  // the command says where its events are; the browser keeps it in a cookie for any API process
  expect(response.headers()['waypost-log-position']).toMatch(/^\d+\.\d+:[a-z+-]*inquiries/);
  expect((await agent.context().cookies()).some((c) => c.name === 'waypost_log_position')).toBe(true);
  const { ticketNumber } = (await response.json()) as { ticketNumber: string };

  // one fetch, no retries: the same client's next read already shows the write
  const dashboard = await agent.request.get('/api/crm/dashboard');
  expect(dashboard.headers()['waypost-read-stale']).toBeUndefined();
  expect(((await dashboard.json()) as { recentInquiries: { ticketNumber: string }[] }).recentInquiries.map((i) => i.ticketNumber)).toContain(ticketNumber);
  await agent.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(agent.getByRole('button', { name: new RegExp(`#${ticketNumber} ${subject}`) })).toBeVisible();
  await agent.context().close();
});
