import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface MenuItem {
  label: string;
  /** A navigation (e.g. /api/logout) or an action. */
  href?: string;
  /** A page of the app (client-side navigation). */
  to?: string;
  onSelect?: () => void;
  tone?: 'danger';
}

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ArrowDown opens on the first item, ArrowUp on the last;
 * ArrowUp/ArrowDown cycle through the items, Home/End jump, Escape closes and returns to the button,
 * Tab leaves. `header` is shown above the items (not an item).
 */
export function MenuButton({
  buttonContent,
  buttonLabel,
  buttonClassName,
  header,
  items,
}: {
  buttonContent: ReactNode;
  buttonLabel?: string;
  buttonClassName?: string;
  header?: ReactNode;
  items: MenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => focusIndex + 1,
      ArrowUp: () => focusIndex - 1,
      Home: () => 0,
      End: () => items.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFocusIndex((move() + items.length) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  /** What every item has, whatever it is (a page link, a navigation or an action). */
  const itemProps = (item: MenuItem, i: number) =>
    ({
      ref: (el: HTMLElement | null) => {
        itemRefs.current[i] = el;
      },
      role: 'menuitem',
      tabIndex: i === focusIndex ? 0 : -1,
      className: item.tone === 'danger' ? 'menu-item menu-item-danger' : 'menu-item',
    }) as const;

  return (
    <div className="popover" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open ? (
        <div className="popover-panel">
          {header}
          <ul id={menuId} role="menu" aria-labelledby={buttonId} className="menu-list" onKeyDown={onMenuKeyDown}>
            {items.map((item, i) => {
              const common = itemProps(item, i);
              return (
                <li key={item.label} role="none">
                  {item.to ? (
                    <Link {...common} to={item.to} onClick={() => close(false)}>
                      {item.label}
                    </Link>
                  ) : item.href ? (
                    <a {...common} href={item.href} onClick={() => item.onSelect?.()}>
                      {item.label}
                    </a>
                  ) : (
                    <button
                      {...common}
                      type="button"
                      onClick={() => {
                        close(true);
                        item.onSelect?.();
                      }}
                    >
                      {item.label}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
