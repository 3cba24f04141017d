import type { CommandContext } from '../../platform/event-store/command-context';

export class RequestHandoffCommand {
  constructor(
    readonly input: { userId: string | null; email: string | null; summary: string; transcript: { content: string; isBot: boolean }[] },
    readonly ctx: CommandContext,
  ) {}
}
