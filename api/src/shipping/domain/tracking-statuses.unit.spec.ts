import type { ShipmentEvent } from '@waypost/contracts';
import { ShipmentConflictError } from './errors';
import { evolve, initialState } from './shipment';
import { NOW, cancel, cancelled, created, spec, track, tracked } from '../../../test-support/shipment-fixtures';

// ── Tracking statuses beyond the spec's four (issue 24, item 7), as specifications ──

describe('RecordTrackingEvent: statuses beyond the spec four (issue 24, item 7)', () => {
  const onTheWay = [created, tracked('pickup', 'in_transit')];
  const outForDelivery = [...onTheWay, tracked('out_for_delivery', 'in_transit')];
  it('out for delivery, a failed attempt and a pickup point keep the screen in transit', () => {
    spec
      .given(onTheWay)
      .when(track('out_for_delivery'))
      .then([tracked('out_for_delivery', 'in_transit')]);
    spec
      .given(outForDelivery)
      .when(track('delivery_attempt'))
      .then([tracked('delivery_attempt', 'in_transit')]);
    spec
      .given([...outForDelivery, tracked('delivery_attempt', 'in_transit')])
      .when(track('available_for_pickup'))
      .then([tracked('available_for_pickup', 'in_transit')]);
  });
  it('a failed attempt is only reported while out for delivery', () =>
    spec.given(onTheWay).when(track('delivery_attempt')).thenThrows(ShipmentConflictError, 'A delivery_attempt event is not allowed while the shipment is In Transit'));
  it('after a failed attempt the parcel goes out again and is delivered', () => {
    const failed = [...outForDelivery, tracked('delivery_attempt', 'in_transit')];
    spec
      .given(failed)
      .when(track('out_for_delivery'))
      .then([tracked('out_for_delivery', 'in_transit')]);
    spec
      .given(failed)
      .when(track('delivered'))
      .then([tracked('delivered', 'delivered')]);
  });
  it('a return to the sender ends the journey (delivered on the screens) and takes no more events', () => {
    spec
      .given(onTheWay)
      .when(track('returned_to_sender'))
      .then([tracked('returned_to_sender', 'delivered')]);
    spec
      .given([...onTheWay, tracked('returned_to_sender', 'delivered')])
      .when(track('transit'))
      .thenThrows(ShipmentConflictError, 'A transit event is not allowed while the shipment is Delivered (Returned to sender)');
  });
  it('an exception keeps the screen status it had: before pickup the shipment stays pending', () => {
    spec
      .given([created])
      .when(track('exception'))
      .then([tracked('exception', 'pending')]);
    spec
      .given([created, tracked('pickup', 'in_transit'), tracked('customs', 'customs')])
      .when(track('exception'))
      .then([tracked('exception', 'customs')]);
    spec
      .given([created, tracked('exception', 'pending')])
      .when(track('pickup'))
      .then([tracked('pickup', 'in_transit')]);
  });
  it('a shipment with an exception before pickup can still be cancelled', () =>
    spec
      .given([created, tracked('exception', 'pending')])
      .when(cancel('u1'))
      .then([cancelled]));
  it('a pending shipment is not out for delivery', () =>
    spec.given([created]).when(track('out_for_delivery')).thenThrows(ShipmentConflictError, 'A out_for_delivery event is not allowed while the shipment is Pending'));
});

describe('evolve: the tracking status', () => {
  const fold = (events: ShipmentEvent[]) => events.reduce((s, e) => evolve(s, e, NOW), initialState());
  it('follows the carrier: pre_transit, out_for_delivery, delivery_failed, cancelled', () => {
    expect(fold([created])).toMatchObject({ status: 'pending', trackingStatus: 'pre_transit' });
    expect(fold([created, tracked('pickup', 'in_transit'), tracked('out_for_delivery', 'in_transit')])).toMatchObject({
      status: 'in_transit',
      trackingStatus: 'out_for_delivery',
    });
    expect(fold([created, tracked('pickup', 'in_transit'), tracked('out_for_delivery', 'in_transit'), tracked('delivery_attempt', 'in_transit')])).toMatchObject({
      trackingStatus: 'delivery_failed',
    });
    expect(fold([created, cancelled])).toMatchObject({ status: 'cancelled', trackingStatus: 'cancelled' });
  });
  it('an unknown event type read from an imported log leaves the tracking status as it was', () => {
    const odd = { ...tracked('transit', 'in_transit'), data: { ...tracked('transit', 'in_transit').data, eventType: 'constructor' } } as unknown as ShipmentEvent;
    expect(fold([created, odd])).toMatchObject({ status: 'in_transit', trackingStatus: 'pre_transit' });
  });
});
