import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { taxEstimate } from './estimate';

export function tax(io: Io): Command {
  return new Command('tax').description('tax and customs estimates (Tax Compliance Center)').addCommand(taxEstimate(io));
}
