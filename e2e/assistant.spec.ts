import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { ASSISTANT_MESSAGES } from '../contracts/src/assistant';
import { MESSAGES } from '../contracts/src/messages';

// AI assistant journeys: the chat widget, the AI shipping page's item card, the wizard's photo recognition.
// They hold on a server without OPENAI_API_KEY (offline assistant and classifier), as CI runs.

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signIn(page: Page) {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('shipper@waypost.test');
  await form.getByLabel('Password').fill('waypost-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function createShipment(page: Page): Promise<string> {
  const res = await page.request.post('/api/shipments', {
    data: {
      fromAddress: { name: 'E2E Sender', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
      toAddress: { name: 'E2E Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
      itemDetails: { description: 'E2E assistant parcel', weight: 1, value: 50 },
      status: 'pending',
    },
  });
  expect(res.status()).toBe(201);
  const { trackingNumber } = (await res.json()) as { trackingNumber: string };
  await expect.poll(async () => (await page.request.get(`/api/tracking/${trackingNumber}`)).status()).toBe(200);
  return trackingNumber;
}

const chatInput = (page: Page) => page.getByLabel('Message the AI Assistant');
const botMessages = (page: Page) => page.getByRole('log', { name: 'Conversation' }).locator('.chat-message-bot');

test('chat: the signed-in owner asks where a shipment is and gets its real status', async ({ page }) => {
  await signIn(page);
  const trackingNumber = await createShipment(page);
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: ASSISTANT_MESSAGES.panelTitle });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(ASSISTANT_MESSAGES.welcome)).toBeVisible();

  // Shift+Enter is a new line, not a send; blank messages are not sent.
  await chatInput(page).fill('   ');
  await chatInput(page).press('Enter');
  await chatInput(page).fill('line one');
  await chatInput(page).press('Shift+Enter');
  await expect(chatInput(page)).toHaveValue('line one\n');
  await expect(page.locator('.chat-message-user')).toHaveCount(0);

  await chatInput(page).fill(`Where is ${trackingNumber}?`);
  await chatInput(page).press('Enter');
  await expect(page.locator('.chat-message-user')).toHaveText([new RegExp(`Where is ${trackingNumber}`)]);
  const answer = botMessages(page).last();
  await expect(answer).toContainText(`Shipment ${trackingNumber}`);
  // The sandbox carriers may already have moved it on: the answer must match the tracking record at that moment.
  const text = (await answer.textContent()) ?? '';
  const tracked = (await (await page.request.get(`/api/tracking/${trackingNumber}`)).json()) as { events: { description: string; location: string }[] };
  const said = tracked.events.filter((e) => text.includes(`Latest update: ${e.description} (${e.location},`));
  expect(said.length, text).toBe(1);
  expect(text).toMatch(/ is (Pending|In Transit|Customs|Delivered)\./);
  await expect(answer).toContainText('offline assistant');
});

test('chat: input is disabled while a reply is pending; the context is the last 5 messages; failures say so', async ({ page }) => {
  await page.goto('/ai-shipping');
  const bodies: { conversationId?: string; context: { recentMessages: unknown[] } }[] = [];
  let fail = false;
  await page.route('**/api/ai/chat', async (route) => {
    bodies.push(route.request().postDataJSON());
    await new Promise((r) => setTimeout(r, 400));
    if (fail) await route.fulfill({ status: 502, body: 'Bad Gateway' });
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  for (const text of ['hello', 'what can you do', 'hi again']) {
    await chatInput(page).fill(text);
    await chatInput(page).press('Enter');
    await expect(chatInput(page)).toBeDisabled();
    await expect(chatInput(page)).toBeEnabled();
  }
  expect(bodies.map((b) => b.context.recentMessages.length)).toEqual([1, 3, 5]);
  // the server's record of the conversation (what a handoff shows the desk): its id goes back with every message
  expect(bodies[0]!.conversationId).toBeUndefined();
  expect(bodies[1]!.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  expect(bodies[2]!.conversationId).toBe(bodies[1]!.conversationId);

  fail = true;
  await chatInput(page).fill('are you there?');
  await chatInput(page).press('Enter');
  await expect(botMessages(page).last()).toHaveText(new RegExp(ASSISTANT_MESSAGES.chatFailure.replace(/[.?]/g, '\\$&')));
  expect(bodies.at(-1)!.context.recentMessages).toHaveLength(5);
});

test('AI shipping page: a described item is analysed; an image alone needs the AI provider', async ({ page }) => {
  await page.goto('/ai-shipping');
  await expect(page.getByRole('heading', { name: 'Platform status' })).toBeVisible();
  const image = page.getByLabel('Item image');

  await image.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  const failedOrAnalyzed = page.getByText(ASSISTANT_MESSAGES.analysisFailedTitle, { exact: true }).or(page.getByText('Item Analyzed', { exact: true }));
  await expect(failedOrAnalyzed).toBeVisible();
  const status = (await (await page.request.get('/api/carriers/status')).json()) as { aiServices: { openAI: boolean } };
  if (!status.aiServices.openAI) await expect(page.getByText(ASSISTANT_MESSAGES.analysisRequiresKey, { exact: true })).toBeVisible();

  await page.getByLabel('Item description (optional)').fill('Solid oak dining chair');
  await image.setInputFiles({ name: 'chair.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(page.getByText('Item Analyzed', { exact: true })).toBeVisible();
  const results = page.getByRole('region', { name: 'Analysis results' });
  await expect(results.getByText('Furniture', { exact: true })).toBeVisible();
  await expect(results.getByText('Estimated weight')).toBeVisible();
});

test('wizard: a photo with a typed description pre-fills weight and dimensions', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'New Shipment' }).click();
  await page.getByLabel('Description').fill('Used Dell laptop with charger');
  await page.getByLabel('Item photo (optional)').setInputFiles({ name: 'laptop.png', mimeType: 'image/png', buffer: PNG_1x1 });
  const recognized = MESSAGES.itemRecognized('Electronics', 75);
  await expect(page.getByText(recognized.description)).toBeVisible();
  // a laptop in its carton with the charger (api/src/assistant/domain/item-kinds.ts)
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('2.5');
  await expect(page.getByLabel('Length')).toHaveValue('42');
  await expect(page.getByLabel('Description')).toHaveValue('Used Dell laptop with charger');
});

// ── WCAG 2.1 AA (axe-core) on the AI shipping page with a result and the chat panel open ──
const AXE_SOURCE = createRequire(__filename).resolve('axe-core/axe.min.js');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(AXE_SOURCE, 'utf8')); // evaluated, not a <script> tag: the CSP allows no inline script
  return page.evaluate(async () => {
    type Axe = { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('the AI shipping page with an analysis and the open chat panel have no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/ai-shipping');
  await page.getByLabel('Item description (optional)').fill('Wireless bluetooth headphones');
  await page.getByRole('button', { name: 'Analyze description' }).click();
  await expect(page.getByRole('region', { name: 'Analysis results' })).toBeVisible();
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  await chatInput(page).fill('hello');
  await chatInput(page).press('Enter');
  await expect(botMessages(page)).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});
