import type { Page } from '@playwright/test';
import { ACCESSIBILITY_STORAGE_KEY, QUICK_MODES, defaultPreferences, type AccessibilityPreferences, type QuickMode } from '../../web/src/lib/accessibility-preferences';
import { TOUR_COMPLETED_KEY } from '../../web/src/features/tour/components/tour-steps';

export type DemoRole = 'shipper' | 'agent' | 'admin' | 'auditor';
export const DEMO_PASSWORD = 'waypost-demo';
export const demoEmail = (role: DemoRole) => `${role}@waypost.test`;

/** Signs in through the server's page (a real form post; the session cookie is httpOnly). */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill(demoEmail(role));
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The preferences a visitor has after pressing one quick mode on a device with no special settings. */
export function preferencesFor(mode: QuickMode | 'none'): AccessibilityPreferences {
  const defaults = defaultPreferences({ prefersReducedMotion: false, prefersMoreContrast: false });
  return mode === 'none' ? defaults : QUICK_MODES[mode].apply(defaults);
}

/** Stores accessibility preferences (and optionally the tour flag) before any page script runs. */
export async function presetStorage(page: Page, options: { preferences?: AccessibilityPreferences; tourCompleted?: boolean }): Promise<void> {
  await page.addInitScript(
    ({ key, tourKey, preferences, tourCompleted }) => {
      if (preferences) window.localStorage.setItem(key, JSON.stringify(preferences));
      if (tourCompleted) window.localStorage.setItem(tourKey, 'true');
    },
    { key: ACCESSIBILITY_STORAGE_KEY, tourKey: TOUR_COMPLETED_KEY, preferences: options.preferences ?? null, tourCompleted: options.tourCompleted ?? false },
  );
}

/** Serves the customer landing page whatever the server's PRODUCTION_MODE (the page depends only on this answer). */
export async function forceProductionMode(page: Page, isProductionMode: boolean): Promise<void> {
  await page.route('**/api/platform/config', (route) => route.fulfill({ json: { isProductionMode } }));
}

/** Waits until the route has rendered and its first data has arrived. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main, [role="main"]').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0, undefined, { timeout: 10_000 }).catch(() => undefined);
}
