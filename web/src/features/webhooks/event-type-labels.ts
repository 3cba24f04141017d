import type { WebhookEventType } from '@waypost/contracts';

// ── What each event type is called on screen: its catalogue key (webhooks namespace, eventTypes.*) ──
// English is WEBHOOK_EVENT_LABELS of @waypost/contracts, word for word (the API's GET /api/webhooks/event-types
// answers with those); event-type-labels.unit.spec.ts keeps the two the same.
export const EVENT_TYPE_LABEL_KEYS = {
  'shipment.created': 'eventTypes.shipmentCreated',
  'shipment.booked': 'eventTypes.shipmentBooked',
  'shipment.cancelled': 'eventTypes.shipmentCancelled',
  'shipment.picked_up': 'eventTypes.shipmentPickedUp',
  'shipment.in_transit': 'eventTypes.shipmentInTransit',
  'shipment.customs': 'eventTypes.shipmentCustoms',
  'shipment.delivered': 'eventTypes.shipmentDelivered',
  'shipment.exception': 'eventTypes.shipmentException',
  'shipment.out_for_delivery': 'eventTypes.shipmentOutForDelivery',
  'shipment.available_for_pickup': 'eventTypes.shipmentAvailableForPickup',
  'shipment.returned_to_sender': 'eventTypes.shipmentReturnedToSender',
  'shipment.rated': 'eventTypes.shipmentRated',
  'shipment.label_purchased': 'eventTypes.shipmentLabelPurchased',
  'shipment.label_voided': 'eventTypes.shipmentLabelVoided',
  'shipment.refunded': 'eventTypes.shipmentRefunded',
  'shipment.void_refused': 'eventTypes.shipmentVoidRefused',
  'shipment.return_requested': 'eventTypes.shipmentReturnRequested',
  'inquiry.opened': 'eventTypes.inquiryOpened',
  'inquiry.updated': 'eventTypes.inquiryUpdated',
} as const satisfies Record<WebhookEventType, string>;
