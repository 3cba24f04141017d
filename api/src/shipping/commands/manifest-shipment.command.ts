import type { ManifestShipment } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/**
 * Puts one of the caller's booked shipments on an end-of-day manifest (issue 28 item 6), sent by the manifests
 * context for each shipment it lists. Answers the manifest line, or the reason it was refused (409 when executed alone).
 */
export class ManifestShipmentCommand {
  constructor(
    readonly shipmentId: string,
    readonly manifest: { manifestId: string; carrierId: string; shipDate: string },
    readonly ctx: CommandContext,
  ) {}
}

export type ManifestShipmentResult = { listed: true; line: ManifestShipment } | { listed: false; reason: string };
