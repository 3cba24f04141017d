import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways in its own box, never the page (issue 22). The box is a
 * labelled region people can reach with the keyboard to scroll it (axe scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
