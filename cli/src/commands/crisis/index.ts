import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { activateCrisis } from './activate';
import { listCrises } from './list';
import { resolveCrisis } from './resolve';

export function crisis(io: Io): Command {
  return new Command('crisis')
    .description('crisis protocols: carrier_outage, payment_failure, demand_surge (admins)')
    .addCommand(activateCrisis(io))
    .addCommand(listCrises(io))
    .addCommand(resolveCrisis(io));
}
