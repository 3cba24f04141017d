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
import { decide, initialState } from '../domain/early-access';
import { RequestEarlyAccessCommand } from './request-early-access.command';

/** The request id (and stream) derive from the normalised email, so one email is stored once. */
export const earlyAccessRequestId = (email: string): string => uuidV5(`early-access/${normaliseEarlyAccessEmail(email)}`);

/** One answer for every address, listed before or not (the answer must not tell which emails are on the list). */
const RECEIVED: EarlyAccessAnswer = { status: 'received', message: EARLY_ACCESS_MESSAGES.received };

@CommandHandler(RequestEarlyAccessCommand)
export class RequestEarlyAccessHandler implements ICommandHandler<RequestEarlyAccessCommand, EarlyAccessAnswer> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * The same work either way: one append that expects no stream. A first request stores the event; a repeated one
   * (or the loser of two at once) finds the stream there and stores nothing.
   */
  async execute({ input, ctx }: RequestEarlyAccessCommand): Promise<EarlyAccessAnswer> {
    const requestId = earlyAccessRequestId(input.email);
    const email = normaliseEarlyAccessEmail(input.email);
    const streamId = earlyAccessStreamId(requestId);
    const events = decide({ type: 'RequestEarlyAccess', data: { requestId, email, company: input.company, message: input.message, now: ctx.now } }, initialState());
    try {
      await this.store.append(streamId, EARLY_ACCESS_STREAM_TYPE, 'no_stream', toNewEvents(ctx, events));
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError || (error as Error).name === 'WrongExpectedVersionError')) throw error;
    }
    return RECEIVED;
  }
}
