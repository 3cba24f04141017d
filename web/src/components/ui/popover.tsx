import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A disclosure button with a floating panel: Escape or a click outside closes it
 * and returns focus to the button.
 */
export function Popover({
  buttonLabel,
  buttonContent,
  buttonClassName,
  children,
}: {
  /** The button's accessible name when its content has no text of its own (an icon). */
  buttonLabel?: string;
  buttonContent: ReactNode;
  buttonClassName?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="popover" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {buttonContent}
      </button>
      <div id={panelId} className="popover-panel" hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
