import { useEffect } from 'react';
import { announce } from './announcer';
import { getAccessibilityPreferences } from './accessibility-store';

const BRAND = 'Waypost';

/**
 * Every page gets its own document title (WCAG 2.4.2). With screen reader support on (Accessibility Center),
 * moving to another page is also announced, since a single-page app changes pages without a page load.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
    if (title && getAccessibilityPreferences().screenReader) announce(`${title} page`);
  }, [title]);
}
