import type { Page } from '@playwright/test';

/** What the focused element is called: aria-label, else its label, else its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-label');
    if (labelled) return labelled.trim();
    const byFor = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    if (byFor) return (byFor.textContent ?? '').trim();
    return (el.innerText ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses. */
export async function tabTo(page: Page, name: string | RegExp, options: { reverse?: boolean; max?: number } = {}): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let i = 0; i < (options.max ?? 40); i++) {
    await page.keyboard.press(options.reverse ? 'Shift+Tab' : 'Tab');
    const current = await focusedName(page);
    seen.push(current);
    if (matches(current)) return;
  }
  throw new Error(`Keyboard focus never reached ${String(name)}; it went through: ${seen.join(' | ')}`);
}
