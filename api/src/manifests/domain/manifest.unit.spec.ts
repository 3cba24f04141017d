import { MANIFEST_NOTICES, type ManifestShipment } from '@waypost/contracts';
import { decideManifest, evolveManifest, foldManifest, initialManifestState, ManifestEmptyError, manifestTotals, type ManifestCommand } from './manifest';

// ── Manifest decide: given a state, when CreateManifest, then ManifestCreated or a refusal ──

const line = (n: number): ManifestShipment => ({
  shipmentId: `00000000-0000-4000-8000-00000000000${n}`,
  trackingNumber: `2PG-2026-00000${n}`,
  reference: `REF${n}`,
  toCity: 'Lyon',
  toCountry: 'FR',
  parcelCount: n,
  weightGrams: 1000 * n,
});
const command = (listed: ManifestShipment[], refused: ManifestCommand['data']['refused'] = []): ManifestCommand => ({
  type: 'CreateManifest',
  data: { manifestId: 'm-1', ownerId: 'u-1', carrierId: 'ups', carrierName: 'UPS', shipDate: '2026-11-25', listed, refused, now: '2026-11-25T17:00:00.000Z' },
});

describe('decideManifest', () => {
  it('records the manifest with the shipments its streams closed', () => {
    const events = decideManifest(command([line(1), line(2)]), initialManifestState());
    expect(events).toEqual([
      {
        type: 'ManifestCreated',
        data: {
          manifestId: 'm-1',
          ownerId: 'u-1',
          carrierId: 'ups',
          carrierName: 'UPS',
          shipDate: '2026-11-25',
          shipments: [line(1), line(2)],
          createdAt: '2026-11-25T17:00:00.000Z',
        },
      },
    ]);
    const state = evolveManifest(initialManifestState(), events[0]!);
    expect(state).toMatchObject({ status: 'created', version: 1 });
  });

  it('refuses an empty manifest, naming each shipment that was refused and why', () => {
    const refused = [{ trackingNumber: '2PG-2026-000009', reason: 'Shipment 2PG-2026-000009 is on manifest m-0' }];
    const attempt = () => decideManifest(command([], refused), initialManifestState());
    expect(attempt).toThrow(ManifestEmptyError);
    expect(attempt).toThrow(MANIFEST_NOTICES.nothingToManifest('UPS', '2026-11-25'));
    try {
      attempt();
    } catch (error) {
      expect((error as ManifestEmptyError).issues).toEqual([{ field: '2PG-2026-000009', message: refused[0]!.reason }]);
    }
  });

  it('never records a manifest twice', () => {
    const state = foldManifest(decideManifest(command([line(1)]), initialManifestState()));
    expect(() => decideManifest(command([line(2)]), state)).toThrow('exists already');
  });

  it('totals parcels and weight', () => {
    expect(manifestTotals([line(1), line(3)])).toEqual({ parcelCount: 4, weightGrams: 4000 });
  });
});
