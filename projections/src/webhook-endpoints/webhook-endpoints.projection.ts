import type { StoredEvent, WebhookEndpointEvent } from '@waypost/contracts';
import { WRITTEN, uuidKey, type BulkColumn, type Projection } from '../projection';

// ── Read model: webhook endpoints per account (issue 25), without their secrets ──
// A deleted endpoint keeps its row (deleted_at set) and is no longer listed; its delivery log stays readable to no one.

const COLUMNS: BulkColumn[] = (
  [
    ['id', 'uuid'],
    ['owner_id', 'uuid'],
    ['url', 'text'],
    ['description', 'text'],
    ['event_types', 'jsonb'],
    ['enabled', 'boolean'],
    ['disabled_reason', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['deleted_at', 'timestamptz'],
  ] as const
).map(([name, type]) => ({ name, type }));

export const webhookEndpointsProjection: Projection<'webhook_endpoints'> = {
  name: 'webhook-endpoints',
  tables: ['webhook_endpoints'],
  eventTypes: ['WebhookEndpointRegistered', 'WebhookEndpointUpdated', 'WebhookSecretRotated', 'WebhookEndpointDisabled', 'WebhookEndpointDeleted'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.webhook_endpoints} (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      url text NOT NULL,
      description text NOT NULL,
      event_types jsonb NOT NULL,
      enabled boolean NOT NULL,
      disabled_reason text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS ${t.webhook_endpoints}_owner ON ${t.webhook_endpoints} (owner_id, created_at);`,
  fold: {
    kind: 'rows',
    columns: { webhook_endpoints: COLUMNS },
    keys: { webhook_endpoints: ['id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & WebhookEndpointEvent;
      if (typeof event.data?.endpointId !== 'string') return true;
      const key = uuidKey(event.data.endpointId);
      const row = rows.get('webhook_endpoints', key);
      if (row === WRITTEN) return false;
      if (event.type === 'WebhookEndpointRegistered') {
        const d = event.data;
        if (row) return true;
        rows.add('webhook_endpoints', key, {
          id: key,
          owner_id: d.ownerId,
          url: d.url,
          description: d.description,
          event_types: d.eventTypes,
          enabled: d.enabled,
          disabled_reason: null,
          created_at: d.registeredAt,
          updated_at: d.registeredAt,
          deleted_at: null,
        });
        return true;
      }
      if (!row) return true;
      switch (event.type) {
        case 'WebhookEndpointUpdated': {
          const d = event.data;
          Object.assign(row, { url: d.url, description: d.description, event_types: d.eventTypes, enabled: d.enabled, updated_at: d.updatedAt });
          if (d.enabled) row.disabled_reason = null;
          break;
        }
        case 'WebhookSecretRotated':
          row.updated_at = event.data.rotatedAt;
          break;
        case 'WebhookEndpointDisabled':
          Object.assign(row, { enabled: false, disabled_reason: event.data.reason, updated_at: event.data.disabledAt });
          break;
        case 'WebhookEndpointDeleted':
          Object.assign(row, { enabled: false, deleted_at: event.data.deletedAt, updated_at: event.data.deletedAt });
          break;
      }
      return true;
    },
  },
};
