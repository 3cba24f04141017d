import { fromGrams, fromMillimetres, type CarrierOption, type Parcel } from '@waypost/contracts';
import { CARRIER_BY_ID } from '../../catalogue/queries/catalogue';
import { DEFAULT_DIMENSIONS_CM } from '../../quoting/queries/quote-shipment.query';

// ── Why the carriers of a served lane take none of a shipment's services: which parcel, and what they allow ──
// Each refusal names the parcel's own field (`parcels.1.weight`, `parcels.1.dimensions`; `itemDetails.weight` for the
// one parcel of a request without parcels) and says the limit in the shipper's unit. Limits as the rate engine holds
// them: per piece, in whole grams and millimetres.

export interface ParcelIssue {
  field: string;
  message: string;
}

/** Where a request's parcels are: its `parcels`, or its item (the request gave none). */
export type ParcelsAt = 'parcels' | 'itemDetails';

interface ServiceLimit {
  maxGrams: number;
  maxMm: number;
}

/** The weight and size limits of the services in `options` (the services that sell the lane). */
export function serviceLimits(options: readonly CarrierOption[]): ServiceLimit[] {
  return options.flatMap((o) => {
    const service = CARRIER_BY_ID.get(o.carrierId)?.services.find((s) => s.id === o.serviceId);
    return service ? [{ maxGrams: service.maxWeightKg * 1000, maxMm: service.maxLengthCm * 10 }] : [];
  });
}

const gramsOf = (p: Parcel): number => Math.round(p.weightKg * 1000);
const longestMmOf = (p: Parcel): number => {
  const d = p.dimensionsCm ?? DEFAULT_DIMENSIONS_CM;
  return Math.round(Math.max(d.length, d.width, d.height) * 10);
};

/** A weight as the shipper gave it, with kg beside any other unit. */
function weightSaid(p: Parcel): string {
  return p.weight.unit === 'kg' ? `${p.weight.value} kg` : `${p.weight.value} ${p.weight.unit} (${p.weightKg} kg)`;
}
/** The carriers' weight limit in kg, and in the parcel's unit when that is another. */
function weightLimit(grams: number, p: Parcel): string {
  const kg = `${fromGrams(grams, 'kg', 3)} kg`;
  return p.weight.unit === 'kg' ? kg : `${kg} (${fromGrams(grams, p.weight.unit)} ${p.weight.unit})`;
}
function sideSaid(p: Parcel, mm: number): string {
  const cm = `${fromMillimetres(mm, 'cm')} cm`;
  const unit = p.dimensions?.unit ?? 'cm';
  return unit === 'cm' ? cm : `${fromMillimetres(mm, unit)} ${unit} (${cm})`;
}

/**
 * The parcels that no service of `limits` takes, each with its field and what the carriers allow; when every parcel
 * fits some service but no one service takes them all, one issue on the parcels together. Empty: they all fit.
 */
export function parcelIssues(parcels: readonly Parcel[], limits: readonly ServiceLimit[], at: ParcelsAt): ParcelIssue[] {
  if (limits.length === 0 || parcels.length === 0) return [];
  const maxGrams = Math.max(...limits.map((l) => l.maxGrams));
  const maxMm = Math.max(...limits.map((l) => l.maxMm));
  const fieldOf = (i: number, part: 'weight' | 'dimensions' | null) => {
    const base = at === 'parcels' ? `parcels.${i}` : 'itemDetails';
    return part ? `${base}.${part}` : base;
  };
  const issues: ParcelIssue[] = [];
  parcels.forEach((p, i) => {
    const grams = gramsOf(p);
    const mm = longestMmOf(p);
    if (grams > maxGrams) {
      issues.push({ field: fieldOf(i, 'weight'), message: `weighs ${weightSaid(p)}; the carriers on this lane take at most ${weightLimit(maxGrams, p)} a parcel` });
    }
    if (mm > maxMm) {
      issues.push({ field: fieldOf(i, 'dimensions'), message: `has a side of ${sideSaid(p, mm)}; the carriers on this lane take at most ${sideSaid(p, maxMm)} a side` });
    }
    if (grams <= maxGrams && mm <= maxMm && !limits.some((l) => grams <= l.maxGrams && mm <= l.maxMm)) {
      const offers = [...new Map(limits.map((l) => [`${l.maxGrams}/${l.maxMm}`, l])).values()]
        .sort((a, b) => a.maxGrams - b.maxGrams)
        .map((l) => `up to ${weightLimit(l.maxGrams, p)} with sides up to ${sideSaid(p, l.maxMm)}`);
      issues.push({
        field: fieldOf(i, null),
        message: `weighs ${weightSaid(p)} with a side of ${sideSaid(p, mm)}; no carrier on this lane takes both (they take ${offers.join(', or ')})`,
      });
    }
  });
  if (issues.length > 0) return issues;
  const together = limits.some((l) => parcels.every((p) => gramsOf(p) <= l.maxGrams && longestMmOf(p) <= l.maxMm));
  return together ? [] : [{ field: at, message: `hold parcels that each fit some carrier on this lane, but no one carrier takes all ${parcels.length} together` }];
}
