import type { Pool } from 'pg';
import type { WebhookEndpointView, WebhookEventType } from '@waypost/contracts';

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const view = (r: EndpointRow): WebhookEndpointView => ({
  id: r.id,
  url: r.url,
  description: r.description,
  eventTypes: r.event_types,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const COLUMNS = 'id, url, description, event_types, enabled, disabled_reason, created_at, updated_at';

/** An account's endpoints (not deleted), oldest first. */
export async function listWebhookEndpoints(pool: Pool, ownerId: string, limit = 100): Promise<WebhookEndpointView[]> {
  const { rows } = await pool.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE owner_id = $1 AND deleted_at IS NULL ORDER BY created_at, id LIMIT $2`, [
    ownerId,
    limit,
  ]);
  return rows.map(view);
}

/** One endpoint of this account (null: none, deleted, or another account's). */
export async function findWebhookEndpoint(pool: Pool, ownerId: string, id: string): Promise<WebhookEndpointView | null> {
  const { rows } = await pool.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL`, [id, ownerId]);
  return rows[0] ? view(rows[0]) : null;
}
