import type { CommandContext } from '../../platform/event-store/command-context';
import type { AddressBookCommand } from '../domain/address-book';

/** Any command on an account's address book: save, change or remove an address or a parcel preset. */
export class ChangeAddressBookCommand {
  constructor(
    readonly command: AddressBookCommand,
    readonly ctx: CommandContext,
  ) {}
}
