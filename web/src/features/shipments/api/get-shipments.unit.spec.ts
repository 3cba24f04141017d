import type { Shipment } from '@waypost/contracts';
import { rememberCreatedShipment, withJustCreated } from './get-shipments';

const shipment = (id: string) => ({ id, trackingNumber: `2PG-2026-${id.padStart(6, '0')}` }) as Shipment;

describe('read-your-writes for the shipments list', () => {
  it('keeps a just-created shipment on top until the read model lists it', () => {
    const listed = [shipment('1')];
    rememberCreatedShipment(shipment('2'), 1_000);
    expect(withJustCreated(listed, 1_500).map((s) => s.id)).toEqual(['2', '1']);
    // The read model caught up: no duplicate, and the memory is released.
    expect(withJustCreated([shipment('2'), shipment('1')], 2_000).map((s) => s.id)).toEqual(['2', '1']);
    expect(withJustCreated(listed, 2_500).map((s) => s.id)).toEqual(['1']);
  });

  it('forgets a created shipment after 30 s', () => {
    rememberCreatedShipment(shipment('3'), 10_000);
    expect(withJustCreated([], 40_001)).toEqual([]);
  });

  it('puts the newest creation first', () => {
    rememberCreatedShipment(shipment('4'), 50_000);
    rememberCreatedShipment(shipment('5'), 50_100);
    expect(withJustCreated([], 50_200).map((s) => s.id)).toEqual(['5', '4']);
  });
});
