import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  EARLY_ACCESS_MESSAGES,
  EARLY_ACCESS_STREAM_TYPE,
  WrongExpectedVersionError,
  earlyAccessStreamId,
  normaliseEarlyAccessEmail,
  type EarlyAccessAnswer,
  type EventStore,
} from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { toNewEvents } from '../../platform/event-store/command-context';
import { uuidV5 } from '../../platform/event-store/ids';
import { decide, fold } from '../domain/early-access';
import { RequestEarlyAccessCommand } from './request-early-access.command';

/** The request id (and stream) derive from the normalised email, so one email is stored once. */
export const earlyAccessRequestId = (email: string): string => uuidV5(`early-access/${normaliseEarlyAccessEmail(email)}`);

const ALREADY: EarlyAccessAnswer = { status: 'already_registered', message: EARLY_ACCESS_MESSAGES.alreadyRegistered };

@CommandHandler(RequestEarlyAccessCommand)
export class RequestEarlyAccessHandler implements ICommandHandler<RequestEarlyAccessCommand, EarlyAccessAnswer> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx }: RequestEarlyAccessCommand): Promise<EarlyAccessAnswer> {
    const requestId = earlyAccessRequestId(input.email);
    const email = normaliseEarlyAccessEmail(input.email);
    const streamId = earlyAccessStreamId(requestId);
    const state = fold(await this.store.readStream(streamId));
    const events = decide({ type: 'RequestEarlyAccess', data: { requestId, email, company: input.company, message: input.message, now: ctx.now } }, state);
    if (events.length === 0) return ALREADY;
    try {
      await this.store.append(streamId, EARLY_ACCESS_STREAM_TYPE, 'no_stream', toNewEvents(ctx, events));
      return { status: 'received', message: EARLY_ACCESS_MESSAGES.received };
    } catch (error) {
      // Two first requests for one email at once: the loser finds the stream already there.
      if (error instanceof WrongExpectedVersionError || (error as Error).name === 'WrongExpectedVersionError') return ALREADY;
      throw error;
    }
  }
}
