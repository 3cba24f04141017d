import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { createKey } from './create';
import { listKeys } from './list';
import { revokeKey } from './revoke';

export function keys(io: Io): Command {
  return new Command('keys').description('API keys in test and live mode, with scopes').addCommand(createKey(io)).addCommand(listKeys(io)).addCommand(revokeKey(io));
}
