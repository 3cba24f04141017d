import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { listEarlyAccess } from './list';

export function earlyAccess(io: Io): Command {
  return new Command('early-access').description('early-access requests from the pre-launch page (admins)').addCommand(listEarlyAccess(io));
}
