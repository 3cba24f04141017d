import { inquiryCustomerId, type InquiryOpened, type TrackingEventRecorded, type WebhookEventType } from '@waypost/contracts';

// ── Which webhook a log event is, and whose it is (pure) ─────────────────────
// Each event of a shipment or an inquiry becomes at most one webhook type, so the event id is the webhook-id.
// Owners: a shipment's is its ShipmentCreated ownerId; an inquiry's is its customer (from InquiryOpened, or the
// account linked later by InquiryCustomerLinked). A shipper only ever receives events of what they own.

/** The log event types that can become a webhook. */
export const SOURCE_EVENT_TYPES = [
  'ShipmentCreated',
  'CarrierBooked',
  'CarrierBookingFailed',
  'ShipmentCancelled',
  'TrackingEventRecorded',
  'ShipmentRated',
  'RatePurchased',
  'LabelVoided',
  'RefundIssued',
  'LabelVoidRefused',
  'ReturnRequested',
  'InquiryOpened',
  'InquiryCustomerLinked',
  'AgentResponded',
  'CustomerReplied',
  'InquiryStatusChanged',
  'InquiryResolved',
  'InquiryClosed',
  'InquiryRated',
] as const;

/** Sandbox and carrier tracking texts that report an exception rather than progress. */
const EXCEPTION = /\b(Delayed:|Customs hold:|Delivery attempt failed:|Exception:)/;

const TRACKING: Record<TrackingEventRecorded['data']['eventType'], WebhookEventType> = {
  pickup: 'shipment.picked_up',
  transit: 'shipment.in_transit',
  customs: 'shipment.customs',
  delivered: 'shipment.delivered',
  out_for_delivery: 'shipment.out_for_delivery',
  delivery_attempt: 'shipment.exception',
  available_for_pickup: 'shipment.available_for_pickup',
  returned_to_sender: 'shipment.returned_to_sender',
  exception: 'shipment.exception',
};

export function webhookTypeOf(event: { type: string; data: unknown }): WebhookEventType | null {
  switch (event.type) {
    case 'ShipmentCreated':
      return 'shipment.created';
    case 'CarrierBooked':
      return 'shipment.booked';
    case 'CarrierBookingFailed':
      return 'shipment.exception';
    case 'ShipmentCancelled':
      return 'shipment.cancelled';
    case 'TrackingEventRecorded': {
      const d = event.data as TrackingEventRecorded['data'];
      const type = Object.hasOwn(TRACKING, d.eventType) ? TRACKING[d.eventType] : undefined;
      if (d.eventType === 'delivered' || (!type && d.status === 'delivered')) return 'shipment.delivered';
      if (EXCEPTION.test(d.description ?? '')) return 'shipment.exception';
      return type ?? 'shipment.in_transit';
    }
    case 'ShipmentRated':
      return 'shipment.rated';
    case 'RatePurchased':
      return 'shipment.label_purchased';
    case 'LabelVoided':
      return 'shipment.label_voided';
    case 'RefundIssued':
      return 'shipment.refunded';
    case 'LabelVoidRefused':
      return 'shipment.void_refused';
    case 'ReturnRequested':
      return 'shipment.return_requested';
    case 'InquiryOpened':
      return 'inquiry.opened';
    case 'AgentResponded':
    case 'CustomerReplied':
    case 'InquiryStatusChanged':
    case 'InquiryResolved':
    case 'InquiryClosed':
    case 'InquiryRated':
      return 'inquiry.updated';
    default:
      return null;
  }
}

/** The owner an event gives its stream (null: it names none). */
export function ownerNamedBy(event: { type: string; data: unknown }): string | null {
  if (event.type === 'ShipmentCreated') return (event.data as { ownerId?: string }).ownerId ?? null;
  if (event.type === 'InquiryOpened') return inquiryCustomerId(event.data as InquiryOpened['data']);
  if (event.type === 'InquiryCustomerLinked') return (event.data as { customerId?: string }).customerId ?? null;
  return null;
}

/** The JSON body of a delivery (Standard Webhooks' shape: type, timestamp, data). */
export function webhookPayload(type: string, event: { eventId: string; streamId: string; type: string; data: unknown; createdAt: string; position: { position: string } | null }) {
  return {
    type,
    timestamp: event.createdAt,
    data: { id: event.eventId, event: event.type, stream: event.streamId, position: event.position?.position ?? null, ...(event.data as object) },
  };
}
