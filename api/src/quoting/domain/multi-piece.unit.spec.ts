import { CARRIERS } from '../../catalogue/queries/catalogue';
import { zoneBetween } from '../../catalogue/queries/zones';
import { chargeableGrams, parcelFrom, quoteService, volumetricGrams, type Parcel } from './rate-engine';
import { ctxFor } from './test-fixtures';

// ── Multi-piece shipments (issue 24): each piece bills at max(actual, volumetric), the shipment at the sum ──

const METRIC = { system: 'metric', divisor: 5000 } as const;
const dense = { actualGrams: 10_000, lengthMm: 200, widthMm: 200, heightMm: 200 }; // 10 kg, volumetric 1.6 kg
const bulky = { actualGrams: 1_000, lengthMm: 500, widthMm: 400, heightMm: 300 }; // 1 kg, volumetric 12 kg

describe('chargeable weight of a multi-piece shipment', () => {
  it('sums each piece’s greater weight, never nets one piece against another', () => {
    expect(volumetricGrams(dense, METRIC)).toBe(1_600);
    expect(volumetricGrams(bulky, METRIC)).toBe(12_000);
    expect(chargeableGrams([dense, bulky], METRIC)).toBe(10_000 + 12_000);
    // netted as one consignment it would be max(11 kg, 13.6 kg) = 13.6 kg: carriers do not bill that way
    expect(chargeableGrams([dense, bulky], METRIC)).toBeGreaterThan(Math.max(11_000, 13_600));
    expect(chargeableGrams([bulky], METRIC)).toBe(12_000);
  });

  it('prices two pieces at the chargeable weight, and a single piece as before', () => {
    const ctx = ctxFor('EUR');
    const carrier = CARRIERS.find((c) => c.id === 'dhl-express')!;
    const service = carrier.services.find((s) => s.tariff[zoneBetween('DE', 'US')])!;
    const lane = { origin: 'DE' as const, destination: 'US' as const };
    const zone = zoneBetween('DE', 'US');
    const one = parcelFrom({ weightKg: 1, lengthCm: 50, widthCm: 40, heightCm: 30, valueMinor: 10_000, category: 'general' });
    const alone = quoteService(carrier, service, lane, zone, one, ctx)!;
    const asPiece = quoteService(carrier, service, lane, zone, { ...one, pieces: [one] }, ctx)!;
    expect(asPiece.totalMinor).toBe(alone.totalMinor);
    const two: Parcel = { ...one, actualGrams: 11_000, pieces: [dense, bulky] };
    const both = quoteService(carrier, service, lane, zone, two, ctx)!;
    expect(both.billableGrams).toBe(chargeableGrams([dense, bulky], service.volumetric));
    expect(both.volumetricGrams).toBe(volumetricGrams(dense, service.volumetric) + volumetricGrams(bulky, service.volumetric));
    expect(both.totalMinor).toBeGreaterThan(alone.totalMinor);
  });

  it('refuses a service when any one piece is over its limits', () => {
    const ctx = ctxFor('EUR');
    const carrier = CARRIERS.find((c) => c.id === 'dhl-express')!;
    const service = carrier.services.find((s) => s.tariff[zoneBetween('DE', 'US')])!;
    const zone = zoneBetween('DE', 'US');
    const tooHeavy = { ...dense, actualGrams: service.maxWeightKg * 1000 + 1 };
    const p: Parcel = { ...dense, actualGrams: tooHeavy.actualGrams + 1000, valueMinor: 0, category: 'general', pieces: [tooHeavy, { ...dense, actualGrams: 1000 }] };
    expect(quoteService(carrier, service, { origin: 'DE', destination: 'US' }, zone, p, ctx)).toBeUndefined();
  });
});
