import { tinyPdf } from '../testing/fake-files';
// ── The MyDHL fake's waybills: their checkpoints as GET /shipments/{number}/tracking lists them, and label bytes ──
// Checkpoint codes and wording follow DHL's published examples (PU "Shipment picked up", PL "Processed at", DF
// "Shipment has departed from a DHL facility", AF, RR, CR, AR, WC "Shipment is out with courier for delivery", OK
// "Delivered"). Times are local to the checkpoint's service area, with its GMTOffset when the client asks for it.

type Json = Record<string, unknown>;

export interface Party {
  cityName: string;
  postalCode: string;
  countryCode: string;
}

/** Offsets of the service areas the fake knows (standard time); elsewhere UTC. */
const OFFSETS: Record<string, string> = { US: '-05:00', DE: '+01:00', FR: '+01:00', GB: '+00:00', CZ: '+01:00' };

/** A DHL service area as tracking shows it: a three-letter code and "CITY-CC". */
export function serviceArea(city: string, country: string): { code: string; description: string } {
  const code =
    city
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'XXX';
  return { code, description: country ? `${city.toUpperCase()}-${country}` : city.toUpperCase() };
}

/** Service areas the fake knows, by postcode: what its /address-validate answers about. */
export const KNOWN_AREAS = [
  { countryCode: 'US', postalCode: '10118', cityName: 'NEW YORK' },
  { countryCode: 'US', postalCode: '94043', cityName: 'MOUNTAIN VIEW' },
  { countryCode: 'DE', postalCode: '10117', cityName: 'BERLIN' },
  { countryCode: 'DE', postalCode: '80331', cityName: 'MUENCHEN' },
];

/** The code the fake reports for the `unknown` step: invented, not in DHL's list (every listed code is mapped). */
export const UNLISTED_CODE = 'ZZ';

interface Checkpoint {
  at: number;
  typeCode: string;
  description: string;
  area: Party;
}

export class DhlJourney {
  readonly events: Checkpoint[] = [];
  private readonly created = Date.now();
  /** 0 created, 1 on its way, 2 out for delivery, 3 delivered. */
  private stage = 0;

  constructor(
    readonly number: string,
    private readonly productCode: string,
    private readonly description: string,
    private readonly shipper: Party,
    private readonly receiver: Party,
    private readonly weight: number,
    private readonly pieces: number,
    private readonly dutiable: boolean,
  ) {}

  /** `next` is the end-to-end runner's step: on its way, then out for delivery, then delivered. */
  advance(step: 'in_transit' | 'delivered' | 'unknown' | 'next'): void {
    if (step === 'unknown') return this.add(UNLISTED_CODE, 'Checkpoint code the fake invented (not in the published list)', this.receiver);
    const target = step === 'in_transit' ? 1 : step === 'delivered' ? 3 : Math.min(3, this.stage + 1);
    while (this.stage < target) {
      this.stage += 1;
      if (this.stage === 1) this.onItsWay();
      if (this.stage === 2) {
        this.add('AR', `Arrived at DHL Delivery Facility - ${serviceArea(this.receiver.cityName, this.receiver.countryCode).description}`, this.receiver);
        this.add('WC', 'Shipment is out with courier for delivery', this.receiver);
      }
      if (this.stage === 3) this.add('OK', 'Delivered', this.receiver);
    }
  }

  private onItsWay(): void {
    const origin = serviceArea(this.shipper.cityName, this.shipper.countryCode).description;
    this.add('PU', 'Shipment picked up', this.shipper);
    this.add('PL', `Processed at - ${origin}`, this.shipper);
    this.add('DF', `Shipment has departed from a DHL facility - ${origin}`, this.shipper);
    if (this.shipper.countryCode === this.receiver.countryCode) return;
    this.add('AF', `Arrived at DHL Sort Facility - ${serviceArea(this.receiver.cityName, this.receiver.countryCode).description}`, this.receiver);
    if (!this.dutiable) return;
    this.add('RR', 'Customs clearance status updated. Note - The Customs clearance process may start while the shipment is in transit to the destination.', this.receiver);
    this.add('CR', `Clearance processing complete at - ${serviceArea(this.receiver.cityName, this.receiver.countryCode).description}`, this.receiver);
  }

  private add(typeCode: string, description: string, area: Party): void {
    this.events.push({ at: this.created + (this.events.length + 1) * 95 * 60_000, typeCode, description, area });
  }

  /** One shipments[] entry of the tracking answer, checkpoints oldest first as in DHL's sample. */
  answer(withOffset: boolean): Json {
    const party = (p: Party) => ({
      name: '',
      postalAddress: { cityName: p.cityName, postalCode: p.postalCode, countryCode: p.countryCode },
      serviceArea: [serviceArea(p.cityName, p.countryCode)],
    });
    return {
      shipmentTrackingNumber: this.number,
      status: 'Success',
      shipmentTimestamp: local(this.created, this.shipper).slice(0, 19),
      productCode: this.productCode,
      description: this.description,
      shipperDetails: party(this.shipper),
      receiverDetails: party(this.receiver),
      totalWeight: this.weight,
      unitOfMeasurements: 'metric',
      events: this.events.map((e) => {
        const at = local(e.at, e.area);
        return {
          date: at.slice(0, 10),
          time: at.slice(11, 19),
          ...(withOffset ? { GMTOffset: at.slice(19) } : {}),
          typeCode: e.typeCode,
          description: e.description,
          serviceArea: [serviceArea(e.area.cityName, e.area.countryCode)],
          ...(e.typeCode === 'OK' ? { signedBy: '' } : {}),
        };
      }),
      numberOfPieces: this.pieces,
    };
  }
}

/** "YYYY-MM-DDTHH:MM:SS+HH:MM" at the area's offset. */
function local(at: number, area: Party): string {
  const offset = OFFSETS[area.countryCode] ?? '+00:00';
  const minutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return `${new Date(at + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}

/** A one-page PDF 1.4 with a line of text and a correct cross-reference table: what a label download must start with. */
export { tinyPdf };
