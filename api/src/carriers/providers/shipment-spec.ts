import { toGrams, type Customs, type CustomsItem, type Parcel, type StoredAddress } from '@waypost/contracts';
import { countryOf, DEFAULT_DIMENSIONS_CM } from '../../quoting/queries/quote-shipment.query';
import type { PartyAddress, ProviderCustoms, ShipmentSpec } from './provider';

// ── Our shipment as a provider request (issue 27): addresses, parcels and the customs declaration ──
// Parcels are already converted to kg and cm on the shipment (issue 24); a parcel without dimensions is sent with the
// quoting engine's default box, as it was priced. Customs lines are totals per line (unit value and weight times
// quantity), the way every provider's customs item is declared.

/** A customs declaration as a provider rates it: a rate request made before the goods are classified has no HS code. */
export type SpecCustoms = Omit<Customs, 'items'> & { items: (Omit<CustomsItem, 'hsCode'> & { hsCode?: string | undefined })[] };

export interface SpecSource {
  shipmentId: string;
  fromAddress: StoredAddress;
  toAddress: StoredAddress;
  itemDetails: { description?: string; weight: number; dimensions?: { length: number; width: number; height: number } | undefined };
  parcels?: Parcel[] | undefined;
  customs?: SpecCustoms | undefined;
  /** ISO timestamp: the ship date is its day. */
  shipAt: string;
}

function party(a: StoredAddress): PartyAddress {
  const country = a.countryCode ?? countryOf(a) ?? a.country.trim().toUpperCase();
  return {
    name: a.name,
    ...(a.company ? { company: a.company } : {}),
    street1: a.address,
    ...(a.address2 ? { street2: a.address2 } : {}),
    city: a.city,
    ...(a.state ? { state: a.state } : {}),
    postalCode: a.postalCode ?? '',
    country,
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.residential !== undefined ? { residential: a.residential } : {}),
  };
}

function customsOf(c: SpecCustoms, signer: string): ProviderCustoms {
  return {
    contents: c.contentType,
    incoterm: c.incoterm,
    signer,
    items: c.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      valueMinor: i.unitValue.amountMinor * i.quantity,
      currency: i.unitValue.currency,
      weightKg: (toGrams(i.weight.value, i.weight.unit) * i.quantity) / 1000,
      ...(i.hsCode ? { hsCode: i.hsCode } : {}),
      originCountry: i.originCountry,
    })),
  };
}

export function shipmentSpec(s: SpecSource): ShipmentSpec {
  const dims = (d: { length: number; width: number; height: number } | undefined) => d ?? DEFAULT_DIMENSIONS_CM;
  const parcels = s.parcels?.length
    ? s.parcels.map((p) => {
        const d = dims(p.dimensionsCm);
        return { weightKg: p.weightKg, lengthCm: d.length, widthCm: d.width, heightCm: d.height };
      })
    : [
        {
          weightKg: s.itemDetails.weight,
          lengthCm: dims(s.itemDetails.dimensions).length,
          widthCm: dims(s.itemDetails.dimensions).width,
          heightCm: dims(s.itemDetails.dimensions).height,
        },
      ];
  return {
    reference: s.shipmentId,
    from: party(s.fromAddress),
    to: party(s.toAddress),
    parcels,
    ...(s.customs ? { customs: customsOf(s.customs, s.fromAddress.name) } : {}),
    shipDate: s.shipAt.slice(0, 10),
  };
}
