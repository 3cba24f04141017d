import type { ShippingPreferenceInput } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** A shipper's carrier priority and/or label default (ShippingPreferenceSet, LabelPreferenceSet); the same values again append nothing. */
export class SetShippingPreferenceCommand {
  constructor(
    readonly userId: string,
    readonly preference: ShippingPreferenceInput,
    readonly ctx: CommandContext,
  ) {}
}
