import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The top bar's menu on small screens (a disclosure, not an ARIA menu: it holds links): the button says whether it
 * is open (aria-expanded); opening moves focus to the first link; Escape closes and returns focus to the button;
 * a click outside, following a link, or Tab leaving the panel closes it.
 */
export function SiteMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      className="site-menu top-bar-narrow"
      ref={rootRef}
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className="icon-button site-menu-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span className="site-menu-bars" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </button>
      <div id={panelId} ref={panelRef} className="site-menu-panel" hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
