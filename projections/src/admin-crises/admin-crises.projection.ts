import type { StoredEvent } from '@waypost/contracts';
import { WRITTEN, type BulkColumn, type Projection } from '../projection';

const CRISIS_COLUMNS: BulkColumn[] = (
  [
    ['crisis_id', 'text'],
    ['crisis_type', 'text'],
    ['severity', 'text'],
    ['carrier_id', 'text'],
    ['reason', 'text'],
    ['activated_at', 'timestamptz'],
    ['resolved_at', 'timestamptz'],
  ] as const
).map(([name, type]) => ({ name, type }));

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
  fold: {
    kind: 'rows',
    columns: { admin_crises: CRISIS_COLUMNS },
    keys: { admin_crises: ['crisis_id'] },
    fold(stored, rows) {
      const event = stored as StoredEvent & CrisisLike;
      if (typeof event.data.crisisId !== 'string') return true; // names no crisis
      const row = rows.get('admin_crises', event.data.crisisId);
      if (row === WRITTEN) return false;
      if (event.type === 'CrisisActivated') {
        const d = event.data;
        const activation = { severity: d.severity ?? 'medium', reason: d.reason ?? '', activated_at: d.activatedAt ?? stored.createdAt, resolved_at: null };
        // an activation again: its type and carrier stay the first one's
        if (row) Object.assign(row, activation);
        else rows.add('admin_crises', d.crisisId, { crisis_id: d.crisisId, crisis_type: d.crisisType, carrier_id: d.carrierId ?? null, ...activation });
      } else if (event.type === 'CrisisResolved' && row) row.resolved_at = event.data.resolvedAt ?? stored.createdAt;
      return true;
    },
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
