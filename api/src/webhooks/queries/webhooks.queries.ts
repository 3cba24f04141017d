import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { WebhookDelivery, WebhookEndpointView } from '@waypost/contracts';
import { findWebhookEndpoint, listWebhookEndpoints } from '@waypost/projections';
import { DB } from '../../platform/tokens';

interface DeliveryRow {
  id: string;
  webhook_id: string;
  request_id: string | null;
  event_type: string;
  position: string | null;
  replay_id: string | null;
  status: WebhookDelivery['status'];
  next_attempt_at: Date;
  created_at: Date;
  attempts: { at: string; status_code: number | null; duration_ms: number; error: string | null; next_retry_at: string | null }[];
}

// ── Reads: endpoints from their read model, the delivery log from the sender's queue ──

@Injectable()
export class WebhooksQueries {
  constructor(@Inject(DB) private readonly pool: Pool) {}

  list(ownerId: string): Promise<WebhookEndpointView[]> {
    return listWebhookEndpoints(this.pool, ownerId);
  }

  find(ownerId: string, id: string): Promise<WebhookEndpointView | null> {
    return findWebhookEndpoint(this.pool, ownerId, id);
  }

  /** The endpoint's deliveries, newest first, each with its attempts (time, status, duration, error, next retry). */
  async deliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    const { rows } = await this.pool.query<DeliveryRow>(
      `SELECT d.id::text, d.webhook_id, d.request_id, d.event_type, d.position, d.replay_id, d.status, d.next_attempt_at, d.created_at,
              coalesce((SELECT json_agg(json_build_object('at', a.attempted_at, 'status_code', a.status_code, 'duration_ms', a.duration_ms,
                                                          'error', a.error, 'next_retry_at', a.next_retry_at) ORDER BY a.id)
                        FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
       FROM webhook_deliveries d WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2`,
      [endpointId, limit],
    );
    const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
    return rows.map((r) => ({
      id: r.id,
      webhookId: r.webhook_id,
      requestId: r.request_id,
      eventType: r.event_type,
      position: r.position,
      replay: r.replay_id !== null,
      status: r.status,
      nextAttemptAt: r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
      attempts: r.attempts.map((a) => ({ at: iso(a.at)!, statusCode: a.status_code, durationMs: a.duration_ms, error: a.error, nextRetryAt: iso(a.next_retry_at) })),
      createdAt: r.created_at.toISOString(),
    }));
  }
}
