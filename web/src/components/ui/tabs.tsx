import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// ── Tabs (WAI-ARIA tabs pattern, automatic activation) ──────────────────────
// Only the selected tab is in the Tab order (roving tabindex); ArrowRight/ArrowLeft move to the next/previous tab
// (wrapping), Home/End to the first/last, and select it. `idPrefix` names the tabs `<prefix>-tab-<id>` and the one
// panel `<prefix>-panel`, which TabPanel renders.

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

const KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The tab a key leads to from `index` among `count` tabs, or null for a key that does not move. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  const move = Object.hasOwn(KEY_MOVES, key) ? KEY_MOVES[key] : undefined;
  return move && count > 0 ? move(index, count) : null;
}

export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  className,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  idPrefix: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className={cn('tabs', className)} role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={value === t.id}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={value === t.id ? 0 : -1}
          className="tab"
          onClick={() => onChange(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab, labelled by it. */
export function TabPanel<T extends string>({ idPrefix, value, children, ...props }: { idPrefix: string; value: T; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${value}`} {...props}>
      {children}
    </div>
  );
}
