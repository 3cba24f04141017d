import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { addAddress } from './add';
import { listAddresses } from './list';
import { removeAddress } from './remove';

export function addresses(io: Io): Command {
  return new Command('addresses')
    .description('your address book: saved addresses, one of them the default sender')
    .addCommand(listAddresses(io))
    .addCommand(addAddress(io))
    .addCommand(removeAddress(io));
}
