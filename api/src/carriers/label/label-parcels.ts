import type { LabelParcel } from './label-layout';

// ── The label's parcels from the shipment read model: its `parcels` when it has them, else one from itemDetails ──

/** What the read model may hold: `parcels` (kg/cm converted) once shipments carry them; itemDetails always. */
export interface ParcelSource {
  itemDetails: { weight: number; dimensions?: { length?: number; width?: number; height?: number } | null };
  parcels?: readonly { weightKg: number; lengthCm?: number; widthCm?: number; heightCm?: number }[] | null;
}

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function labelParcels(shipment: ParcelSource): LabelParcel[] {
  if (shipment.parcels && shipment.parcels.length > 0)
    return shipment.parcels.map((p) => ({
      weightKg: p.weightKg,
      ...(positive(p.lengthCm) ? { lengthCm: p.lengthCm } : {}),
      ...(positive(p.widthCm) ? { widthCm: p.widthCm } : {}),
      ...(positive(p.heightCm) ? { heightCm: p.heightCm } : {}),
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
