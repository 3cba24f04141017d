import type { CommandContext } from '../../platform/event-store/command-context';
import type { TrackingEventRecorded } from '@waypost/contracts';

export class RecordTrackingEventCommand {
  constructor(
    readonly shipmentId: string,
    readonly event: { eventType: TrackingEventRecorded['data']['eventType']; description: string; location: string; timestamp?: string },
    readonly expectedVersion: number | undefined,
    readonly ctx: CommandContext,
  ) {}
}
