import type { HumanOverrideApplied } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** A person's override, recorded on the override stream (who, when, why, what changed). */
export class RecordOverrideCommand {
  constructor(
    readonly override: HumanOverrideApplied['data'],
    readonly ctx: CommandContext,
  ) {}
}
