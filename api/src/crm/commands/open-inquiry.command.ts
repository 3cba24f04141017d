import type { CreateInquiryInput } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

export class OpenInquiryCommand {
  constructor(
    readonly input: CreateInquiryInput,
    readonly openedBy: { kind: 'customer' | 'agent'; id: string },
    readonly ctx: CommandContext,
  ) {}
}
