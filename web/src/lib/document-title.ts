import { useEffect } from 'react';
import { i18n } from '@/i18n/i18n';
import { announce } from './announcer';
import { getAccessibilityPreferences } from './accessibility-store';

const BRAND = 'Waypost';

/**
 * Every page gets its own document title (WCAG 2.4.2). With screen reader support on (Accessibility Center),
 * moving to another page is also announced, since a single-page app changes pages without a page load.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? i18n.t('common:documentTitle.page', { title, brand: BRAND }) : BRAND;
    if (title && getAccessibilityPreferences().screenReader) announce(i18n.t('common:documentTitle.announcement', { title }));
  }, [title]);
}
