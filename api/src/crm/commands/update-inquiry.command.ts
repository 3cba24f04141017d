import type { CommandContext } from '../../platform/event-store/command-context';
import type { InquiryCommand } from '../domain/decide';

/** Any change to an existing inquiry (respond, reply, status, resolve, close, rate). */
export class UpdateInquiryCommand {
  constructor(
    readonly command: Exclude<InquiryCommand, { type: 'OpenInquiry' }>,
    readonly expectedVersion: number | undefined,
    readonly ctx: CommandContext,
  ) {}
}
