import type { ShipmentPreference } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** A shipper's carrier preference (ShippingPreferenceSet); the same value again appends nothing. */
export class SetShippingPreferenceCommand {
  constructor(
    readonly userId: string,
    readonly priority: ShipmentPreference,
    readonly ctx: CommandContext,
  ) {}
}
