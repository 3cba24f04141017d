import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MANIFEST_MAX_SHIPMENTS, MANIFEST_STREAM_TYPE, manifestStreamId, type EventStore, type ManifestCreated, type ManifestShipment } from '@waypost/contracts';
import { EVENT_STORE } from '../../platform/tokens';
import { handleStreamCommand } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { ManifestShipmentCommand, type ManifestShipmentResult } from '../../shipping/commands/manifest-shipment.command';
import { decideManifest, foldManifest, manifestTotals } from '../domain/manifest';
import { ManifestsQueries } from '../queries/manifests.queries';
import { CreateManifestCommand, type CreatedManifest } from './create-manifest.command';

/**
 * Closes each candidate on its own stream first (ShipmentManifested), then records the manifest with the shipments it
 * closed. A shipment another manifest or a void took meanwhile is refused by its stream and left out. The manifest id
 * and every shipment's command id derive from the request's command id, so a retry (same Idempotency-Key) after a crash
 * finishes the same manifest and never lists a shipment twice.
 */
@CommandHandler(CreateManifestCommand)
export class CreateManifestHandler implements ICommandHandler<CreateManifestCommand, CreatedManifest> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly queries: ManifestsQueries,
  ) {}

  async execute({ input, ctx }: CreateManifestCommand): Promise<CreatedManifest> {
    const manifestId = derivedId(ctx.commandId, 'manifest');
    const streamId = manifestStreamId(manifestId);
    const ownerId = ctx.actor.id;
    const made = foldManifest(await this.store.readStream(streamId));
    if (made.status === 'none') {
      const manifest = { manifestId, carrierId: input.carrierId, shipDate: input.shipDate };
      const candidates = await this.queries.candidates(ownerId, input.carrierId, input.shipDate, MANIFEST_MAX_SHIPMENTS);
      const listed: ManifestShipment[] = [];
      const refused: { trackingNumber: string; reason: string }[] = [];
      for (const candidate of candidates) {
        const shipmentCtx = { ...ctx, commandId: derivedId(ctx.commandId, `manifest/${candidate.shipmentId}`) };
        const result = await this.commands.execute<ManifestShipmentCommand, ManifestShipmentResult>(new ManifestShipmentCommand(candidate.shipmentId, manifest, shipmentCtx));
        if (result.listed) listed.push(result.line);
        else refused.push({ trackingNumber: candidate.trackingNumber, reason: result.reason });
      }
      const data = { ...input, manifestId, ownerId, listed, refused, now: ctx.now };
      const result = await handleStreamCommand({
        store: this.store,
        streamId,
        streamType: MANIFEST_STREAM_TYPE,
        ctx,
        fold: foldManifest,
        decide: (state) => decideManifest({ type: 'CreateManifest', data }, state),
      });
      return viewOf(result.events[0] as ManifestCreated);
    }
    // A retry (same Idempotency-Key): the same actor and request, answered with the manifest made then.
    const result = await handleStreamCommand({ store: this.store, streamId, streamType: MANIFEST_STREAM_TYPE, ctx, fold: foldManifest, decide: () => [] });
    const first = result.history[0] as unknown as ManifestCreated | undefined;
    if (!first || first.data.ownerId !== ownerId) throw new Error(`Manifest ${manifestId} belongs to another request`);
    return viewOf(first);
  }
}

function viewOf(event: ManifestCreated): CreatedManifest {
  const d = event.data;
  return {
    id: d.manifestId,
    carrierId: d.carrierId,
    carrierName: d.carrierName,
    shipDate: d.shipDate,
    shipmentCount: d.shipments.length,
    ...manifestTotals(d.shipments),
    shipments: d.shipments,
    createdAt: d.createdAt,
    pdfHref: `/api/manifests/${d.manifestId}/pdf`,
  };
}
