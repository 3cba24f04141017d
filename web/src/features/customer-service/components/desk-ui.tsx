import type { ReactNode } from 'react';
import { INQUIRY_STATUS_LABELS, type InquiryPriority, type InquiryStatus } from '@waypost/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatMinutes } from '@/lib/format';

// ── Small pieces shared by the desk's tabs ───────────────────────────────────

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

export const minutes = (m: number | null) => (m === null ? '—' : formatMinutes(m));
