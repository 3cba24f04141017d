import type { ShipmentEvent } from '@waypost/contracts';
import { ShipmentConflictError, ShipmentNotFoundError } from './errors';
import type { ShipmentState } from './shipment';

// ── A real provider's answer to a label's void (issue 27): pure; time comes in the command ──
// A label a provider sold is voided at once on our side (LabelVoided, the refund pending); the provider worker then
// asks the provider and sends its answer here. Accepted (at once, or later once the carrier settles the refund):
// RefundIssued, the price paid. Refused (scanned, too late, the carrier rejected the refund): LabelVoidRefused with
// the provider's words and no refund; the label stands again, as before the void, unless the shipper has bought
// another label since (or cancelled the shipment): then the shipment keeps what it has and the refusal is only
// recorded. An answer to a void that is no longer pending (answered already) is a conflict the worker takes as done.

/** The longest provider message kept (providers may send pages of text). */
export const VOID_REASON_MAX = 500;

export type VoidAnswerCommand = {
  type: 'SettleLabelVoid';
  data: {
    shipmentId: string;
    /** The provider account that sold the label (the booking's carrierId). */
    carrierId: string;
    /** The refund LabelVoided recorded pending. */
    refundId: string;
    outcome: 'refunded' | 'refused';
    /** The provider's own words. */
    message: string;
    now: string;
  };
};

export function settleLabelVoid(c: VoidAnswerCommand['data'], state: ShipmentState): ShipmentEvent[] {
  if (state.status === 'none') throw new ShipmentNotFoundError(c.shipmentId);
  const pending = state.voids?.find((v) => v.refundId === c.refundId);
  if (!pending || pending.carrierId !== c.carrierId) throw new ShipmentConflictError(`No refund ${c.refundId} of this shipment waits for ${c.carrierId}'s answer`);
  const base = { shipmentId: state.shipmentId, trackingNumber: state.trackingNumber, refundId: pending.refundId, rateId: pending.rateId };
  const money = { amountMinor: pending.amountMinor, currency: pending.currency };
  if (c.outcome === 'refunded') return [{ type: 'RefundIssued', data: { ...base, ...money, issuedAt: c.now } }];
  // Bought again (or cancelled) since the void: that label holds the shipment now; the refused one is not put back.
  const untouched = state.status === 'pending' && !state.carrier && !state.purchase;
  const reason = c.message.trim().slice(0, VOID_REASON_MAX) || `${pending.provider} refused the void`;
  return [
    {
      type: 'LabelVoidRefused',
      data: {
        ...base,
        ...money,
        carrierId: pending.carrierId,
        reference: pending.reference,
        reason,
        refusedAt: c.now,
        restored: untouched && pending.cleared ? pending.cleared : null,
      },
    },
  ];
}
