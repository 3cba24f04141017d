import type { WebhookEndpointEvent, WebhookEndpointRegistered } from '@waypost/contracts';
import { DeciderSpecification } from '../../../test-support/decider-specification';
import { decideEndpoint, evolveEndpoint, foldEndpoint, initialEndpoint, signingSecrets, WebhookEndpointNotFoundError, type EndpointCommand } from './endpoint';
import { nextAttemptAt } from './backoff';
import { webhookTypeOf } from './webhook-events';

// ── A webhook endpoint's decide as specifications; the retry schedule; which webhook a log event is ──

const spec = DeciderSpecification.for<EndpointCommand, ReturnType<typeof initialEndpoint>, WebhookEndpointEvent>({
  decide: decideEndpoint,
  evolve: evolveEndpoint,
  initialState: initialEndpoint,
});
const NOW = '2026-11-01T10:00:00.000Z';
const registered: WebhookEndpointRegistered = {
  type: 'WebhookEndpointRegistered',
  data: {
    endpointId: 'e1',
    ownerId: 'u1',
    url: 'https://example.com/h',
    description: '',
    eventTypes: ['shipment.created'],
    enabled: true,
    secret: 'whsec_old',
    registeredAt: NOW,
  },
};

describe('webhook endpoint decide', () => {
  it('registers once', () => {
    const { registeredAt: _r, ...data } = registered.data;
    spec
      .given([])
      .when({ type: 'RegisterWebhookEndpoint', data: { ...data, now: NOW } })
      .then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterWebhookEndpoint', data: { ...data, now: NOW } })
      .thenNothingHappened();
  });

  it('answers not found to another account, and after deletion', () => {
    spec
      .given([registered])
      .when({ type: 'RequestWebhookTest', data: { endpointId: 'e1', ownerId: 'u2', now: NOW } })
      .thenThrows(WebhookEndpointNotFoundError, 'Webhook endpoint e1 not found');
    spec
      .given([registered, { type: 'WebhookEndpointDeleted', data: { endpointId: 'e1', deletedAt: NOW } }])
      .when({ type: 'DeleteWebhookEndpoint', data: { endpointId: 'e1', ownerId: 'u1', now: NOW } })
      .thenThrows(WebhookEndpointNotFoundError);
  });

  it('updates only what changed', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateWebhookEndpoint', data: { endpointId: 'e1', ownerId: 'u1', enabled: true, now: NOW } })
      .thenNothingHappened();
    spec
      .given([registered])
      .when({ type: 'UpdateWebhookEndpoint', data: { endpointId: 'e1', ownerId: 'u1', enabled: false, now: NOW } })
      .then([
        {
          type: 'WebhookEndpointUpdated',
          data: { endpointId: 'e1', url: 'https://example.com/h', description: '', eventTypes: ['shipment.created'], enabled: false, updatedAt: NOW },
        },
      ]);
  });

  it('keeps the rotated-out secret signing for 24 hours', () => {
    spec
      .given([registered])
      .when({ type: 'RotateWebhookSecret', data: { endpointId: 'e1', ownerId: 'u1', secret: 'whsec_new', now: NOW } })
      .then([{ type: 'WebhookSecretRotated', data: { endpointId: 'e1', ownerId: 'u1', secret: 'whsec_new', previousValidUntil: '2026-11-02T10:00:00.000Z', rotatedAt: NOW } }]);
    const state = foldEndpoint([
      registered,
      { type: 'WebhookSecretRotated', data: { endpointId: 'e1', ownerId: 'u1', secret: 'whsec_new', previousValidUntil: '2026-11-02T10:00:00.000Z', rotatedAt: NOW } },
    ]);
    if (state.status === 'none') throw new Error('not registered');
    expect(signingSecrets(state.secrets, Date.parse('2026-11-02T09:59:59Z'))).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(state.secrets, Date.parse('2026-11-02T10:00:01Z'))).toEqual(['whsec_new']);
  });

  it('disables an enabled endpoint once, naming its owner and URL', () => {
    const disabled = { type: 'WebhookEndpointDisabled' as const, data: { endpointId: 'e1', ownerId: 'u1', url: 'https://example.com/h', reason: 'r', disabledAt: NOW } };
    spec
      .given([registered])
      .when({ type: 'DisableWebhookEndpoint', data: { endpointId: 'e1', reason: 'r', now: NOW } })
      .then([disabled]);
    spec
      .given([registered, disabled])
      .when({ type: 'DisableWebhookEndpoint', data: { endpointId: 'e1', reason: 'r', now: NOW } })
      .thenNothingHappened();
  });
});

describe('retry schedule (exponential backoff, full jitter)', () => {
  const policy = { baseMs: 1000, capMs: 60_000, windowMs: 72 * 3_600_000 };
  it('waits up to base * 2^(n-1), capped, scaled by the random number', () => {
    expect(nextAttemptAt(policy, 1, 0, 0, 0.999)).toBe(999);
    expect(nextAttemptAt(policy, 4, 0, 0, 0.5)).toBe(4000);
    expect(nextAttemptAt(policy, 30, 0, 0, 0.5)).toBe(30_000);
    expect(nextAttemptAt(policy, 3, 0, 0, 0)).toBe(0);
  });
  it('never schedules past the window, and gives up once it is over', () => {
    expect(nextAttemptAt(policy, 50, 0, policy.windowMs - 10, 0.9)).toBe(policy.windowMs);
    expect(nextAttemptAt(policy, 51, 0, policy.windowMs, 0.9)).toBeNull();
  });
});

describe('which webhook a log event is', () => {
  const tracking = (eventType: string, description: string, status = 'in_transit') => ({ type: 'TrackingEventRecorded', data: { eventType, description, status } });
  it('maps each shipment and inquiry event to one type', () => {
    expect(webhookTypeOf({ type: 'ShipmentCreated', data: {} })).toBe('shipment.created');
    expect(webhookTypeOf({ type: 'CarrierBooked', data: {} })).toBe('shipment.booked');
    expect(webhookTypeOf({ type: 'ShipmentCancelled', data: {} })).toBe('shipment.cancelled');
    expect(webhookTypeOf({ type: 'CarrierBookingFailed', data: {} })).toBe('shipment.exception');
    expect(webhookTypeOf(tracking('pickup', 'Picked up'))).toBe('shipment.picked_up');
    expect(webhookTypeOf(tracking('customs', 'Customs hold: Inspection by customs', 'customs'))).toBe('shipment.exception');
    expect(webhookTypeOf(tracking('transit', '[sandbox] Delivery attempt failed: Business closed'))).toBe('shipment.exception');
    expect(webhookTypeOf(tracking('delivered', 'Delivered', 'delivered'))).toBe('shipment.delivered');
    expect(webhookTypeOf(tracking('out_for_delivery', 'Out for delivery'))).toBe('shipment.out_for_delivery');
    expect(webhookTypeOf(tracking('delivery_attempt', 'Nobody home'))).toBe('shipment.exception');
    expect(webhookTypeOf(tracking('available_for_pickup', 'At the pickup point'))).toBe('shipment.available_for_pickup');
    expect(webhookTypeOf(tracking('returned_to_sender', 'Returned', 'delivered'))).toBe('shipment.returned_to_sender');
    expect(webhookTypeOf(tracking('exception', 'Damaged', 'pending'))).toBe('shipment.exception');
    expect(webhookTypeOf(tracking('constructor', 'from an imported log'))).toBe('shipment.in_transit');
    expect(webhookTypeOf({ type: 'ShipmentRated', data: {} })).toBe('shipment.rated');
    expect(webhookTypeOf({ type: 'RatePurchased', data: {} })).toBe('shipment.label_purchased');
    expect(webhookTypeOf({ type: 'LabelVoided', data: {} })).toBe('shipment.label_voided');
    expect(webhookTypeOf({ type: 'RefundIssued', data: {} })).toBe('shipment.refunded');
    expect(webhookTypeOf({ type: 'LabelVoidRefused', data: {} })).toBe('shipment.void_refused');
    expect(webhookTypeOf({ type: 'ReturnRequested', data: {} })).toBe('shipment.return_requested');
    expect(webhookTypeOf({ type: 'InquiryOpened', data: {} })).toBe('inquiry.opened');
    expect(webhookTypeOf({ type: 'AgentResponded', data: {} })).toBe('inquiry.updated');
    expect(webhookTypeOf({ type: 'InquiryCustomerLinked', data: {} })).toBeNull();
    expect(webhookTypeOf({ type: 'EmailVerified', data: {} })).toBeNull();
  });
});
