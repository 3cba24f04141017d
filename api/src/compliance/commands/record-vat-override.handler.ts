import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VAT_OVERRIDE_STREAM_TYPE, vatOverrideStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { decide, fold } from '../domain/vat-override';
import { RecordVatOverrideCommand } from './record-vat-override.command';

/** One stream per override, its id derived from the command id (a retried request records it once). */
@CommandHandler(RecordVatOverrideCommand)
export class RecordVatOverrideHandler implements ICommandHandler<RecordVatOverrideCommand, { overrideId: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, overriddenBy, ctx }: RecordVatOverrideCommand): Promise<{ overrideId: string }> {
    const overrideId = derivedId(ctx.commandId, 'vat-number-override');
    await handleStreamCommand({
      store: this.store,
      streamId: vatOverrideStreamId(overrideId),
      streamType: VAT_OVERRIDE_STREAM_TYPE,
      ctx,
      isNew: true,
      fold,
      decide: (state) => decide({ type: 'RecordVatNumberOverride', data: { ...input, overrideId, overriddenBy, now: ctx.now } }, state),
    });
    return { overrideId };
  }
}
