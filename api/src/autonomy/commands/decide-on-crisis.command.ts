import type { CrisisEvent } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';
import type { CrisisState } from '../domain/crisis';

/** Activate or resolve one crisis stream: `decide` is the crisis domain's decision on the stream as it is then. */
export class DecideOnCrisisCommand {
  constructor(
    readonly crisisId: string,
    readonly decide: (state: CrisisState) => CrisisEvent[],
    readonly ctx: CommandContext,
  ) {}
}
