import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { rebuildProjection } from './rebuild';
import { projectionStatus } from './status';

export function projections(io: Io): Command {
  return new Command('projections').description('read-model projections: status and rebuild (admins)').addCommand(projectionStatus(io)).addCommand(rebuildProjection(io));
}
