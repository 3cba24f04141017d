import type { StoredEvent } from '@waypost/contracts';
import type { Projection } from '../projection';

// ── Read model: crisis protocols of the autonomy context, for the admin's system alerts ──
// Read tolerantly (only the fields below), so the admin view does not depend on the rest of the autonomy events.
type CrisisLike =
  | { type: 'CrisisActivated'; data: { crisisId: string; crisisType: string; severity?: string; carrierId?: string | null; reason?: string; activatedAt?: string } }
  | { type: 'CrisisResolved'; data: { crisisId: string; resolvedAt?: string } };

export const adminCrisesProjection: Projection<'admin_crises'> = {
  name: 'admin-crises',
  tables: ['admin_crises'],
  eventTypes: ['CrisisActivated', 'CrisisResolved'],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.admin_crises} (
      crisis_id text PRIMARY KEY,
      crisis_type text NOT NULL,
      severity text NOT NULL,
      carrier_id text,
      reason text NOT NULL,
      activated_at timestamptz NOT NULL,
      resolved_at timestamptz
    );`,
  async apply(client, stored, t) {
    const event = stored as StoredEvent & CrisisLike;
    if (event.type === 'CrisisActivated') {
      const d = event.data;
      await client.query(
        `INSERT INTO ${t.admin_crises} (crisis_id, crisis_type, severity, carrier_id, reason, activated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (crisis_id) DO UPDATE SET severity = EXCLUDED.severity, reason = EXCLUDED.reason, activated_at = EXCLUDED.activated_at, resolved_at = NULL`,
        [d.crisisId, d.crisisType, d.severity ?? 'medium', d.carrierId ?? null, d.reason ?? '', d.activatedAt ?? stored.createdAt],
      );
    } else if (event.type === 'CrisisResolved') {
      await client.query(`UPDATE ${t.admin_crises} SET resolved_at = $2 WHERE crisis_id = $1`, [event.data.crisisId, event.data.resolvedAt ?? stored.createdAt]);
    }
  },
  // Per crisis, what its events in the batch leave: an activation (the first one's type and carrier, as the upsert
  // keeps them; the last one's severity, reason and time; resolved if a resolution follows the last activation), or
  // only resolutions (the last one's time).
  async applyBatch(client, events, t) {
    const activated = new Map<string, { crisis_id: string; crisis_type: string; severity: string; carrier_id: string | null; reason: string; activated_at: string; resolved_at: string | null }>();
    const resolved = new Map<string, { crisis_id: string; resolved_at: string }>();
    for (const stored of events) {
      const event = stored as StoredEvent & CrisisLike;
      const id = event.data.crisisId;
      if (event.type === 'CrisisActivated') {
        const d = event.data;
        const first = activated.get(id);
        activated.set(id, {
          crisis_id: id, crisis_type: first?.crisis_type ?? d.crisisType, carrier_id: first ? first.carrier_id : (d.carrierId ?? null),
          severity: d.severity ?? 'medium', reason: d.reason ?? '', activated_at: d.activatedAt ?? stored.createdAt, resolved_at: null,
        });
        resolved.delete(id);
      } else if (event.type === 'CrisisResolved') {
        const at = event.data.resolvedAt ?? stored.createdAt;
        const row = activated.get(id);
        if (row) row.resolved_at = at;
        else resolved.set(id, { crisis_id: id, resolved_at: at });
      }
    }
    if (resolved.size > 0) {
      await client.query(
        `UPDATE ${t.admin_crises} c SET resolved_at = x.resolved_at FROM json_to_recordset($1::json) AS x(crisis_id text, resolved_at timestamptz) WHERE c.crisis_id = x.crisis_id`,
        [JSON.stringify([...resolved.values()])],
      );
    }
    if (activated.size > 0) {
      await client.query(
        `INSERT INTO ${t.admin_crises} (crisis_id, crisis_type, severity, carrier_id, reason, activated_at, resolved_at)
         SELECT crisis_id, crisis_type, severity, carrier_id, reason, activated_at, resolved_at
           FROM json_to_recordset($1::json) AS x(crisis_id text, crisis_type text, severity text, carrier_id text, reason text, activated_at timestamptz, resolved_at timestamptz)
         ON CONFLICT (crisis_id) DO UPDATE SET severity = EXCLUDED.severity, reason = EXCLUDED.reason, activated_at = EXCLUDED.activated_at, resolved_at = EXCLUDED.resolved_at`,
        [JSON.stringify([...activated.values()])],
      );
    }
  },
};

export interface ActiveCrisis {
  crisisId: string;
  crisisType: string;
  severity: string;
  carrierId: string | null;
  activatedAt: string;
}

export async function activeCrises(pool: import('pg').Pool): Promise<ActiveCrisis[]> {
  const { rows } = await pool.query<{ crisis_id: string; crisis_type: string; severity: string; carrier_id: string | null; activated_at: Date }>(
    'SELECT crisis_id, crisis_type, severity, carrier_id, activated_at FROM admin_crises WHERE resolved_at IS NULL ORDER BY activated_at DESC',
  );
  return rows.map((r) => ({ crisisId: r.crisis_id, crisisType: r.crisis_type, severity: r.severity, carrierId: r.carrier_id, activatedAt: r.activated_at.toISOString() }));
}
