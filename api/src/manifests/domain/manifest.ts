import { MANIFEST_NOTICES, type ManifestEvent, type ManifestShipment } from '@waypost/contracts';

// ── Manifest: state, evolve and decide (pure; time and ids come in the command) ──
// A manifest is made once and never changes: its shipments were closed on their own streams (ShipmentManifested)
// before it is recorded, so its list holds only the shipments that this manifest, and no other, closed.

export type ManifestState = { status: 'none'; version: 0 } | { status: 'created'; version: number; data: Extract<ManifestEvent, { type: 'ManifestCreated' }>['data'] };

export const initialManifestState = (): ManifestState => ({ status: 'none', version: 0 });

export function evolveManifest(state: ManifestState, event: ManifestEvent): ManifestState {
  switch (event.type) {
    case 'ManifestCreated':
      return { status: 'created', version: state.version + 1, data: event.data };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
}

export const foldManifest = (events: { type: string; data: unknown }[]): ManifestState => events.reduce((s, e) => evolveManifest(s, e as ManifestEvent), initialManifestState());

export type ManifestCommand = {
  type: 'CreateManifest';
  data: {
    manifestId: string;
    ownerId: string;
    carrierId: string;
    carrierName: string;
    shipDate: string;
    /** The shipments closed for this manifest, and the ones that could not be (why), in the order they were tried. */
    listed: ManifestShipment[];
    refused: { trackingNumber: string; reason: string }[];
    now: string;
  };
};

/** Nothing to list (HTTP 422): every candidate was voided, picked up or manifested meanwhile, or there was none. */
export class ManifestEmptyError extends Error {
  readonly issues: { field: string; message: string }[];
  constructor(message: string, refused: readonly { trackingNumber: string; reason: string }[]) {
    super(message);
    this.name = 'ManifestEmptyError';
    this.issues = refused.length ? refused.map((r) => ({ field: r.trackingNumber, message: r.reason })) : [{ field: 'shipDate', message }];
  }
}

export class ManifestExistsError extends Error {
  constructor(manifestId: string) {
    super(`Manifest ${manifestId} exists already`);
    this.name = 'ConflictError';
  }
}

export function decideManifest(command: ManifestCommand, state: ManifestState): ManifestEvent[] {
  const c = command.data;
  if (state.status !== 'none') throw new ManifestExistsError(c.manifestId);
  if (c.listed.length === 0) throw new ManifestEmptyError(MANIFEST_NOTICES.nothingToManifest(c.carrierName, c.shipDate), c.refused);
  const { manifestId, ownerId, carrierId, carrierName, shipDate, listed, now } = c;
  return [{ type: 'ManifestCreated', data: { manifestId, ownerId, carrierId, carrierName, shipDate, shipments: listed, createdAt: now } }];
}

/** The manifest's totals: parcels and weight. */
export const manifestTotals = (shipments: readonly ManifestShipment[]) => ({
  parcelCount: shipments.reduce((n, s) => n + s.parcelCount, 0),
  weightGrams: shipments.reduce((n, s) => n + s.weightGrams, 0),
});
