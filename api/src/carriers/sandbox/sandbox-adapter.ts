import { deliveryEstimate } from '@waypost/contracts';
import { CARRIERS, COUNTRIES, type Carrier } from '../../catalogue/queries/catalogue';
import { selectCarrier } from '../workers/carrier-selection';
import { laneOf } from '../../quoting/queries/quote-shipment.query';
import {
  CarrierRefusedError,
  type BookingConfirmation,
  type BookingRequest,
  type CarrierAdapter,
  type CarrierRate,
  type RateRequest,
  type TrackRequest,
  type TrackResult,
} from '../domain/carrier-adapter';
import { digitsFrom } from './seeded-random';
import { sandboxJourney, sandboxRoute, stepDueAt, type JourneyOptions } from './sandbox-journey';

// ── A sandbox carrier: answers from the catalogue and a seeded journey, labelled sandbox ──

export interface SandboxOptions extends JourneyOptions {
  /** Simulated minutes per real minute (SANDBOX_SPEED). */
  speed: number;
}

export class SandboxCarrierAdapter implements CarrierAdapter {
  readonly sandbox = true;

  constructor(
    readonly carrier: Carrier,
    private readonly options: SandboxOptions,
  ) {}

  async rate({ shipment }: RateRequest): Promise<CarrierRate[]> {
    const selection = selectCarrier(shipment, [this.carrier.id]);
    if (!selection.ok) return [];
    const { service, price } = selection.choice;
    return [{ carrierId: this.carrier.id, serviceId: service.id, serviceName: service.name, price, sandbox: true }];
  }

  async book({ shipment, choice, idempotencyKey, now }: BookingRequest): Promise<BookingConfirmation> {
    if (choice.carrier.id !== this.carrier.id) throw new CarrierRefusedError(`${this.carrier.name} was asked to book another carrier's service`);
    const route = sandboxRoute(this.carrier, choice.lane, shipment.shipmentId, this.options.seed);
    const prefix = this.carrier.id
      .replace(/[^a-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    const transit = choice.service.transit[choice.lane.zone] ?? { min: 2, max: 5 };
    const last = route[route.length - 1];
    return {
      shipmentId: shipment.shipmentId,
      carrierId: this.carrier.id,
      carrierName: this.carrier.name,
      serviceId: choice.service.id,
      serviceName: choice.service.name,
      serviceLevel: choice.service.level,
      // Same idempotency key, same reference: a retried booking is the same booking.
      reference: `SBX-${prefix}-${digitsFrom(this.options.seed, idempotencyKey, 10)}`,
      sandbox: true,
      price: choice.price,
      route: route.map((h) => `${h.city}, ${COUNTRIES[h.country].name}`),
      label: {
        sortCode: last?.id ?? choice.lane.destination,
        routingCode: `${choice.lane.origin}-${choice.lane.destination}-${choice.service.level.slice(0, 3).toUpperCase()}`,
      },
      // from when the carrier takes it (a held shipment is booked later than it was created): the same rule and the
      // same transit days as the dispatcher's decision, so the booking confirms the estimate the shipper already sees
      estimatedDelivery: deliveryEstimate(now, transit.max),
      bookedAt: now,
    };
  }

  async track({ shipment, booking, known, now }: TrackRequest): Promise<TrackResult> {
    const lane = laneOf(shipment);
    if ('error' in lane) return { updates: [], nextCheckAt: null };
    const steps = sandboxJourney(shipment, booking, lane, this.options);
    const updates: TrackResult['updates'] = [];
    let i = known;
    for (; i < steps.length; i++) {
      const due = stepDueAt(booking.bookedAt, steps[i]!, this.options.speed);
      if (due > now) break;
      const { eventType, description, location } = steps[i]!;
      updates.push({ eventType, description, location, timestamp: new Date(due).toISOString() });
    }
    const next = steps[i];
    return { updates, nextCheckAt: next ? stepDueAt(booking.bookedAt, next, this.options.speed) : null };
  }

  async cancel(_request: { reference: string }): Promise<{ cancelled: boolean }> {
    return { cancelled: true };
  }
}

/** The sandbox carriers this process runs: SANDBOX_CARRIERS, or every catalogue carrier. */
export function sandboxCarriers(list: string | undefined): Carrier[] {
  if (!list) return [...CARRIERS];
  const ids = new Set(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return CARRIERS.filter((c) => ids.has(c.id));
}
