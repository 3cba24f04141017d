import { expect, test } from '@playwright/test';
import { ACCESSIBILITY_STORAGE_KEY } from '../web/src/lib/accessibility-preferences';
import { forceProductionMode, signInAs } from './support/session';

// The Accessibility Center (spec sections 2-4): content, settings groups, quick modes and their announcements,
// preferences stored and applied on every page; the avatar menu with arrow keys.
const htmlClasses = (page: import('@playwright/test').Page) => page.evaluate(() => [...document.documentElement.classList].sort());

test('content: back link, WCAG 2.1 AA and EEA badges, support within 24 hours, supported browsers, four groups', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Center' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  await expect(page.getByText('WCAG 2.1 AA', { exact: true })).toBeVisible();
  await expect(page.getByText('EEA compliance', { exact: true })).toBeVisible();
  await expect(page.getByText(/within 24 hours/)).toBeVisible();
  for (const browser of ['Chrome 90+', 'Firefox 88+', 'Safari 14+', 'Edge 90+']) await expect(page.getByText(browser)).toBeVisible();
  for (const group of ['Visual', 'Audio', 'Motion', 'Navigation']) await expect(page.getByRole('group', { name: group })).toBeVisible();
});

test('device defaults: reduced motion and more contrast come from the device', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', contrast: 'more' });
  const page = await context.newPage();
  await page.goto('/accessibility');
  await expect(page.getByRole('switch', { name: 'Reduced motion' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'High contrast' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Keyboard navigation' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Focus indicators' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Large text' })).not.toBeChecked();
  expect(await htmlClasses(page)).toEqual(['a11y-focus-indicators', 'a11y-high-contrast', 'a11y-keyboard-navigation', 'a11y-reduced-motion']);
  await context.close();
});

test('quick modes change the settings, announce it (cleared after 1 s), store it, and apply it on other pages', async ({ page }) => {
  await page.goto('/accessibility');
  const live = page.getByTestId('live-announcer');

  await page.getByRole('button', { name: 'Visual Mode' }).click();
  await expect(live).toHaveText(/Visual mode applied\. High contrast on, large text on/);
  await expect(live).toHaveText('', { timeout: 2_000 });
  await expect(page.getByRole('switch', { name: 'High contrast' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Large text' })).toBeChecked();

  await page.getByRole('button', { name: 'Keyboard Mode' }).click();
  await expect(live).toHaveText(/Keyboard mode enabled/);
  await expect(page.getByRole('switch', { name: 'Screen reader support' })).toBeChecked();

  await page.getByRole('button', { name: 'Focus Mode' }).click();
  await expect(live).toHaveText(/Focus mode enabled/);
  await expect(page.getByRole('switch', { name: 'Reduced motion' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Colour-blind assistance' })).toBeChecked();

  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), ACCESSIBILITY_STORAGE_KEY)) ?? '{}');
  expect(stored).toEqual({
    reducedMotion: true,
    highContrast: true,
    largeText: true,
    screenReader: true,
    keyboardNavigation: true,
    colorBlindAssist: true,
    focusIndicators: true,
  });

  // Applied across the app: another route, after a reload.
  await forceProductionMode(page, true);
  await page.goto('/calculator');
  expect(await htmlClasses(page)).toEqual([
    'a11y-color-blind',
    'a11y-focus-indicators',
    'a11y-high-contrast',
    'a11y-keyboard-navigation',
    'a11y-large-text',
    'a11y-reduced-motion',
    'a11y-screen-reader',
  ]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');

  // Visual Mode toggles: pressing it again turns high contrast and large text off.
  await page.goto('/accessibility');
  await page.getByRole('button', { name: 'Visual Mode' }).click();
  await expect(page.getByRole('switch', { name: 'High contrast' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Large text' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Focus indicators' })).toBeChecked();
});

test('a single switch works from the keyboard', async ({ page }) => {
  await page.goto('/accessibility');
  const largeText = page.getByRole('switch', { name: 'Large text' });
  await largeText.focus();
  await page.keyboard.press('Space');
  await expect(largeText).toBeChecked();
  await expect(page.getByTestId('live-announcer')).toHaveText('Large text on.');
  expect(await htmlClasses(page)).toContain('a11y-large-text');
});

test('avatar menu: arrow keys cycle through the items, Escape returns to the button', async ({ page }) => {
  await signInAs(page, 'shipper');
  const button = page.getByRole('button', { name: /^Account menu for / });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Your shipments' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Address book' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Webhooks' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Accessibility settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/api/logout');
});
