import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore, type LabelVoid, type LabelVoided, type RefundIssued } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { decide } from '../domain/decide';
import { fold } from '../domain/shipment';
import { VoidLabelCommand } from './rate-purchase.command';

/**
 * Voids the label before pickup: LabelVoided and the refund of the price paid; the carrier worker cancels its booking.
 * A real provider's label is refunded once the provider accepts the void (SettleLabelVoid): the answer says `pending`.
 */
@CommandHandler(VoidLabelCommand)
export class VoidLabelHandler implements ICommandHandler<VoidLabelCommand, LabelVoid> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ shipmentId, reason, staff, ctx }: VoidLabelCommand): Promise<LabelVoid> {
    const streamId = shipmentStreamId(shipmentId);
    const refundId = derivedId(ctx.commandId, 'refund');
    const result = await handleStreamCommand({
      store: this.store,
      streamId,
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'VoidLabel', data: { shipmentId, requestedBy: ctx.actor.id, staff, reason, refundId, now: ctx.now } }, state),
    });
    // A retried void (same Idempotency-Key) gets the events the first one recorded.
    const events = result.events;
    const voided = events.find((e): e is LabelVoided => e.type === 'LabelVoided')!;
    const pending = voided.data.refund;
    const issued = events.find((e): e is RefundIssued => e.type === 'RefundIssued');
    const refund = pending
      ? { refundId: pending.refundId, amountMinor: pending.amountMinor, currency: pending.currency, status: 'pending' as const }
      : { refundId: issued!.data.refundId, amountMinor: issued!.data.amountMinor, currency: issued!.data.currency, status: 'issued' as const };
    return { shipmentId, trackingNumber: voided.data.trackingNumber, voidedAt: voided.data.voidedAt, refund, status: 'awaiting_rate' };
  }
}
