import type { CommandContext } from '../../platform/event-store/command-context';
import type { PickupCommand, PickupState } from '../domain/pickup';

/** Any command on a pickup: schedule, change, cancel (the shipper's) or the carrier's answer (the confirmer's). */
export class PickupStreamCommand {
  constructor(
    readonly command: PickupCommand,
    readonly ctx: CommandContext,
  ) {}
}

/** The pickup after the command (a retried command: as it was right after its first try). */
export type PickupAfter = Exclude<PickupState, { status: 'none' }>;
