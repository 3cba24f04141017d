import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> (top layer, the page behind is inert): labelled, aria-modal,
 * Escape closes, Tab cycles inside, and focus returns where it was (or to `returnFocusRef`).
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocusRef,
  returnFocusRef,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read when they happen, with the props of that moment: the effect below runs only when `open` changes.
  const close = useEffectEvent(() => onClose());
  const focusInitial = useEffectEvent((dialog: HTMLDialogElement) => (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus());
  const returnFocus = useEffectEvent((before: HTMLElement | null) => {
    // where focus goes back is read at close time: the return target may have been rendered since opening
    const target = returnFocusRef?.current ?? (before && before !== document.body ? before : null);
    target?.focus();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    focusInitial(dialog);
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      returnFocus(before);
    };
  }, [open]);

  return (
    <dialog ref={ref} className={cn('dialog', className)} aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {open ? children : null}
    </dialog>
  );
}
