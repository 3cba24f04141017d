import { CreateShipmentSchema, parcelsOf } from './shipments';
import { parcelFromItem, toGrams, toMillimetres, toParcel, totalWeightKg, ParcelInputSchema } from './parcels';

// ── Parcels: exact unit conversion, limits after conversion, the one parcel of an item ──

const base = {
  fromAddress: { name: 'A', address: '1 St', city: 'Berlin', country: 'Germany' },
  toAddress: { name: 'B', address: '2 St', city: 'New York', country: 'United States' },
  itemDetails: { description: 'Books', weight: 2, value: 40 },
};
const fields = (body: unknown): string[] => {
  const r = CreateShipmentSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('unit conversion', () => {
  it('converts with the exact international factors, to the gram and the millimetre', () => {
    expect(toGrams(1, 'lb')).toBe(454); // 453.59237 g
    expect(toGrams(16, 'oz')).toBe(454);
    expect(toGrams(100, 'lb')).toBe(45_359); // 45359.237 g
    expect(toGrams(1, 'oz')).toBe(28); // 28.349523125 g
    expect(toGrams(1.2, 'kg')).toBe(1200);
    expect(toGrams(250, 'g')).toBe(250);
    expect(toMillimetres(1, 'in')).toBe(25); // 25.4 mm
    expect(toMillimetres(10, 'in')).toBe(254);
    expect(toMillimetres(20.55, 'cm')).toBe(206); // half up
  });
  it('keeps what the shipper said beside the converted kg and cm', () => {
    expect(toParcel({ weight: { value: 5, unit: 'lb' }, dimensions: { length: 12, width: 10, height: 8, unit: 'in' }, packaging: 'box' })).toEqual({
      weight: { value: 5, unit: 'lb' },
      dimensions: { length: 12, width: 10, height: 8, unit: 'in' },
      packaging: 'box',
      weightKg: 2.268,
      dimensionsCm: { length: 30.5, width: 25.4, height: 20.3 },
    });
  });
  it('derives one parcel in the shipper’s own packaging from the item', () => {
    expect(parcelFromItem({ weight: 4.75, dimensions: { length: 40, width: 30, height: 20.5 } })).toEqual({
      weight: { value: 4.75, unit: 'kg' },
      dimensions: { length: 40, width: 30, height: 20.5, unit: 'cm' },
      packaging: 'custom',
      weightKg: 4.75,
      dimensionsCm: { length: 40, width: 30, height: 20.5 },
    });
    expect(parcelsOf(base)).toEqual([{ weight: { value: 2, unit: 'kg' }, packaging: 'custom', weightKg: 2 }]);
  });
  it('sums the weight in whole grams (0.1 + 0.2 kg is 0.3 kg)', () => {
    expect(totalWeightKg([{ weightKg: 0.1 }, { weightKg: 0.2 }])).toBe(0.3);
    expect(totalWeightKg(parcelsOf({ ...base, parcels: [{ weight: { value: 1, unit: 'lb' } }, { weight: { value: 8, unit: 'oz' } }] }))).toBe(0.681);
  });
});

describe('parcel validation', () => {
  it('accepts the spec payload without parcels, and parcels in any unit', () => {
    expect(fields(base)).toEqual([]);
    expect(fields({ ...base, parcels: [{ weight: { value: 3, unit: 'lb' }, dimensions: { length: 10, width: 8, height: 4, unit: 'in' }, packaging: 'pak' }] })).toEqual([]);
  });
  it('names the field of a bad parcel', () => {
    expect(fields({ ...base, parcels: [] })).toEqual(['parcels']);
    expect(fields({ ...base, parcels: [{ weight: { value: 1, unit: 'stone' } }] })).toEqual(['parcels.0.weight.unit']);
    expect(fields({ ...base, parcels: [{ weight: { value: 1, unit: 'kg' } }, { weight: { value: -1, unit: 'kg' } }] })).toEqual(['parcels.1.weight.value']);
    expect(fields({ ...base, parcels: [{ weight: { value: 2300, unit: 'lb' } }] })).toEqual(['parcels.0.weight.value']); // 1043 kg
    expect(fields({ ...base, parcels: [{ weight: { value: 0.0001, unit: 'kg' } }] })).toEqual(['parcels.0.weight.value']);
    expect(fields({ ...base, parcels: [{ weight: { value: 1, unit: 'kg' }, dimensions: { length: 200, width: 10, height: 10, unit: 'in' } }] })).toEqual([
      'parcels.0.dimensions.length',
    ]);
    expect(fields({ ...base, parcels: [{ weight: { value: 1, unit: 'kg' }, packaging: 'crate' }] })).toEqual(['parcels.0.packaging']);
    expect(fields({ ...base, parcels: Array.from({ length: 51 }, () => ({ weight: { value: 1, unit: 'kg' } })) })).toEqual(['parcels']);
  });
  it('refuses numbers that are not finite instead of coercing them', () => {
    expect(ParcelInputSchema.safeParse({ weight: { value: Infinity, unit: 'kg' } }).success).toBe(false);
    expect(ParcelInputSchema.safeParse({ weight: { value: Number.NaN, unit: 'kg' } }).success).toBe(false);
    expect(ParcelInputSchema.safeParse({ weight: { value: '2', unit: 'kg' } }).success).toBe(false);
  });
});
