import { Module } from '@nestjs/common';
import { AddressBookController } from './address-book.controller';
import { ChangeAddressBookHandler } from './commands/change-address-book.handler';
import { AddressBookQueries } from './queries/address-book.queries';

// ── Address book: saved addresses, the default sender and parcel presets per account (issue 28, item 5) ──

@Module({
  controllers: [AddressBookController],
  providers: [ChangeAddressBookHandler, AddressBookQueries],
  exports: [AddressBookQueries],
})
export class AddressBookModule {}
