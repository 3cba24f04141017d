import { WEBHOOK_SECRET_GRACE_HOURS, type WebhookEndpointEvent, type WebhookEventType } from '@waypost/contracts';

// ── A webhook endpoint (stream webhook-endpoint-<id>): state, evolve, decide (pure; time comes in) ──

export interface EndpointSecret {
  secret: string;
  /** null: the current secret; else the end of its grace period after a rotation. */
  validUntil: string | null;
}

export type EndpointState =
  | { status: 'none'; version: 0 }
  | {
      status: 'active' | 'deleted';
      version: number;
      endpointId: string;
      ownerId: string;
      url: string;
      description: string;
      eventTypes: WebhookEventType[];
      enabled: boolean;
      disabledReason: string | null;
      secrets: EndpointSecret[];
    };

/** An endpoint that was registered (active, or deleted). */
export type RegisteredEndpoint = Exclude<EndpointState, { status: 'none' }>;

export const initialEndpoint = (): EndpointState => ({ status: 'none', version: 0 });

export function evolveEndpoint(state: EndpointState, event: WebhookEndpointEvent): EndpointState {
  const version = state.version + 1;
  if (event.type === 'WebhookEndpointRegistered') {
    const d = event.data;
    return {
      status: 'active',
      version,
      endpointId: d.endpointId,
      ownerId: d.ownerId,
      url: d.url,
      description: d.description,
      eventTypes: d.eventTypes,
      enabled: d.enabled,
      disabledReason: null,
      secrets: [{ secret: d.secret, validUntil: null }],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'WebhookEndpointUpdated': {
      const { url, description, eventTypes, enabled } = event.data;
      return { ...state, version, url, description, eventTypes, enabled, disabledReason: enabled ? null : state.disabledReason };
    }
    case 'WebhookSecretRotated':
      return {
        ...state,
        version,
        secrets: [{ secret: event.data.secret, validUntil: null }, ...state.secrets.map((s) => ({ secret: s.secret, validUntil: s.validUntil ?? event.data.previousValidUntil }))],
      };
    case 'WebhookEndpointDisabled':
      return { ...state, version, enabled: false, disabledReason: event.data.reason };
    case 'WebhookEndpointDeleted':
      return { ...state, version, status: 'deleted', enabled: false };
    case 'WebhookTestRequested':
    case 'WebhookReplayRequested':
      return { ...state, version };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const foldEndpoint = (events: readonly { type: string; data: unknown }[]): EndpointState =>
  events.reduce((s, e) => evolveEndpoint(s, e as WebhookEndpointEvent), initialEndpoint());

/** The secrets that sign a delivery made at `now`: the current one, and rotated-out ones still in their grace period. */
export const signingSecrets = (secrets: readonly EndpointSecret[], now: number): string[] =>
  secrets.filter((s) => s.validUntil === null || Date.parse(s.validUntil) > now).map((s) => s.secret);

// ── Commands ─────────────────────────────────────────────────────────────────
export type EndpointCommand =
  | {
      type: 'RegisterWebhookEndpoint';
      data: { endpointId: string; ownerId: string; url: string; description: string; eventTypes: WebhookEventType[]; enabled: boolean; secret: string; now: string };
    }
  | {
      type: 'UpdateWebhookEndpoint';
      data: { endpointId: string; ownerId: string; url?: string; description?: string; eventTypes?: WebhookEventType[]; enabled?: boolean; now: string };
    }
  | { type: 'RotateWebhookSecret'; data: { endpointId: string; ownerId: string; secret: string; now: string } }
  | { type: 'DeleteWebhookEndpoint'; data: { endpointId: string; ownerId: string; now: string } }
  | { type: 'DisableWebhookEndpoint'; data: { endpointId: string; reason: string; now: string } }
  | { type: 'RequestWebhookTest'; data: { endpointId: string; ownerId: string; now: string } }
  | { type: 'RequestWebhookReplay'; data: { endpointId: string; ownerId: string; fromPosition: string | null; fromDate: string | null; now: string } };

/** The endpoint does not exist, was deleted, or belongs to another account (HTTP 404). */
export class WebhookEndpointNotFoundError extends Error {
  constructor(id: string) {
    super(`Webhook endpoint ${id} not found`);
    this.name = 'WebhookEndpointNotFoundError';
  }
}

const owned = (state: EndpointState, endpointId: string, ownerId: string | null): RegisteredEndpoint => {
  if (state.status !== 'active' || (ownerId !== null && state.ownerId !== ownerId)) throw new WebhookEndpointNotFoundError(endpointId);
  return state;
};

export function decideEndpoint(command: EndpointCommand, state: EndpointState): WebhookEndpointEvent[] {
  switch (command.type) {
    case 'RegisterWebhookEndpoint': {
      const { now, ...d } = command.data;
      if (state.status !== 'none') return [];
      return [{ type: 'WebhookEndpointRegistered', data: { ...d, registeredAt: now } }];
    }
    case 'UpdateWebhookEndpoint': {
      const d = command.data;
      const s = owned(state, d.endpointId, d.ownerId);
      const next = { url: d.url ?? s.url, description: d.description ?? s.description, eventTypes: d.eventTypes ?? s.eventTypes, enabled: d.enabled ?? s.enabled };
      const same = next.url === s.url && next.description === s.description && next.enabled === s.enabled && next.eventTypes.join() === s.eventTypes.join();
      return same ? [] : [{ type: 'WebhookEndpointUpdated', data: { endpointId: d.endpointId, ...next, updatedAt: d.now } }];
    }
    case 'RotateWebhookSecret': {
      const d = command.data;
      const s = owned(state, d.endpointId, d.ownerId);
      const previousValidUntil = new Date(Date.parse(d.now) + WEBHOOK_SECRET_GRACE_HOURS * 3_600_000).toISOString();
      return [{ type: 'WebhookSecretRotated', data: { endpointId: d.endpointId, ownerId: s.ownerId, secret: d.secret, previousValidUntil, rotatedAt: d.now } }];
    }
    case 'DeleteWebhookEndpoint': {
      const d = command.data;
      owned(state, d.endpointId, d.ownerId);
      return [{ type: 'WebhookEndpointDeleted', data: { endpointId: d.endpointId, deletedAt: d.now } }];
    }
    case 'DisableWebhookEndpoint': {
      const d = command.data;
      if (state.status !== 'active' || !state.enabled) return [];
      return [{ type: 'WebhookEndpointDisabled', data: { endpointId: d.endpointId, ownerId: state.ownerId, url: state.url, reason: d.reason, disabledAt: d.now } }];
    }
    case 'RequestWebhookTest': {
      const d = command.data;
      owned(state, d.endpointId, d.ownerId);
      return [{ type: 'WebhookTestRequested', data: { endpointId: d.endpointId, requestedAt: d.now } }];
    }
    case 'RequestWebhookReplay': {
      const d = command.data;
      owned(state, d.endpointId, d.ownerId);
      return [{ type: 'WebhookReplayRequested', data: { endpointId: d.endpointId, fromPosition: d.fromPosition, fromDate: d.fromDate, requestedAt: d.now } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
