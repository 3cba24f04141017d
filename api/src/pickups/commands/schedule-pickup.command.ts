import type { ResolvedAddress } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** A shipper asks a carrier to collect some of their shipments (issue 28 item 3); answers the pickup as requested. */
export class SchedulePickupCommand {
  constructor(
    readonly input: {
      carrierId: string;
      carrierName: string;
      shipmentIds: string[];
      date: string;
      earliest: string;
      latest: string;
      location?: ResolvedAddress;
      parcelCount?: number;
      instructions?: string;
    },
    readonly ctx: CommandContext,
  ) {}
}
