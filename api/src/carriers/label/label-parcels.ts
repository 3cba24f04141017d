import type { LabelParcel } from './label-layout';

// ── The label's parcels from the shipment read model: its `parcels` when it has them, else one from itemDetails ──

/** What the read model holds: `parcels` (kg/cm converted; null on rows projected before issue 24), itemDetails always. */
export interface ParcelSource {
  itemDetails: { weight: number; dimensions?: { length?: number; width?: number; height?: number } | null };
  parcels?: readonly { weightKg: number; dimensionsCm?: { length: number; width: number; height: number } | undefined }[] | null;
}

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function labelParcels(shipment: ParcelSource): LabelParcel[] {
  if (shipment.parcels && shipment.parcels.length > 0)
    return shipment.parcels.map((p) => ({
      weightKg: p.weightKg,
      ...(positive(p.dimensionsCm?.length) ? { lengthCm: p.dimensionsCm.length } : {}),
      ...(positive(p.dimensionsCm?.width) ? { widthCm: p.dimensionsCm.width } : {}),
      ...(positive(p.dimensionsCm?.height) ? { heightCm: p.dimensionsCm.height } : {}),
    }));
  const d = shipment.itemDetails.dimensions ?? {};
  return [
    {
      weightKg: shipment.itemDetails.weight,
      ...(positive(d.length) ? { lengthCm: d.length } : {}),
      ...(positive(d.width) ? { widthCm: d.width } : {}),
      ...(positive(d.height) ? { heightCm: d.height } : {}),
    },
  ];
}
