import { Command } from 'commander';
import type { Io } from '../../lib/io';
import { listInquiries } from './list';
import { showInquiry } from './show';
import { respondToInquiry } from './respond';
import { resolveInquiry } from './resolve';

export function inquiries(io: Io): Command {
  return new Command('inquiries')
    .description('the customer-service desk: list, show, respond to and resolve inquiries (agents and admins)')
    .addCommand(listInquiries(io))
    .addCommand(showInquiry(io))
    .addCommand(respondToInquiry(io))
    .addCommand(resolveInquiry(io));
}
