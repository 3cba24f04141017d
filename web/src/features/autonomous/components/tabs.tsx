import { useRef, type KeyboardEvent } from 'react';

export const MONITOR_TABS = [
  { id: 'system', label: 'System Status' },
  { id: 'decisions', label: 'Decision Management' },
  { id: 'learning', label: 'AI Learning' },
  { id: 'crisis', label: 'Crisis Management' },
] as const;
export type MonitorTab = (typeof MONITOR_TABS)[number]['id'];

/** Four tabs with arrow-key movement (WAI-ARIA tabs pattern). */
export function MonitorTabs({ value, onChange }: { value: MonitorTab; onChange: (t: MonitorTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (i + delta + MONITOR_TABS.length) % MONITOR_TABS.length;
    onChange(MONITOR_TABS[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="aut-tabs" role="tablist" aria-label="Autonomous monitor views">
      {MONITOR_TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`aut-tab-${t.id}`}
          aria-selected={value === t.id}
          aria-controls="aut-panel"
          tabIndex={value === t.id ? 0 : -1}
          className="aut-tab"
          onClick={() => onChange(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
