import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { cancelPickup } from './cancel';
import { changePickup } from './change';
import { listPickups } from './list';
import { schedulePickup } from './schedule';

export function pickups(io: Io): Command {
  return new Command('pickups')
    .description('carrier pickups: schedule, list, change and cancel a collection of your booked shipments')
    .addCommand(schedulePickup(io))
    .addCommand(listPickups(io))
    .addCommand(changePickup(io))
    .addCommand(cancelPickup(io));
}
