import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { changeProviderAccount } from './change';
import { connectProviderAccount } from './connect';
import { replaceProviderCredentials } from './credentials';
import { listProviderAccounts } from './list';
import { removeProviderAccount } from './remove';

export function providers(io: Io): Command {
  return new Command('providers')
    .description('real shipping provider accounts (Karrio, EasyPost, Shippo, DHL Express, UPS, FedEx) and their credentials (admins)')
    .addCommand(listProviderAccounts(io))
    .addCommand(connectProviderAccount(io))
    .addCommand(changeProviderAccount(io))
    .addCommand(replaceProviderCredentials(io))
    .addCommand(removeProviderAccount(io));
}
