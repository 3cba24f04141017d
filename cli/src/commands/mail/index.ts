import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { mailOutbox } from './outbox';

export function mail(io: Io): Command {
  return new Command('mail').description('mail the platform sent: confirmation links and account notes (admins)').addCommand(mailOutbox(io));
}
