import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { adminMetrics } from './metrics';

export function admin(io: Io): Command {
  return new Command('admin').description('platform administration (admins)').addCommand(adminMetrics(io));
}
