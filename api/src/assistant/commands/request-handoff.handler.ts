import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ASSISTANT_HANDOFF_STREAM_TYPE, assistantHandoffStreamId, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { decideHandoff, foldHandoff, handoffReference } from '../domain/handoff';
import { RequestHandoffCommand } from './request-handoff.command';

@CommandHandler(RequestHandoffCommand)
export class RequestHandoffHandler implements ICommandHandler<RequestHandoffCommand, { handoffId: string; reference: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx }: RequestHandoffCommand) {
    const handoffId = derivedId(ctx.commandId, 'assistant-handoff');
    await handleStreamCommand({
      store: this.store,
      streamId: assistantHandoffStreamId(handoffId),
      streamType: ASSISTANT_HANDOFF_STREAM_TYPE,
      ctx,
      isNew: true,
      fold: foldHandoff,
      decide: (state) => decideHandoff({ handoffId, ...input, now: ctx.now }, state),
    });
    return { handoffId, reference: handoffReference(handoffId) };
  }
}
