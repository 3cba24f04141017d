import type { DispatchEvent } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';
import type { DispatchState } from '../domain/dispatch';

/**
 * A decision on one shipment's dispatch stream (the dispatcher's, a person's override): `decide` says what to append
 * given the stream as it is when the command runs (nothing, when the decision was taken already).
 */
export class DecideOnDispatchCommand {
  constructor(
    readonly shipmentId: string,
    readonly decide: (state: DispatchState) => DispatchEvent[],
    readonly ctx: CommandContext,
  ) {}
}
