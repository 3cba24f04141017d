import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { ACCESSIBILITY_STORAGE_KEY, QUICK_MODES, defaultPreferences, type AccessibilityPreferences, type QuickMode } from '../../web/src/lib/accessibility-preferences';
import { TOUR_COMPLETED_KEY } from '../../web/src/features/tour/components/tour-steps';

export type DemoRole = 'shipper' | 'agent' | 'admin' | 'auditor';
export const DEMO_PASSWORD = 'waypost-demo';
export const demoEmail = (role: DemoRole) => `${role}@waypost.test`;

/** The sign-in page's labels in the language it answered in (it follows the browser's: api/locales/<lang>/pages.json). */
function signInLabels(language: string): { email: string; password: string; submit: string } {
  const file = path.join(__dirname, '../../api/locales', language, 'pages.json');
  const { login } = JSON.parse(readFileSync(existsSync(file) ? file : file.replace(`/${language}/`, '/en/'), 'utf8')) as {
    login: { email: string; password: string; submitSignIn: string };
  };
  return { email: login.email, password: login.password, submit: login.submitSignIn };
}

/** Signs in through the server's page (a real form post; the session cookie is httpOnly), in whatever language it speaks. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/api/login');
  const labels = signInLabels((await page.locator('html').getAttribute('lang')) ?? 'en');
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel(labels.email, { exact: true }).fill(demoEmail(role));
  await form.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: labels.submit }).click();
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

// ── Settling: the page's own requests, watched ──
// Playwright's 'networkidle' waits for 500 ms without a request on every call, and the walks over every route settle
// some 40 times per test: that wait was over half of a walk (bench of one admin walk: 12.9 s of 21 s). Once a page
// is watched, settling waits until none of its requests is in flight and none started or ended for QUIET_MS; the
// route's own rendering is then awaited as before (its main landmark, no spinner).
const QUIET_MS = 150;
const SETTLE_LIMIT_MS = 15_000;
interface Watched {
  inFlight: Set<Request>;
  lastActivity: number;
}
const watched = new WeakMap<Page, Watched>();

function watch(page: Page): void {
  const state: Watched = { inFlight: new Set<Request>(), lastActivity: Date.now() };
  const end = (request: Request) => {
    if (state.inFlight.delete(request)) state.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return; // a stream never ends
    state.inFlight.add(request);
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  watched.set(page, state);
}

/** Waits until none of the page's requests is in flight and none started or ended for QUIET_MS. */
async function networkQuiet(page: Page): Promise<void> {
  const state = watched.get(page);
  if (!state) {
    // requests begun before the page was watched are unknown to it: its first settle waits the long way
    watch(page);
    await page.waitForLoadState('networkidle');
    return;
  }
  const limit = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < limit && (state.inFlight.size > 0 || Date.now() - state.lastActivity < QUIET_MS)) await page.waitForTimeout(25);
}

/** Waits until the route has rendered and its first data has arrived. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await page.locator('main, [role="main"]').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0, undefined, { timeout: 10_000 }).catch(() => undefined);
}
