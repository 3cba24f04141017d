import { INQUIRY_EVENT_TYPES, SHIPMENT_EVENT_TYPES, UUID_PATTERN } from '@waypost/contracts';
import { WRITTEN, type Projection } from '../projection';

// ── Read model: which users acted on which UTC day (for active users) ────────
const PEOPLE = new Set(['user', 'agent', 'admin']);
/** The UTC day of an event time: read off an ISO 8601 UTC time (as the stores write it), else parsed. */
const utcDay = (at: string) => (/^\d{4}-\d{2}-\d{2}T[^+]*Z$/.test(at) ? at.slice(0, 10) : new Date(at).toISOString().slice(0, 10));

export const adminActivityProjection: Projection<'admin_user_activity'> = {
  name: 'admin-activity',
  tables: ['admin_user_activity'],
  eventTypes: [...SHIPMENT_EVENT_TYPES, ...INQUIRY_EVENT_TYPES],
  metadataFields: ['actor'],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.admin_user_activity} (
      user_id uuid NOT NULL,
      day date NOT NULL,
      events integer NOT NULL,
      PRIMARY KEY (user_id, day)
    );
    CREATE INDEX IF NOT EXISTS ${t.admin_user_activity}_day ON ${t.admin_user_activity} (day);`,
  fold: {
    kind: 'rows',
    keys: { admin_user_activity: ['user_id', 'day'] },
    columns: {
      admin_user_activity: [
        { name: 'user_id', type: 'uuid' },
        { name: 'day', type: 'date' },
        { name: 'events', type: 'integer' },
      ],
    },
    fold(stored, rows) {
      const actor = stored.metadata.actor;
      if (!actor || !PEOPLE.has(actor.kind) || !UUID_PATTERN.test(actor.id)) return true;
      const day = utcDay(stored.createdAt);
      const key = `${actor.id.toLowerCase()}|${day}`;
      const row = rows.get('admin_user_activity', key);
      if (row === WRITTEN) return false;
      if (row) (row.events as number)++;
      else rows.add('admin_user_activity', key, { user_id: actor.id, day, events: 1 });
      return true;
    },
  },
};
