import { z } from 'zod';
import {
  CreateWebhookEndpointSchema,
  DeliveryListQuerySchema,
  ReplayWebhookSchema,
  UpdateWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  WebhookDeliverySchema,
  WebhookEndpointViewSchema,
  WebhookEndpointWithSecretSchema,
} from '../webhooks';
import { idParam, type ApiRoute } from './route';

// ── Webhooks (issue 25, item 2): a shipper's endpoints, their delivery log, test and replay ──

const endpoint = idParam('webhook endpoint');

/** The reference's description of the Webhooks tag: what a delivery is (the POST Waypost makes to an endpoint). */
export const WEBHOOKS_TAG = {
  name: 'Webhooks',
  description:
    'Each delivery is a `POST` of a JSON body `{type, timestamp, data}` to the endpoint, signed as the Standard Webhooks specification says: ' +
    '`webhook-id` (the event id: the same on every retry and replay, for de-duplication), `webhook-timestamp` (seconds) and `webhook-signature` ' +
    '(`v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` with the base64 part of the `whsec_` secret; one per valid secret ' +
    "during a rotation). A delivery made from an event that an API request recorded also carries `waypost-request-id`: that request's id " +
    '(the `X-Request-Id` it sent or was answered with), to quote in support requests. It is not part of the signed content: never rely on it ' +
    'for authenticity. The delivery log (`GET /api/webhooks/endpoints/{id}/deliveries`) shows it as `requestId`.',
};
const SSRF = 'The url is refused (400, field `url`) when its host resolves to a private, loopback, link-local, unique-local, CGNAT or metadata address.';

export const WEBHOOK_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/webhooks/event-types',
    operationId: 'listWebhookEventTypes',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'The event types an endpoint may subscribe to',
    responses: {
      200: {
        description: 'Each type and what it means.',
        schema: z.array(z.object({ type: z.enum(WEBHOOK_EVENT_TYPES), label: z.string() })).meta({ id: 'WebhookEventTypeList' }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/webhooks/endpoints',
    operationId: 'listWebhookEndpoints',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'The caller’s webhook endpoints',
    responses: { 200: { description: 'Oldest first (secrets are never listed).', schema: z.array(WebhookEndpointViewSchema) } },
  },
  {
    method: 'post',
    path: '/api/webhooks/endpoints',
    operationId: 'createWebhookEndpoint',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    idempotent: true,
    summary: 'Register a webhook endpoint',
    description: `Answers its signing secret, shown this once. ${SSRF}`,
    body: CreateWebhookEndpointSchema,
    responses: { 201: { description: 'Registered: its id and secret (whsec_…).', schema: WebhookEndpointWithSecretSchema } },
  },
  {
    method: 'get',
    path: '/api/webhooks/endpoints/{id}',
    operationId: 'getWebhookEndpoint',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'One of the caller’s webhook endpoints',
    params: endpoint,
    responses: { 200: { description: 'The endpoint.', schema: WebhookEndpointViewSchema } },
  },
  {
    method: 'put',
    path: '/api/webhooks/endpoints/{id}',
    operationId: 'updateWebhookEndpoint',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'Change an endpoint’s URL, description, event types or enabled flag',
    description: `Enabling a disabled endpoint resumes its held deliveries. ${SSRF}`,
    params: endpoint,
    body: UpdateWebhookEndpointSchema,
    responses: { 200: { description: 'Changed.', schema: z.object({ id: z.string(), version: z.number().int() }).meta({ id: 'WebhookEndpointChanged' }) } },
  },
  {
    method: 'delete',
    path: '/api/webhooks/endpoints/{id}',
    operationId: 'deleteWebhookEndpoint',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'Delete an endpoint (its pending deliveries are cancelled)',
    params: endpoint,
    responses: { 204: { description: 'Deleted.' } },
  },
  {
    method: 'post',
    path: '/api/webhooks/endpoints/{id}/rotate-secret',
    operationId: 'rotateWebhookSecret',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'Rotate the signing secret',
    description: 'The old secret keeps signing for 24 hours: deliveries carry both signatures meanwhile.',
    params: endpoint,
    responses: { 200: { description: 'The new secret, shown this once.', schema: WebhookEndpointWithSecretSchema } },
  },
  {
    method: 'post',
    path: '/api/webhooks/endpoints/{id}/test',
    operationId: 'testWebhookEndpoint',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'Send a webhook.test event',
    params: endpoint,
    responses: { 202: { description: 'Queued: its webhook-id.', schema: z.object({ webhookId: z.string() }).meta({ id: 'WebhookTestQueued' }) } },
  },
  {
    method: 'post',
    path: '/api/webhooks/endpoints/{id}/replay',
    operationId: 'replayWebhookEndpoint',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'Re-deliver from a past log position or date',
    description: 'Exactly the events the endpoint subscribed to from there up to now, in log order, with their original webhook-id.',
    params: endpoint,
    body: ReplayWebhookSchema,
    responses: { 202: { description: 'Queued.', schema: z.object({ replayId: z.string() }).meta({ id: 'WebhookReplayQueued' }) } },
  },
  {
    method: 'get',
    path: '/api/webhooks/endpoints/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    keyScope: 'webhooks',
    tag: 'Webhooks',
    auth: ['shipper'],
    summary: 'The endpoint’s delivery log',
    params: endpoint,
    query: DeliveryListQuerySchema,
    responses: { 200: { description: 'Newest first, each with its attempts.', schema: z.array(WebhookDeliverySchema) } },
  },
];
