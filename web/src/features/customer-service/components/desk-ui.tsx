import { useRef, type KeyboardEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { INQUIRY_STATUS_LABELS, type InquiryPriority, type InquiryStatus } from '@waypost/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatMinutes } from '@/lib/format';

// ── Small pieces shared by the desk's tabs ───────────────────────────────────

export function Tabs<T extends string>({ label, tabs, value, onChange, idPrefix }: { label: string; tabs: readonly { id: T; label: string }[]; value: T; onChange: (id: T) => void; idPrefix: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + tabs.length) % tabs.length;
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="desk-tabs" role="tablist" aria-label={label}>
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
          className="desk-tab"
          onClick={() => onChange(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function Figure({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <div className="desk-figure">
      <p className="desk-figure-label">{label}</p>
      <p className="desk-figure-value">{value}</p>
      {sub ? <p className="desk-figure-sub">{sub}</p> : null}
    </div>
  );
}

const PRIORITY_TONES: Record<InquiryPriority, BadgeTone> = { urgent: 'danger', high: 'warning', medium: 'info', low: 'neutral' };
const STATUS_TONES: Record<InquiryStatus, BadgeTone> = { open: 'info', in_progress: 'warning', waiting_customer: 'neutral', resolved: 'success', closed: 'neutral' };
export const PriorityBadge = ({ priority }: { priority: InquiryPriority }) => <Badge tone={PRIORITY_TONES[priority]}>{priority}</Badge>;
export const StatusBadge = ({ status }: { status: InquiryStatus }) => <Badge tone={STATUS_TONES[status]}>{INQUIRY_STATUS_LABELS[status]}</Badge>;

export function SelectField({ label, options, ...props }: { label: string; options: readonly string[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="input desk-select" {...props}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export const minutes = (m: number | null) => (m === null ? '—' : formatMinutes(m));
