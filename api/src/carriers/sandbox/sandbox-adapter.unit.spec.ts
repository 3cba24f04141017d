import { deliveryEstimate, type ShipmentCreated } from '@waypost/contracts';
import { CARRIERS, CARRIER_BY_ID } from '../../catalogue/queries/catalogue';
import { choiceFor } from '../workers/carrier-selection';
import { cheapestOption, laneOptions } from '../queries/lane-options';
import { SandboxCarrierAdapter } from './sandbox-adapter';

// ── The sandbox carrier's estimate is the decision's estimate, counted from when it books (issue 22 item 30) ──

const CREATED = '2026-11-25T09:00:00.000Z';
const shipment: ShipmentCreated['data'] = {
  shipmentId: '6a1f1a52-8e0b-4b55-9d1e-3f4a5b6c7d8e',
  trackingNumber: '2PG-2026-000001',
  ownerId: '7b2f1a52-8e0b-4b55-9d1e-3f4a5b6c7d8e',
  fromAddress: { name: 'A', address: '1', city: 'Shanghai', country: 'China', postalCode: '200000' },
  toAddress: { name: 'B', address: '2', city: 'Hamburg', country: 'Germany', postalCode: '20095' },
  itemDetails: { description: 'Laptop', weight: 3, value: 900 },
  estimatedDelivery: CREATED,
  createdAt: CREATED,
};

describe('sandbox booking estimate', () => {
  it.each([
    ['booked at once', CREATED],
    ['booked three days later (a held shipment)', '2026-11-28T15:30:00.000Z'],
  ])('equals the chosen service transit from the booking time: %s', async (_name, bookedAt) => {
    const option = cheapestOption(
      laneOptions(
        shipment,
        CARRIERS.map((c) => c.id),
      ),
    )!;
    const adapter = new SandboxCarrierAdapter(CARRIER_BY_ID.get(option.carrierId)!, { speed: 60, seed: 1, exceptionRate: 0 });
    const choice = choiceFor(shipment, option.carrierId, option.serviceId, option.price)!;
    const booking = await adapter.book({ shipment, choice, idempotencyKey: 'k', now: bookedAt });
    expect(booking.estimatedDelivery).toBe(deliveryEstimate(bookedAt, option.transitDays));
  });
});
