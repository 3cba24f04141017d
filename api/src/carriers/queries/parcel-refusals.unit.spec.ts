import { toParcel, type ParcelInput } from '@waypost/contracts';
import { laneCoverage, type LaneShipment } from './lane-options';
import { parcelIssues } from './parcel-refusals';

// ── A served lane whose carriers take none of the parcels: the refusal names each parcel's own field and the limit ──
// DHL Express and UPS (integrators): at most 70 kg and 150 cm a side per parcel on DE → US.

const INTEGRATORS = ['dhl-express', 'ups'];
const base: LaneShipment = {
  fromAddress: { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'B', address: '2 St', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Parts', weight: 2, value: 40 },
  createdAt: '2026-11-22T10:00:00.000Z',
};
const withParcels = (...parcels: ParcelInput[]): LaneShipment => ({ ...base, parcels: parcels.map(toParcel) });
const kg = (value: number): ParcelInput => ({ weight: { value, unit: 'kg' } });
const refusal = (shipment: LaneShipment) => {
  const coverage = laneCoverage(shipment, INTEGRATORS);
  if (coverage.served) throw new Error('expected a refusal');
  return coverage;
};

describe('a parcel no carrier on the lane takes', () => {
  it('is named by its own field in parcels, with the weight limit', () => {
    const c = refusal(withParcels(kg(5), kg(80)));
    expect(c.issues).toEqual([{ field: 'parcels.1.weight', message: 'weighs 80 kg; the carriers on this lane take at most 70 kg a parcel' }]);
    expect(c.field).toBe('parcels.1.weight');
    expect(c.reason).toBe('parcels.1.weight weighs 80 kg; the carriers on this lane take at most 70 kg a parcel');
  });

  it("says the limits in the shipper's own units beside kg and cm", () => {
    const c = refusal(withParcels({ weight: { value: 200, unit: 'lb' }, dimensions: { length: 70, width: 10, height: 10, unit: 'in' } }));
    expect(c.issues).toEqual([
      { field: 'parcels.0.weight', message: 'weighs 200 lb (90.718 kg); the carriers on this lane take at most 70 kg (154.3 lb) a parcel' },
      { field: 'parcels.0.dimensions', message: 'has a side of 70 in (177.8 cm); the carriers on this lane take at most 59.1 in (150 cm) a side' },
    ]);
  });

  it('names every parcel that is too big, and only those', () => {
    const long = { weight: { value: 1, unit: 'kg' }, dimensions: { length: 20, width: 160, height: 10, unit: 'cm' } } as const;
    const c = refusal(withParcels(kg(1), long, kg(71)));
    expect(c.issues!.map((i) => i.field)).toEqual(['parcels.1.dimensions', 'parcels.2.weight']);
    expect(c.issues![0]!.message).toBe('has a side of 160 cm; the carriers on this lane take at most 150 cm a side');
  });

  it('names itemDetails when the request gave no parcels', () => {
    const item = { ...base, itemDetails: { description: 'Boat', weight: 1, value: 10, dimensions: { length: 400, width: 100, height: 100 } } };
    const c = refusal(item);
    expect(c.issues).toEqual([{ field: 'itemDetails.dimensions', message: 'has a side of 400 cm; the carriers on this lane take at most 150 cm a side' }]);
    // the create handler passes the item's one parcel, and says where it came from
    const derived = laneCoverage(
      { ...item, parcels: [toParcel({ weight: { value: 1, unit: 'kg' }, dimensions: { length: 400, width: 100, height: 100, unit: 'cm' } })] },
      INTEGRATORS,
      'itemDetails',
    );
    expect(derived).toMatchObject({ served: false, field: 'itemDetails.dimensions' });
  });

  it('still refuses a lane no carrier runs by its country, not by a parcel', () => {
    const c = laneCoverage({ ...withParcels(kg(80)), toAddress: { ...base.toAddress, city: 'McMurdo Station', country: 'Antarctica' } }, INTEGRATORS);
    expect(c).toMatchObject({ served: false, field: 'toAddress.country' });
  });
});

describe('parcelIssues', () => {
  const limits = [
    { maxGrams: 70_000, maxMm: 3_000 },
    { maxGrams: 1_000_000, maxMm: 1_500 },
  ];
  it('refuses a parcel each limit takes half of: heavy for the long service, long for the heavy one', () => {
    const p = toParcel({ weight: { value: 100, unit: 'kg' }, dimensions: { length: 200, width: 10, height: 10, unit: 'cm' } });
    expect(parcelIssues([p], limits, 'parcels')).toEqual([
      {
        field: 'parcels.0',
        message:
          'weighs 100 kg with a side of 200 cm; no carrier on this lane takes both (they take up to 70 kg with sides up to 300 cm, or up to 1000 kg with sides up to 150 cm)',
      },
    ]);
  });
  it('refuses parcels that each fit one service but not one service together', () => {
    const heavy = toParcel({ weight: { value: 100, unit: 'kg' } });
    const long = toParcel({ weight: { value: 1, unit: 'kg' }, dimensions: { length: 200, width: 10, height: 10, unit: 'cm' } });
    expect(parcelIssues([heavy, long], limits, 'parcels')).toEqual([
      { field: 'parcels', message: 'hold parcels that each fit some carrier on this lane, but no one carrier takes all 2 together' },
    ]);
    expect(parcelIssues([heavy], limits, 'parcels')).toEqual([]);
  });
});
