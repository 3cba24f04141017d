import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core injected by hand (@axe-core/playwright needs Node 22): WCAG 2.0/2.1 level A and AA rules.
const require = createRequire(__filename);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** One line per violated rule: `rule (impact): help -> selectors`. Empty when the page passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(readFileSync(AXE_SOURCE, 'utf8')); // evaluated, not a <script> tag: the CSP allows no inline script
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_21_AA);
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
