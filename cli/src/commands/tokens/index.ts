import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { createToken } from './create';
import { listTokens } from './list';
import { revokeToken } from './revoke';

export function tokens(io: Io): Command {
  return new Command('tokens').description('API tokens for scripts and business integrations').addCommand(createToken(io)).addCommand(listTokens(io)).addCommand(revokeToken(io));
}
