import type { BookingSummary, LabelVoid, PurchasedRate, RatePurchase } from '@waypost/contracts';
import { i18n } from '@/i18n/i18n';

// ── What an opened shipment shows of its booking: the read model's summary, and what this page just did ──
// A purchase or a void answers at once; the read model follows a moment later. Until it has caught up with the last
// answer, the answer is shown (and the shipment read again); then the summary alone.

export type LastAction = { kind: 'bought'; purchase: RatePurchase } | { kind: 'voided'; voided: LabelVoid } | null;

const NO_LABEL = { status: 'none', at: null, reason: null } as const;

export const purchasedRateOf = ({ rate, rateId, purchasedAt }: RatePurchase): PurchasedRate => ({
  rateId,
  carrierId: rate.carrierId,
  carrierName: rate.carrierName,
  serviceId: rate.serviceId,
  serviceName: rate.serviceName,
  serviceLevel: rate.serviceLevel,
  amountMinor: rate.price.amountMinor,
  currency: rate.price.currency,
  lines: rate.lines,
  transitDays: rate.transitDays,
  purchasedAt,
});

/** True when the summary already says what the last action did. */
export function caughtUp(summary: BookingSummary | undefined, last: LastAction): boolean {
  if (!last) return true;
  if (!summary) return false;
  if (last.kind === 'bought') return summary.purchasedRate?.rateId === last.purchase.rateId && summary.purchasedRate.purchasedAt === last.purchase.purchasedAt;
  // the void's refund is the summary's (pending, issued, or refused with the label standing again)
  return summary.lastRefund?.refundId === last.voided.refund.refundId;
}

/** The summary to show: the read model's once it caught up with the last action, else that action's answer over it. */
export function bookingView(summary: BookingSummary | undefined, last: LastAction): BookingSummary | undefined {
  if (!last || caughtUp(summary, last)) return summary;
  const base: BookingSummary = summary ?? { rateSelection: 'manual', awaitingPurchase: true, purchasedRate: null, carrier: null, label: NO_LABEL, lastRefund: null };
  if (last.kind === 'bought') return { ...base, awaitingPurchase: false, purchasedRate: purchasedRateOf(last.purchase), carrier: null, label: NO_LABEL };
  const { voidedAt, refund } = last.voided;
  return {
    ...base,
    awaitingPurchase: true,
    purchasedRate: null,
    carrier: null,
    label: { status: 'voided', at: voidedAt, reason: null },
    lastRefund: {
      refundId: refund.refundId,
      rateId: base.purchasedRate?.rateId ?? null,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: refund.status,
      at: voidedAt,
    },
  };
}

/** How long after its void this page keeps reading a refund that waits for the provider's answer (most answer at once). */
export const REFUND_WAIT_MS = 120_000;

/** This page voided a real provider's label a moment ago and its refund still waits for the provider's answer. */
const refundAwaited = (summary: BookingSummary | undefined, last: LastAction, now: number): boolean =>
  last?.kind === 'voided' &&
  summary?.lastRefund?.refundId === last.voided.refund.refundId &&
  summary.lastRefund.status === 'pending' &&
  now - Date.parse(last.voided.voidedAt) < REFUND_WAIT_MS;

/** Something is on its way that the summary will show: the last action's effect, a bought rate's label, or a void's refund. */
export const waitsForNews = (summary: BookingSummary | undefined, last: LastAction, pending: boolean, now = Date.now()): boolean =>
  pending && (!caughtUp(summary, last) || (summary?.purchasedRate != null && summary.label.status === 'none') || refundAwaited(summary, last, now));

/** The label's state in words, the `shipments` catalogue's (the table's rows and the opened shipment). */
export function labelStateText(b: BookingSummary): string {
  if (b.label.status === 'needs_attention') return i18n.t('shipments:labelState.needsAttentionReason', { reason: b.label.reason ?? '' });
  if (b.label.status === 'none' && b.purchasedRate) return i18n.t('shipments:labelState.pending');
  return i18n.t(`shipments:labelState.${b.label.status}`);
}
