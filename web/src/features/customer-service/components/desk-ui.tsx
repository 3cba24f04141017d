import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_STATUSES, type InquiryPriority, type InquiryStatus, type ShipmentStatus } from '@waypost/contracts';
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
export function PriorityBadge({ priority }: { priority: InquiryPriority }) {
  const { t } = useTranslation('customer-service');
  return <Badge tone={PRIORITY_TONES[priority]}>{t(`priority.${priority}`)}</Badge>;
}
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('customer-service');
  return <Badge tone={STATUS_TONES[status]}>{t(`inquiryStatus.${status}`)}</Badge>;
}

/** A shipment's status in words; a status the web does not know yet is shown as the server sends it. */
export function useShipmentStatusLabel(): (status: string) => string {
  const { t } = useTranslation('customer-service');
  return (status) => ((SHIPMENT_STATUSES as readonly string[]).includes(status) ? t(`shipmentStatus.${status as ShipmentStatus}`) : status);
}

export const minutes = (m: number | null) => (m === null ? '—' : formatMinutes(m));
