import type { ManifestView } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** A shipper closes one carrier's day (issue 28 item 6): answers the manifest made (or, retried, the one made before). */
export class CreateManifestCommand {
  constructor(
    readonly input: { carrierId: string; carrierName: string; shipDate: string },
    readonly ctx: CommandContext,
  ) {}
}

export type CreatedManifest = ManifestView;
