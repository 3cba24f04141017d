import { useEffect } from 'react';

const BRAND = 'Waypost';

/** Every page gets its own document title (WCAG 2.4.2). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
}
