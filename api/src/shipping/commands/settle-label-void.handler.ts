import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SHIPMENT_STREAM_TYPE, shipmentStreamId, type EventStore, type LabelVoidRefused } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decide } from '../domain/decide';
import { fold } from '../domain/shipment';
import { SettleLabelVoidCommand, type LabelVoidSettlement } from './settle-label-void.command';

/** Records a provider's answer to a void: RefundIssued, or LabelVoidRefused (the label stands again if nothing replaced it). */
@CommandHandler(SettleLabelVoidCommand)
export class SettleLabelVoidHandler implements ICommandHandler<SettleLabelVoidCommand, LabelVoidSettlement> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ answer, ctx }: SettleLabelVoidCommand): Promise<LabelVoidSettlement> {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: shipmentStreamId(answer.shipmentId),
      streamType: SHIPMENT_STREAM_TYPE,
      ctx,
      fold,
      decide: (state) => decide({ type: 'SettleLabelVoid', data: { ...answer, now: ctx.now } }, state),
    });
    // A redelivered answer gets what the first one recorded.
    const refused = result.events.find((e): e is LabelVoidRefused => e.type === 'LabelVoidRefused');
    return { outcome: refused ? 'refused' : 'refunded', restored: refused?.data.restored != null, duplicate: result.duplicate };
  }
}
