import type {
  CarrierSelected,
  CrisisActivated,
  CrisisResolved,
  DecisionCancelled,
  HoldReleased,
  HumanOverrideApplied,
  LabelPreferenceSet,
  ShipmentHeld,
  ShipmentRebooked,
  ShipperNotified,
  ShippingPreferenceSet,
  StoredEvent,
} from '@waypost/contracts';
import { addMissingColumns, type Projection } from '../projection';
import { bookingChange } from '../shipments/booking-changes';

// ── Read models of autonomous operations: crises, decisions, the hold queue, overrides, notifications ──

type Tables = 'autonomy_crises' | 'autonomy_decisions' | 'autonomy_queue' | 'autonomy_overrides' | 'autonomy_notifications' | 'autonomy_shipping_preferences';

/** The label default (issue 24), added to a table that may predate it. */
const ADDED_COLUMNS = [
  ['label_format', 'text'],
  ['label_size', 'text'],
] as const;

const money = (p: { amountMinor: number; currency: string }) => `${(p.amountMinor / 100).toFixed(2)} ${p.currency}`;

export const autonomyProjection: Projection<Tables> = {
  name: 'autonomy',
  tables: ['autonomy_crises', 'autonomy_decisions', 'autonomy_queue', 'autonomy_overrides', 'autonomy_notifications', 'autonomy_shipping_preferences'],
  eventTypes: [
    'CrisisActivated',
    'CrisisResolved',
    'CarrierSelected',
    'ShipmentRebooked',
    'ShipmentHeld',
    'HoldReleased',
    'DecisionCancelled',
    'HumanOverrideApplied',
    'ShipperNotified',
    'ShippingPreferenceSet',
    'LabelPreferenceSet',
  ],
  metadataFields: [],
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.autonomy_crises} (
      id uuid PRIMARY KEY,
      crisis_type text NOT NULL,
      severity text NOT NULL,
      carrier_id text,
      status text NOT NULL,
      trigger text NOT NULL,
      reason text NOT NULL,
      activated_at timestamptz NOT NULL,
      activated_by text NOT NULL,
      resolved_at timestamptz,
      resolved_by text,
      affected_shipments integer NOT NULL DEFAULT 0,
      activations integer NOT NULL DEFAULT 0,
      version integer NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${t.autonomy_decisions} (
      id uuid PRIMARY KEY,
      shipment_id uuid NOT NULL,
      tracking_number text NOT NULL,
      type text NOT NULL,
      summary text NOT NULL,
      reason text NOT NULL,
      human boolean NOT NULL,
      carrier_id text,
      lane text,
      decided_at timestamptz NOT NULL,
      estimated_delivery timestamptz
    );${addMissingColumns(t.autonomy_decisions, [['estimated_delivery', 'timestamptz']])}
    CREATE INDEX IF NOT EXISTS ${t.autonomy_decisions}_time ON ${t.autonomy_decisions} (decided_at DESC);
    CREATE INDEX IF NOT EXISTS ${t.autonomy_decisions}_page ON ${t.autonomy_decisions} (decided_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS ${t.autonomy_decisions}_shipment ON ${t.autonomy_decisions} (shipment_id);
    CREATE TABLE IF NOT EXISTS ${t.autonomy_queue} (
      shipment_id uuid PRIMARY KEY,
      tracking_number text NOT NULL,
      code text NOT NULL,
      reason text NOT NULL,
      priority integer NOT NULL,
      held_at timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${t.autonomy_overrides} (
      id uuid PRIMARY KEY,
      action text NOT NULL,
      target text,
      carrier text,
      reason text NOT NULL,
      changed text NOT NULL,
      by_email text NOT NULL,
      applied_at timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${t.autonomy_notifications} (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      shipment_id uuid NOT NULL,
      tracking_number text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t.autonomy_notifications}_user ON ${t.autonomy_notifications} (user_id, created_at DESC);
    CREATE INDEX IF NOT EXISTS ${t.autonomy_notifications}_page ON ${t.autonomy_notifications} (user_id, created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS ${t.autonomy_overrides}_page ON ${t.autonomy_overrides} (applied_at DESC, id DESC);
    CREATE TABLE IF NOT EXISTS ${t.autonomy_shipping_preferences} (user_id uuid PRIMARY KEY, priority text NOT NULL, set_at timestamptz NOT NULL);${addMissingColumns(t.autonomy_shipping_preferences, ADDED_COLUMNS)}`,
  fold: {
    kind: 'sql',
    async apply(client, stored, t) {
      // a carrier decision's delivery estimate: the same value the shipment's read models show until the carrier books
      const estimate = bookingChange(stored)?.estimate?.at ?? null;
      const decision = (shipmentId: string, trackingNumber: string, summary: string, reason: string, human: boolean, carrierId: string | null, at: string) =>
        client.query(
          `INSERT INTO ${t.autonomy_decisions} (id, shipment_id, tracking_number, type, summary, reason, human, carrier_id, decided_at, estimated_delivery)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [stored.eventId, shipmentId, trackingNumber, stored.type, summary, reason, human, carrierId, at, estimate],
        );
      switch (stored.type) {
        case 'CrisisActivated': {
          const d = (stored as StoredEvent & CrisisActivated).data;
          await client.query(
            `INSERT INTO ${t.autonomy_crises} (id, crisis_type, severity, carrier_id, status, trigger, reason, activated_at, activated_by, activations, version)
             VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, 1, $9)
             ON CONFLICT (id) DO UPDATE SET severity = EXCLUDED.severity, status = 'active', trigger = EXCLUDED.trigger, reason = EXCLUDED.reason,
               activated_at = EXCLUDED.activated_at, activated_by = EXCLUDED.activated_by, resolved_at = NULL, resolved_by = NULL,
               affected_shipments = 0, activations = ${t.autonomy_crises}.activations + 1, version = EXCLUDED.version`,
            [d.crisisId, d.crisisType, d.severity, d.carrierId, d.trigger, d.reason, d.activatedAt, d.activatedBy, stored.version],
          );
          return;
        }
        case 'CrisisResolved': {
          const d = (stored as StoredEvent & CrisisResolved).data;
          await client.query(`UPDATE ${t.autonomy_crises} SET status = 'resolved', resolved_at = $2, resolved_by = $3, version = $4 WHERE id = $1`, [
            d.crisisId,
            d.resolvedAt,
            d.resolvedBy,
            stored.version,
          ]);
          return;
        }
        case 'CarrierSelected': {
          const d = (stored as StoredEvent & CarrierSelected).data;
          await decision(
            d.shipmentId,
            d.trackingNumber,
            `Carrier selected: ${d.choice.carrierName} ${d.choice.serviceName} (${money(d.choice.price)})`,
            d.reason,
            d.human,
            d.choice.carrierId,
            d.decidedAt,
          );
          await client.query(`DELETE FROM ${t.autonomy_queue} WHERE shipment_id = $1`, [d.shipmentId]);
          return;
        }
        case 'ShipmentRebooked': {
          const d = (stored as StoredEvent & ShipmentRebooked).data;
          await decision(
            d.shipmentId,
            d.trackingNumber,
            `Re-booked from ${d.fromCarrierId ?? 'no carrier'} to ${d.choice.carrierName} ${d.choice.serviceName}`,
            d.reason,
            d.human,
            d.choice.carrierId,
            d.decidedAt,
          );
          if (d.crisisId) await client.query(`UPDATE ${t.autonomy_crises} SET affected_shipments = affected_shipments + 1 WHERE id = $1`, [d.crisisId]);
          return;
        }
        case 'ShipmentHeld': {
          const d = (stored as StoredEvent & ShipmentHeld).data;
          await decision(d.shipmentId, d.trackingNumber, `Held (${d.code})`, `${d.reason} [rule: ${d.rule}]`, false, null, d.heldAt);
          await client.query(
            `INSERT INTO ${t.autonomy_queue} (shipment_id, tracking_number, code, reason, priority, held_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (shipment_id) DO UPDATE SET code = EXCLUDED.code, reason = EXCLUDED.reason, priority = EXCLUDED.priority, held_at = EXCLUDED.held_at`,
            [d.shipmentId, d.trackingNumber, d.code, d.reason, d.priority, d.heldAt],
          );
          if (d.crisisId) await client.query(`UPDATE ${t.autonomy_crises} SET affected_shipments = affected_shipments + 1 WHERE id = $1`, [d.crisisId]);
          return;
        }
        case 'HoldReleased': {
          const d = (stored as StoredEvent & HoldReleased).data;
          const { rows } = await client.query<{ tracking_number: string }>(`DELETE FROM ${t.autonomy_queue} WHERE shipment_id = $1 RETURNING tracking_number`, [d.shipmentId]);
          await decision(d.shipmentId, rows[0]?.tracking_number ?? '', `Hold released (${d.code})`, d.reason, d.human, null, d.releasedAt);
          return;
        }
        case 'DecisionCancelled': {
          const d = (stored as StoredEvent & DecisionCancelled).data;
          await decision(d.shipmentId, '', `Decision cancelled: ${d.cancelled}`, d.reason, true, null, d.cancelledAt);
          return;
        }
        case 'HumanOverrideApplied': {
          const d = (stored as StoredEvent & HumanOverrideApplied).data;
          await client.query(
            `INSERT INTO ${t.autonomy_overrides} (id, action, target, carrier, reason, changed, by_email, applied_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (id) DO NOTHING`,
            [d.overrideId, d.action, d.target, d.carrier, d.reason, d.changed, d.by.email, d.appliedAt],
          );
          return;
        }
        case 'ShippingPreferenceSet': {
          const d = (stored as StoredEvent & ShippingPreferenceSet).data;
          await client.query(
            `INSERT INTO ${t.autonomy_shipping_preferences} (user_id, priority, set_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET priority = EXCLUDED.priority, set_at = EXCLUDED.set_at`,
            [d.userId, d.priority, d.setAt],
          );
          return;
        }
        case 'LabelPreferenceSet': {
          // A label default alone leaves the priority at its default (cost); set_at is the last change of either.
          const d = (stored as StoredEvent & LabelPreferenceSet).data;
          await client.query(
            `INSERT INTO ${t.autonomy_shipping_preferences} (user_id, priority, set_at, label_format, label_size) VALUES ($1, 'cost', $2, $3, $4)
             ON CONFLICT (user_id) DO UPDATE SET label_format = EXCLUDED.label_format, label_size = EXCLUDED.label_size, set_at = EXCLUDED.set_at`,
            [d.userId, d.setAt, d.labelFormat, d.labelSize],
          );
          return;
        }
        case 'ShipperNotified': {
          const d = (stored as StoredEvent & ShipperNotified).data;
          await client.query(
            `INSERT INTO ${t.autonomy_notifications} (id, user_id, shipment_id, tracking_number, title, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (id) DO NOTHING`,
            [d.notificationId, d.userId, d.shipmentId, d.trackingNumber, d.title, d.message, d.notifiedAt],
          );
          return;
        }
      }
    },
  },
};
