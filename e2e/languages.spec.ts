import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { sidewaysOverflow, smallTouchTargets } from './support/layout';
import { signInAs } from './support/session';
import { BERLIN_SENDER, NEW_YORK_RECEIVER, type WizardAddress } from './support/wizard';

// ── Issue 29: the main journey in English, German, Arabic (right to left) and Japanese, at 390 and 1440 px ──
// The browser's language picks the app's; every text is looked for as the visitor sees it, in that language's
// catalogue (web/src/locales), so a missing or untranslated message fails here. Each page of the journey is axe
// clean and has no sideways scroll; at 390 px every control is at least 44 × 44 px.

const LOCALES = path.join(__dirname, '../web/src/locales');
/** The server's own pages (sign-in) have theirs: `server/pages:login.email`. */
const SERVER_LOCALES = path.join(__dirname, '../api/locales');
const catalogues = new Map<string, unknown>();

/** A message as the app shows it in `language`: the catalogue's text with its {{placeholders}} filled. */
function msg(language: string, key: string, values: Record<string, string | number> = {}): string {
  const server = key.startsWith('server/');
  const [namespace, dotted] = key.replace(/^server\//, '').split(':') as [string, string];
  const file = path.join(server ? SERVER_LOCALES : LOCALES, language, `${namespace}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')));
  let node = catalogues.get(file);
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}/${namespace}: no message ${dotted}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LANGUAGES = [
  { code: 'en', browser: 'en-US', dir: 'ltr' },
  { code: 'de', browser: 'de-DE', dir: 'ltr' },
  { code: 'ar', browser: 'ar-EG', dir: 'rtl' },
  { code: 'ja', browser: 'ja-JP', dir: 'ltr' },
] as const;
const WIDTHS = [390, 1440] as const;

async function pageIsClean(page: Page, where: string): Promise<void> {
  const o = await sidewaysOverflow(page);
  expect(o.scrollWidth, `${where}: sideways scroll (${o.culprits.join(', ')})`).toBeLessThanOrEqual(o.clientWidth);
  expect(await axeViolations(page), `${where}: axe`).toEqual([]);
  if (o.clientWidth < 768) expect(await smallTouchTargets(page), `${where}: touch targets under 44 px`).toEqual([]);
}

/** Signs in through the server's page, which speaks the browser's language too. */
async function signInIn(page: Page, lang: string, dir: string): Promise<void> {
  await page.goto('/api/login');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: msg(lang, 'server/pages:login.title.signIn'), level: 1 })).toBeVisible();
  await pageIsClean(page, 'sign-in page');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel(msg(lang, 'server/pages:login.email'), { exact: true }).fill('shipper@waypost.test');
  await form.getByLabel(msg(lang, 'server/pages:login.password'), { exact: true }).fill('waypost-demo');
  await form.getByRole('button', { name: msg(lang, 'server/pages:login.submitSignIn') }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function fillAddress(page: Page, lang: string, group: string, address: WizardAddress): Promise<void> {
  const fieldset = page.getByRole('group', { name: msg(lang, group), exact: true });
  await fieldset.getByLabel(msg(lang, 'shipments:addresses.name'), { exact: true }).fill(address.name);
  await fieldset.getByLabel(msg(lang, 'shipments:addresses.address'), { exact: true }).fill(address.address);
  await fieldset.getByLabel(msg(lang, 'shipments:addresses.city'), { exact: true }).fill(address.city);
  await fieldset.getByLabel(msg(lang, 'shipments:addresses.country'), { exact: true }).fill(address.country);
  if (address.postalCode) await fieldset.getByLabel(msg(lang, 'shipments:addresses.postalCode'), { exact: true }).fill(address.postalCode);
}

for (const { code: lang, browser, dir } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ locale: browser, viewport: { width, height: 900 } });

      test(`a shipper creates a shipment and tracks it, all in ${lang}`, async ({ page }) => {
        await signInIn(page, lang, dir);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(
          page.getByRole('heading', { name: new RegExp(`^${escape(msg(lang, 'common:dashboard.overview.welcome', { name: '§' })).replace('§', '.+')}$`) }),
        ).toBeVisible();
        await pageIsClean(page, 'dashboard');

        // the wizard's three steps, by their labels in this language
        const description = `i18n ${lang} ${width} ${Date.now()}`;
        await page
          .getByRole('button', { name: msg(lang, 'common:dashboard.overview.newShipment') })
          .first()
          .click();
        await expect(page.getByRole('heading', { name: msg(lang, 'shipments:wizard.steps.itemDetails') })).toBeVisible();
        await page.getByLabel(msg(lang, 'shipments:itemDetails.description'), { exact: true }).fill(description);
        await page.getByLabel(msg(lang, 'shipments:itemDetails.weight')).fill('1.5');
        await page.getByLabel(msg(lang, 'shipments:itemDetails.declaredValue')).fill('120');
        await pageIsClean(page, 'wizard step 1');
        await page.getByRole('button', { name: msg(lang, 'shipments:wizard.next') }).click();
        await expect(page.getByRole('heading', { name: msg(lang, 'shipments:wizard.steps.addresses') })).toBeVisible();
        await fillAddress(page, lang, 'shipments:addresses.from', BERLIN_SENDER);
        await fillAddress(page, lang, 'shipments:addresses.to', NEW_YORK_RECEIVER);
        await pageIsClean(page, 'wizard step 2');
        await page.getByRole('button', { name: msg(lang, 'shipments:wizard.next') }).click();
        await expect(page.getByRole('heading', { name: msg(lang, 'shipments:wizard.steps.review') })).toBeVisible();
        await pageIsClean(page, 'wizard step 3');
        await page.getByRole('button', { name: msg(lang, 'shipments:wizard.create') }).click();
        await expect(page.getByText(msg(lang, 'shipments:wizard.toast.created.title'), { exact: true })).toBeVisible();

        // the new shipment heads Recent Shipments; track it by its number
        const recent = page.getByRole('region', { name: msg(lang, 'shipments:recentShipments.title') });
        const row = recent.getByTestId('shipment-row').filter({ hasText: description });
        await expect(row).toBeVisible();
        await expect(row.getByText(msg(lang, 'common:shipmentStatus.pending'))).toBeVisible();
        const trackingNumber = (await row.locator('.shipment-row-number').innerText()).trim();
        await page.goto('/?section=tracking');
        const input = page.getByRole('textbox', { name: msg(lang, 'tracking:search.trackingNumber') });
        await input.fill(trackingNumber);
        await expect(async () => {
          await input.press('Enter');
          await expect(page.getByTestId('tracked-number')).toHaveText(trackingNumber, { timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
        await expect(page.getByRole('list', { name: msg(lang, 'tracking:timeline.label') })).toBeVisible();
        await expect(page.getByRole('heading', { name: msg(lang, 'tracking:location.title') })).toBeVisible();
        await pageIsClean(page, 'tracking');

        // the Accessibility Center, and the shipping calculator
        await page.goto('/accessibility');
        await expect(page.getByRole('heading', { name: msg(lang, 'accessibility:page.title'), level: 1 })).toBeVisible();
        await pageIsClean(page, 'accessibility');
        await page.goto('/calculator');
        await expect(page.getByRole('heading', { name: msg(lang, 'quoting:calculator.title') }).first()).toBeVisible();
        await pageIsClean(page, 'calculator');
      });
    });
  }
}

test.describe('choosing a language', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('the top bar switches to Arabic at once, right to left, and the choice outlives a reload', async ({ page }) => {
    await page.goto('/accessibility');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: msg('en', 'accessibility:page.title'), level: 1 })).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: msg('en', 'common:language.label') })
      .selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: msg('ar', 'accessibility:page.title'), level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: msg('ar', 'accessibility:page.title'), level: 1 })).toBeVisible();
    // and back from the Accessibility Center's own switcher
    await page
      .getByRole('main')
      .getByRole('combobox', { name: msg('ar', 'common:language.label') })
      .selectOption('ja');
    await expect(page.getByRole('heading', { name: msg('ja', 'accessibility:page.title'), level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a browser in a language the app lacks gets English; Brazilian, Taiwanese and Austrian browsers get theirs', async ({ browser }) => {
    for (const [locale, expected] of [
      ['ru-RU', 'en'],
      ['pt-BR', 'pt-BR'],
      ['zh-TW', 'zh-Hant'],
      ['de-AT', 'de'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/accessibility');
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(page.getByRole('heading', { name: msg(expected, 'accessibility:page.title'), level: 1 })).toBeVisible();
      await context.close();
    }
  });
});

test.describe('display currency and units', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('a shipper sees amounts in euros beside the dollars charged, and weights in pounds', async ({ page }) => {
    await signInAs(page, 'shipper');
    const created = await page.request.post('/api/shipments', {
      data: {
        fromAddress: { ...BERLIN_SENDER, country: 'Germany' },
        toAddress: { ...NEW_YORK_RECEIVER, country: 'United States' },
        itemDetails: { description: `Display currency ${Date.now()}`, weight: 2, value: 120 },
      },
    });
    expect(created.status()).toBe(201);
    const { trackingNumber } = (await created.json()) as { trackingNumber: string };

    await page.goto('/accessibility');
    const card = page.getByRole('region', { name: msg('en', 'formats:preferences.title') });
    await expect(card.getByTestId('display-rates')).toContainText(/ECB/);
    await card.getByLabel(msg('en', 'formats:preferences.currency')).selectOption('EUR');
    await card.getByLabel(msg('en', 'formats:preferences.units')).selectOption('imperial');
    const { rates } = (await (await page.request.get('/api/fx/reference-rates')).json()) as { rates: Record<string, number> };
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(120 / rates.USD!);

    await page.goto(`/?section=tracking`);
    const input = page.getByRole('textbox', { name: msg('en', 'tracking:search.trackingNumber') });
    await input.fill(trackingNumber);
    await expect(async () => {
      await input.press('Enter');
      await expect(page.getByTestId('tracked-number')).toHaveText(trackingNumber, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText(`4.4 lb · ${euros} ($120.00)`, { exact: false })).toBeVisible();
  });
});
