import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROVIDER_ACCOUNT_STREAM_TYPE, providerAccountStreamId, type EventStore, type ProviderAccountEvent } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { PostgresEventStore } from '../../platform/event-store/postgres-event-store';
import { providerConnectionSubject } from '../../platform/event-store/personal-data';
import { decideProviderAccount, foldProviderAccount } from '../domain/provider-account';
import { ChangeProviderAccountCommand } from './change-provider-account.command';

/** The account's events after the command, oldest first, and its version. */
export interface ProviderAccountResult {
  version: number;
  events: ProviderAccountEvent[];
}

@CommandHandler(ChangeProviderAccountCommand)
export class ChangeProviderAccountHandler implements ICommandHandler<ChangeProviderAccountCommand, ProviderAccountResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, ctx }: ChangeProviderAccountCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: providerAccountStreamId(command.data.key),
      streamType: PROVIDER_ACCOUNT_STREAM_TYPE,
      ctx,
      fold: foldProviderAccount,
      decide: (state) => decideProviderAccount(command, state),
    });
    // Removal destroys the credentials: their connection's key goes (a retried removal forgets again, harmlessly).
    // The event is stored first, so a crash in between leaves the account removed with a key nobody reads.
    for (const e of result.events)
      if (e.type === 'ProviderAccountRemoved' && this.store instanceof PostgresEventStore) await this.store.personalData.forget([providerConnectionSubject(e.data.connectionId)]);
    // the stream as it stands after the command: its answer (no wait for the read model)
    return { version: result.nextVersion, events: [...(result.history as unknown as ProviderAccountEvent[]), ...(result.duplicate ? [] : result.events)] };
  }
}
