import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { fxShow } from './show';
import { fxUpdate } from './update';

export function fx(io: Io): Command {
  return new Command('fx').description('exchange rates: the ECB euro reference rates quotes and taxes convert with').addCommand(fxShow(io)).addCommand(fxUpdate(io));
}
