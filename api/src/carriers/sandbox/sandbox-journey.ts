import type { CarrierBooked, ShipmentCreated, TrackingEventRecorded } from '@waypost/contracts';
import { CARRIER_BY_ID, COUNTRIES, HUB_BY_ID, type Carrier, type CountryCode, type Hub } from '../../catalogue/queries/catalogue';
import { crossesCustoms } from '../../catalogue/queries/zones';
import type { Lane } from '../domain/carrier-adapter';
import { seededRandom } from './seeded-random';

// ── The sandbox network's journey of one booked shipment (pure, seeded) ───────
// pickup → hub scans through the carrier's real hubs → customs on lanes that cross a customs border → out for
// delivery → delivered. Seeded exceptions: a delay at a hub, a customs hold, a failed delivery attempt.
// Step times are simulated minutes after booking; the worker divides them by SANDBOX_SPEED.

export interface JourneyStep {
  atSimMinutes: number;
  eventType: TrackingEventRecorded['data']['eventType'];
  description: string;
  location: string;
}

export interface JourneyOptions {
  seed: number;
  /** Probability of each exception kind. */
  exceptionRate: number;
}

const label = (text: string): string => `${text} (sandbox)`;
const hubLabel = (h: Hub): string => `${h.city}, ${COUNTRIES[h.country].name}`;

function nearest(hubs: Hub[], point: { lat: number; lon: number }): Hub | undefined {
  let best: Hub | undefined;
  let bestD = Infinity;
  for (const h of hubs) {
    const d = (h.lat - point.lat) ** 2 + (h.lon - point.lon) ** 2;
    if (d < bestD) [best, bestD] = [h, d];
  }
  return best;
}

/** The carrier's hubs a shipment on this lane passes: one near the origin, one in the destination country. */
export function sandboxRoute(carrier: Carrier, lane: Pick<Lane, 'origin' | 'destination'>, shipmentId: string, seed: number): Hub[] {
  const hubs = carrier.hubs.map((id) => HUB_BY_ID.get(id)).filter((h): h is Hub => h !== undefined);
  const inCountry = (c: CountryCode) => hubs.filter((h) => h.country === c);
  const rnd = seededRandom(seed, `route/${shipmentId}`);
  const originHubs = inCountry(lane.origin);
  const first = originHubs.length > 0 ? originHubs[Math.floor(rnd() * originHubs.length)]! : nearest(hubs, COUNTRIES[lane.origin].gateway);
  const destHubs = inCountry(lane.destination).filter((h) => h.id !== first?.id);
  const last = destHubs.length > 0 ? destHubs[Math.floor(rnd() * destHubs.length)] : undefined;
  return [first, last].filter((h): h is Hub => h !== undefined);
}

export function sandboxJourney(shipment: ShipmentCreated['data'], booking: CarrierBooked['data'], lane: Lane, options: JourneyOptions): JourneyStep[] {
  const carrier = CARRIER_BY_ID.get(booking.carrierId);
  const service = carrier?.services.find((s) => s.id === booking.serviceId);
  const rnd = seededRandom(options.seed, `journey/${shipment.shipmentId}`);
  const transit = service?.transit[lane.zone] ?? { min: 2, max: 5 };
  const days = transit.min + rnd() * Math.max(0, transit.max - transit.min);
  const total = Math.max(6 * 60, days * 24 * 60);
  const hubs = carrier ? sandboxRoute(carrier, lane, shipment.shipmentId, options.seed) : [];
  const name = booking.carrierName;
  const steps: JourneyStep[] = [];
  let shift = 0; // minutes added by exceptions
  const at = (fraction: number) => Math.round(fraction * total + shift);
  const happens = () => rnd() < options.exceptionRate;

  steps.push({ atSimMinutes: 15 + Math.round(rnd() * 30), eventType: 'pickup', description: label(`Picked up by ${name}, ${booking.serviceName}`), location: lane.originCity });
  hubs.forEach((hub, i) => {
    const fraction = hubs.length === 1 ? 0.3 : 0.15 + (0.55 * i) / (hubs.length - 1);
    steps.push({ atSimMinutes: at(fraction), eventType: 'transit', description: label(`Processed at ${name} hub ${hub.id}`), location: hubLabel(hub) });
    if (i === 0 && happens()) {
      const reason = ['Weather delay at the hub', 'Missed connection, rebooked on the next departure', 'Capacity shortage at the hub'][Math.floor(rnd() * 3)]!;
      steps.push({ atSimMinutes: at(fraction) + 30, eventType: 'transit', description: label(`Delayed: ${reason}`), location: hubLabel(hub) });
      shift += 12 * 60 + Math.round(rnd() * 24 * 60);
    }
  });
  if (crossesCustoms(lane.origin, lane.destination)) {
    const where = `${COUNTRIES[lane.destination].gateway.city}, ${COUNTRIES[lane.destination].name}`;
    steps.push({ atSimMinutes: at(0.75), eventType: 'customs', description: label(`Customs clearance started in ${COUNTRIES[lane.destination].name}`), location: where });
    if (happens()) {
      const reason = ['Commercial invoice under review', 'Duties and taxes to be confirmed', 'Inspection by customs'][Math.floor(rnd() * 3)]!;
      steps.push({ atSimMinutes: at(0.75) + 60, eventType: 'customs', description: label(`Customs hold: ${reason}`), location: where });
      shift += 24 * 60 + Math.round(rnd() * 24 * 60);
    }
    steps.push({ atSimMinutes: at(0.82), eventType: 'transit', description: label('Released by customs'), location: where });
  }
  steps.push({ atSimMinutes: at(0.93), eventType: 'out_for_delivery', description: label(`Out for delivery with ${name}`), location: lane.destinationCity });
  if (happens()) {
    const reason = ['Recipient not available', 'Address not accessible', 'Business closed'][Math.floor(rnd() * 3)]!;
    steps.push({
      atSimMinutes: at(0.97),
      eventType: 'delivery_attempt',
      description: label(`Delivery attempt failed: ${reason}; next attempt tomorrow`),
      location: lane.destinationCity,
    });
    shift += 24 * 60;
    steps.push({ atSimMinutes: at(0.93), eventType: 'out_for_delivery', description: label(`Out for delivery with ${name}, second attempt`), location: lane.destinationCity });
  }
  steps.push({ atSimMinutes: at(1), eventType: 'delivered', description: label(`Delivered to ${shipment.toAddress.name}`), location: lane.destinationCity });
  // Times never go backwards.
  for (let i = 1; i < steps.length; i++) steps[i]!.atSimMinutes = Math.max(steps[i]!.atSimMinutes, steps[i - 1]!.atSimMinutes + 1);
  return steps;
}

/** Real time of a step: booking time + simulated minutes / speed. */
export const stepDueAt = (bookedAt: string, step: JourneyStep, speed: number): number => Date.parse(bookedAt) + (step.atSimMinutes * 60_000) / speed;
