import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADDRESS_BOOK_STREAM_TYPE, addressBookStreamId, type AddressBookEvent, type EventStore } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { decideAddressBook, foldAddressBook } from '../domain/address-book';
import { ChangeAddressBookCommand } from './change-address-book.command';

@CommandHandler(ChangeAddressBookCommand)
export class ChangeAddressBookHandler implements ICommandHandler<ChangeAddressBookCommand, { version: number; events: AddressBookEvent[] }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, ctx }: ChangeAddressBookCommand) {
    const result = await handleStreamCommand({
      store: this.store,
      streamId: addressBookStreamId(command.data.ownerId),
      streamType: ADDRESS_BOOK_STREAM_TYPE,
      ctx,
      fold: foldAddressBook,
      decide: (state) => decideAddressBook(command, state),
    });
    return { version: result.nextVersion, events: result.events };
  }
}
