import type { Pool, PoolClient } from 'pg';
import {
  SHIPMENT_NOTICES,
  deliveryEstimate,
  dispatchStreamId,
  shipmentStreamId,
  type CarrierBooked,
  type CarrierBookingFailed,
  type CrisisActivated,
  type CrisisResolved,
  type DispatchEvent,
  type EventStore,
  type HumanOverrideApplied,
  type RatePurchased,
  type ShipmentCreated,
  type ShipmentHeld,
  type ShipmentPreference,
  type ShippingPreferenceSet,
  type StoredEvent,
} from '@waypost/contracts';
import { requestIdOfCause, type CommandContext } from '../../platform/event-store/command-context';
import { CheckpointedProcessor } from '../../platform/background/checkpointed-processor';
import { derivedId } from '../../platform/event-store/ids';
import { decideDispatch, decideRebooking, type DispatchSituation } from '../domain/dispatch-policy';
import { DISPATCH_PORTS } from './dispatch-ports';
import { foldDispatch, type DispatchState } from '../domain/dispatch';

// ── The autonomy dispatcher: a process manager over the global event log ─────
// Decides for every new shipment (CarrierSelected or ShipmentHeld), re-books shipments whose carrier refused or
// went down (ShipmentRebooked + ShipperNotified), and runs the crisis protocols' effects. Checkpointed like a
// projection (projection_checkpoints 'autonomy-dispatcher'), one active instance (advisory lock). Every append
// derives its command id from the event that caused it, so re-processing after a crash appends nothing new.
// Over 300 lines: one process manager; its handlers share the folded situation and the checkpointed transaction.

export const DISPATCHER_CHECKPOINT = 'autonomy-dispatcher';
const ACTOR = { kind: 'system' as const, id: 'autonomy' };
const HANDLED = new Set([
  'ShipmentCreated',
  'CarrierBooked',
  'CarrierBookingFailed',
  'TrackingEventRecorded',
  'ShipmentCancelled',
  'CrisisActivated',
  'CrisisResolved',
  'HumanOverrideApplied',
  'HoldReleased',
  'ShippingPreferenceSet',
  'RatePurchased',
  'LabelVoided',
]);
const MAX_REBOOKINGS = 3;

interface ActiveCrisis {
  crisisId: string;
  crisisType: CrisisActivated['data']['crisisType'];
  carrierId: string | null;
  capacityPerMinute: number | null;
}

export interface DispatcherState {
  crises: Record<string, ActiveCrisis>;
  paused: boolean;
  /** Epoch ms of bookings released while a surge is active (the last minute counts). */
  surgeReleases: number[];
}

/** The commands the dispatcher sends (through the command bus in the app). */
export interface CommandsPort {
  failBooking(shipmentId: string, reason: string, ctx: CommandContext): Promise<void>;
  /** A decision on the shipment's dispatch stream, given the stream as it is then (DecideOnDispatchCommand). */
  decideOnDispatch(shipmentId: string, decide: (s: DispatchState) => DispatchEvent[], ctx: CommandContext): Promise<void>;
}

export class Dispatcher extends CheckpointedProcessor {
  protected readonly eventTypes = HANDLED;
  state: DispatcherState = { crises: {}, paused: false, surgeReleases: [] };

  constructor(
    pool: Pool,
    store: EventStore,
    private readonly commands: CommandsPort,
    private readonly candidates: () => readonly string[],
    private readonly options: {
      log?: (m: string) => void;
      now?: () => number;
      /** Told what the active crises restrict (quoting's QUOTE_RESTRICTIONS answer in this process). */
      publishRestrictions?: (r: { suspendedCarriers: string[]; surge: boolean }) => void;
    } = {},
  ) {
    super(pool, store, DISPATCHER_CHECKPOINT, options.log);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  protected override async onLive(client: PoolClient): Promise<void> {
    const { rows } = await client.query<{ state: DispatcherState }>('SELECT state FROM autonomy_process_state WHERE name = $1', [DISPATCHER_CHECKPOINT]);
    if (rows[0]) this.state = rows[0].state;
    this.publishRestrictions();
  }

  protected override async afterBatch(client: PoolClient): Promise<void> {
    await this.saveState(client);
  }

  protected override async tick(client: PoolClient): Promise<void> {
    await this.releaseSurgeQueue(client);
  }

  private publishRestrictions(): void {
    const crises = Object.values(this.state.crises);
    this.options.publishRestrictions?.({
      suspendedCarriers: crises.filter((c) => c.crisisType === 'carrier_outage' && c.carrierId).map((c) => c.carrierId!),
      surge: crises.some((c) => c.crisisType === 'demand_surge'),
    });
  }

  private async saveState(client: PoolClient): Promise<void> {
    const cutoff = this.now() - 60_000;
    this.state.surgeReleases = this.state.surgeReleases.filter((t) => t > cutoff);
    await client.query(
      `INSERT INTO autonomy_process_state (name, state, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
      [DISPATCHER_CHECKPOINT, JSON.stringify(this.state)],
    );
  }

  situation(): DispatchSituation {
    const crises = Object.values(this.state.crises);
    const payment = crises.find((c) => c.crisisType === 'payment_failure');
    const surge = crises.find((c) => c.crisisType === 'demand_surge');
    const cutoff = this.now() - 60_000;
    return {
      candidates: this.candidates(),
      suspended: new Set(crises.filter((c) => c.crisisType === 'carrier_outage' && c.carrierId).map((c) => c.carrierId!)),
      paused: this.state.paused,
      paymentFailure: payment ? { crisisId: payment.crisisId } : null,
      surge: surge
        ? { crisisId: surge.crisisId, capacityPerMinute: surge.capacityPerMinute ?? 20, releasedLastMinute: this.state.surgeReleases.filter((t) => t > cutoff).length }
        : null,
    };
  }

  // ── Event handlers ─────────────────────────────────────────────────────────

  protected async handle(client: PoolClient, event: StoredEvent): Promise<void> {
    switch (event.type) {
      case 'ShipmentCreated':
        return this.dispatchNew(client, event, (event as unknown as ShipmentCreated).data);
      case 'CarrierBooked': {
        const b = event.data as CarrierBooked['data'];
        const created = await this.created(b.shipmentId);
        await client.query(
          `INSERT INTO autonomy_open_bookings (shipment_id, carrier_id, owner_id, tracking_number, booked_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (shipment_id) DO UPDATE SET carrier_id = EXCLUDED.carrier_id, booked_at = EXCLUDED.booked_at`,
          [b.shipmentId, b.carrierId, created?.ownerId ?? '00000000-0000-0000-0000-000000000000', b.trackingNumber, b.bookedAt],
        );
        // Booked on a carrier that is down now (a decision taken just before the outage): move it.
        const outage = Object.values(this.state.crises).find((c) => c.crisisType === 'carrier_outage' && c.carrierId === b.carrierId);
        if (outage && created) await this.rebook(client, event, created, b.carrierId, `${b.carrierId} is under an outage`, outage.crisisId, true);
        return;
      }
      case 'CarrierBookingFailed': {
        const f = event.data as CarrierBookingFailed['data'];
        const created = await this.created(f.shipmentId);
        if (!created) return;
        // No carrier will take it (none serves the lane now, or every re-booking failed): the shipper must hear of it.
        if (!f.carrierId) return this.notifyBookingFailed(event, created, f.reason);
        await this.rebook(client, event, created, f.carrierId, `${f.carrierId} refused the booking: ${f.reason}`, null, false);
        return;
      }
      case 'TrackingEventRecorded': {
        // Picked up (or further): no longer an open booking a crisis could move.
        await client.query('DELETE FROM autonomy_open_bookings WHERE shipment_id = $1', [(event.data as { shipmentId: string }).shipmentId]);
        return;
      }
      case 'RatePurchased':
        return this.bookPurchase(client, event, (event as unknown as RatePurchased).data);
      case 'LabelVoided':
        // No carrier holds it any more: nothing a crisis could move until it is bought again.
        await client.query('DELETE FROM autonomy_open_bookings WHERE shipment_id = $1', [(event.data as { shipmentId: string }).shipmentId]);
        return;
      case 'ShipmentCancelled': {
        const id = (event.data as { shipmentId: string }).shipmentId;
        await client.query('DELETE FROM autonomy_open_bookings WHERE shipment_id = $1', [id]);
        await client.query('DELETE FROM autonomy_holds WHERE shipment_id = $1', [id]);
        return;
      }
      case 'ShippingPreferenceSet': {
        const p = (event as unknown as ShippingPreferenceSet).data;
        await client.query('INSERT INTO autonomy_preferences (user_id, priority) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET priority = EXCLUDED.priority', [
          p.userId,
          p.priority,
        ]);
        return;
      }
      case 'HoldReleased':
        await client.query('DELETE FROM autonomy_holds WHERE shipment_id = $1', [(event.data as { shipmentId: string }).shipmentId]);
        return;
      case 'CrisisActivated':
        return this.crisisActivated(client, event, (event as unknown as CrisisActivated).data);
      case 'CrisisResolved':
        return this.crisisResolved(client, event, (event as unknown as CrisisResolved).data);
      case 'HumanOverrideApplied': {
        const o = (event as unknown as HumanOverrideApplied).data;
        if (o.action === 'pause_automation') this.state.paused = true;
        if (o.action === 'resume_automation') {
          this.state.paused = false;
          await this.releaseHolds(client, event, 'paused', 'Automation resumed');
        }
        return;
      }
    }
  }

  private async dispatchNew(client: PoolClient, event: StoredEvent, shipment: ShipmentCreated['data']): Promise<void> {
    // Its shipper buys a rate (issue 24): no automatic decision; the purchase is booked when it comes.
    if (shipment.rateSelection === 'manual') return;
    const situation = this.situation();
    const preference = await this.preferenceOf(client, shipment.ownerId);
    const d = decideDispatch(shipment, situation, preference, DISPATCH_PORTS);
    const ctx = this.ctx(event, 'dispatch');
    if (d.kind === 'unserved') {
      await this.commands.failBooking(shipment.shipmentId, d.reason, ctx);
      return;
    }
    const base = { shipmentId: shipment.shipmentId, trackingNumber: shipment.trackingNumber, ownerId: shipment.ownerId };
    if (d.kind === 'hold') {
      const held: ShipmentHeld = {
        type: 'ShipmentHeld',
        data: { ...base, code: d.code, reason: d.reason, rule: d.rule, crisisId: d.crisisId, priority: d.priority, heldAt: shipment.createdAt },
      };
      await this.appendDispatch(shipment.shipmentId, ctx, (s) => (s.decisions > 0 ? [] : [held]));
      await client.query(`INSERT INTO autonomy_holds (shipment_id, code, priority, crisis_id, held_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (shipment_id) DO NOTHING`, [
        shipment.shipmentId,
        d.code,
        d.priority,
        d.crisisId,
        shipment.createdAt,
      ]);
      return;
    }
    await this.appendDispatch(shipment.shipmentId, ctx, (s) =>
      s.decisions > 0
        ? []
        : [
            {
              type: 'CarrierSelected',
              data: {
                ...base,
                choice: d.choice,
                preference,
                reason: d.reason,
                alternatives: d.alternatives,
                human: false,
                decidedAt: shipment.createdAt,
                estimatedDelivery: deliveryEstimate(shipment.createdAt, d.choice.transitDays),
              },
            },
          ],
    );
    if (situation.surge) this.state.surgeReleases.push(this.now());
  }

  /**
   * A rate the shipper bought (issue 24) becomes the decision the carrier workers book: exactly its carrier, service
   * and price. A person chose it (human: true); once per purchase (the command id derives from the purchase event).
   */
  private async bookPurchase(client: PoolClient, event: StoredEvent, p: RatePurchased['data']): Promise<void> {
    const { carrierId, carrierName, serviceId, serviceName, serviceLevel, price, transitDays, reliability, provider } = p.rate;
    // a real provider's rate keeps its provider and references: its worker buys exactly that rate (issue 27)
    const choice = {
      carrierId,
      carrierName,
      serviceId,
      serviceName,
      serviceLevel,
      price,
      transitDays,
      reliability,
      ...(provider && provider.id !== 'sandbox' ? { provider } : {}),
    };
    const selected: DispatchEvent = {
      type: 'CarrierSelected',
      data: {
        shipmentId: p.shipmentId,
        trackingNumber: p.trackingNumber,
        ownerId: p.ownerId,
        choice,
        preference: await this.preferenceOf(client, p.ownerId),
        reason: `Bought by the shipper: rate ${p.rateId} (${carrierName} ${serviceName}, ${price.amountMinor / 100} ${price.currency})`,
        alternatives: [],
        human: true,
        decidedAt: p.purchasedAt,
        estimatedDelivery: p.rate.estimatedDelivery,
      },
    };
    await this.appendDispatch(p.shipmentId, this.ctx(event, 'purchase'), () => [selected]);
  }

  /** Moves a shipment off a carrier (refused or down) to the best alternative; notifies the shipper on an outage. */
  private async rebook(
    client: PoolClient,
    cause: StoredEvent,
    shipment: ShipmentCreated['data'],
    fromCarrierId: string,
    why: string,
    crisisId: string | null,
    notify: boolean,
  ): Promise<void> {
    // A label bought from a real provider (issue 27: its account is no candidate of this network) stays with it: an
    // outage holds its purchases until the crisis is resolved, and a refusal goes back to the shipper, who buys again.
    if (!this.situation().candidates.includes(fromCarrierId)) return;
    const history = await this.store.readStream(dispatchStreamId(shipment.shipmentId));
    const state = foldDispatch(history);
    if (state.avoided.includes(fromCarrierId) || state.carrierId !== fromCarrierId) return;
    // One cause (an outage) moves many shipments: the command id names the shipment too.
    const ctx = this.ctx(cause, `rebook/${shipment.shipmentId}/${fromCarrierId}`);
    if (state.avoided.length >= MAX_REBOOKINGS) {
      // A refusal after the last re-booking: no carrier will take it; recorded (carrierId null) so the shipper is told.
      if (!notify)
        await this.commands.failBooking(shipment.shipmentId, `${why}; no carrier took it after ${MAX_REBOOKINGS} re-bookings`, {
          ...ctx,
          commandId: derivedId(ctx.commandId, 'fail'),
        });
      return;
    }
    const d = decideRebooking(shipment, this.situation(), new Set([...state.avoided, fromCarrierId]), await this.preferenceOf(client, shipment.ownerId), DISPATCH_PORTS);
    if (d.kind === 'unserved') {
      if (!notify) await this.commands.failBooking(shipment.shipmentId, d.reason, { ...ctx, commandId: derivedId(ctx.commandId, 'fail') });
      return;
    }
    const now = cause.createdAt;
    const events: DispatchEvent[] = [
      {
        type: 'ShipmentRebooked',
        data: {
          shipmentId: shipment.shipmentId,
          trackingNumber: shipment.trackingNumber,
          ownerId: shipment.ownerId,
          fromCarrierId,
          choice: d.choice,
          reason: `${why}. ${d.reason}`,
          alternatives: d.alternatives,
          crisisId,
          human: false,
          decidedAt: now,
          estimatedDelivery: deliveryEstimate(now, d.choice.transitDays),
        },
      },
    ];
    if (notify) {
      events.push({
        type: 'ShipperNotified',
        data: {
          notificationId: derivedId(ctx.commandId, 'notification'),
          userId: shipment.ownerId,
          shipmentId: shipment.shipmentId,
          trackingNumber: shipment.trackingNumber,
          title: 'Shipment re-booked',
          message: `Your shipment ${shipment.trackingNumber} was moved from ${fromCarrierId} to ${d.choice.carrierName} (${d.choice.serviceName}) because of a carrier outage.`,
          crisisId,
          notifiedAt: now,
        },
      });
    }
    await this.appendDispatch(shipment.shipmentId, ctx, (s) => (s.carrierId === fromCarrierId ? events : []));
  }

  /** A booking no carrier will take: the shipper gets a notification (once per failure event; not for a cancelled shipment). */
  private async notifyBookingFailed(cause: StoredEvent, shipment: ShipmentCreated['data'], reason: string): Promise<void> {
    const history = await this.store.readStream(shipmentStreamId(shipment.shipmentId));
    if (history.some((e) => e.type === 'ShipmentCancelled')) return;
    const ctx = this.ctx(cause, `booking-failed/${shipment.shipmentId}`);
    const notified: DispatchEvent = {
      type: 'ShipperNotified',
      data: {
        notificationId: derivedId(ctx.commandId, 'notification'),
        userId: shipment.ownerId,
        shipmentId: shipment.shipmentId,
        trackingNumber: shipment.trackingNumber,
        title: SHIPMENT_NOTICES.bookingFailedTitle,
        message: SHIPMENT_NOTICES.bookingFailed(shipment.trackingNumber, reason),
        crisisId: null,
        notifiedAt: cause.createdAt,
      },
    };
    await this.appendDispatch(shipment.shipmentId, ctx, () => [notified]);
  }

  private async crisisActivated(client: PoolClient, event: StoredEvent, c: CrisisActivated['data']): Promise<void> {
    this.state.crises[c.crisisId] = { crisisId: c.crisisId, crisisType: c.crisisType, carrierId: c.carrierId, capacityPerMinute: c.capacityPerMinute };
    this.publishRestrictions();
    if (c.crisisType !== 'carrier_outage' || !c.carrierId) return;
    const { rows } = await client.query<{ shipment_id: string }>('SELECT shipment_id FROM autonomy_open_bookings WHERE carrier_id = $1 ORDER BY booked_at', [c.carrierId]);
    for (const r of rows) {
      const created = await this.created(r.shipment_id);
      if (created) await this.rebook(client, event, created, c.carrierId, `${c.carrierId} is under an outage`, c.crisisId, true);
    }
  }

  private async crisisResolved(client: PoolClient, event: StoredEvent, c: CrisisResolved['data']): Promise<void> {
    delete this.state.crises[c.crisisId];
    this.publishRestrictions();
    if (c.crisisType === 'payment_failure') await this.releaseHolds(client, event, 'payment', 'Payments recovered: crisis resolved');
    if (c.crisisType === 'demand_surge') await this.releaseHolds(client, event, 'surge', 'Demand surge resolved');
  }

  /** Releases queued shipments with one hold code, books them (express first). */
  private async releaseHolds(client: PoolClient, cause: StoredEvent, code: ShipmentHeld['data']['code'], reason: string, limit = 100_000): Promise<number> {
    const { rows } = await client.query<{ shipment_id: string }>('SELECT shipment_id FROM autonomy_holds WHERE code = $1 ORDER BY priority, held_at, shipment_id LIMIT $2', [
      code,
      limit,
    ]);
    for (const r of rows) {
      const created = await this.created(r.shipment_id);
      if (!created) continue;
      await this.release(client, cause, created, code, reason, `release/${code}/${r.shipment_id}`);
      await client.query('DELETE FROM autonomy_holds WHERE shipment_id = $1', [r.shipment_id]);
    }
    return rows.length;
  }

  private async release(
    client: PoolClient,
    cause: StoredEvent | null,
    shipment: ShipmentCreated['data'],
    code: ShipmentHeld['data']['code'],
    reason: string,
    purpose: string,
  ): Promise<void> {
    const preference = await this.preferenceOf(client, shipment.ownerId);
    const d = decideDispatch(shipment, this.situation(), preference, DISPATCH_PORTS, { ignoreHolds: true });
    const at = cause?.createdAt ?? new Date(this.now()).toISOString();
    const ctx = cause
      ? this.ctx(cause, purpose)
      : { commandId: derivedId(shipment.shipmentId, `${purpose}/${Math.floor(this.now() / 60_000)}`), correlationId: shipment.shipmentId, actor: ACTOR, now: at };
    const base = { shipmentId: shipment.shipmentId, trackingNumber: shipment.trackingNumber, ownerId: shipment.ownerId };
    await this.appendDispatch(shipment.shipmentId, ctx, (s) => {
      if (!s.hold || s.hold.code !== code) return [];
      const released: DispatchEvent = { type: 'HoldReleased', data: { shipmentId: shipment.shipmentId, code, reason, human: false, releasedAt: at } };
      if (d.kind !== 'select') return [released];
      return [
        released,
        {
          type: 'CarrierSelected',
          data: {
            ...base,
            choice: d.choice,
            preference,
            reason: d.reason,
            alternatives: d.alternatives,
            human: false,
            decidedAt: at,
            estimatedDelivery: deliveryEstimate(at, d.choice.transitDays),
          },
        },
      ];
    });
    if (d.kind === 'unserved') await this.commands.failBooking(shipment.shipmentId, d.reason, { ...ctx, commandId: derivedId(ctx.commandId, 'fail') });
    if (code === 'surge' || this.situation().surge) this.state.surgeReleases.push(this.now());
  }

  /** Demand surge: releases queued shipments as capacity frees up, express first. */
  private async releaseSurgeQueue(client: PoolClient): Promise<void> {
    const s = this.situation().surge;
    if (!s) return;
    const free = s.capacityPerMinute - s.releasedLastMinute;
    if (free <= 0) return;
    const { rows } = await client.query<{ shipment_id: string }>("SELECT shipment_id FROM autonomy_holds WHERE code = 'surge' ORDER BY priority, held_at, shipment_id LIMIT $1", [
      free,
    ]);
    for (const r of rows) {
      const created = await this.created(r.shipment_id);
      if (created) await this.release(client, null, created, 'surge', 'Capacity available (demand surge queue, express first)', 'release/surge');
      await client.query('DELETE FROM autonomy_holds WHERE shipment_id = $1', [r.shipment_id]);
    }
    if (rows.length) await this.saveState(client);
  }

  // ── Helpers ────────────────────────────────────────────────────────────────

  /** The shipper's preference as of this point in the log (folded from ShippingPreferenceSet); cost by default. */
  private async preferenceOf(client: PoolClient, userId: string): Promise<ShipmentPreference> {
    const { rows } = await client.query<{ priority: ShipmentPreference }>('SELECT priority FROM autonomy_preferences WHERE user_id = $1', [userId]);
    return rows[0]?.priority ?? 'cost';
  }

  private ctx(cause: StoredEvent, purpose: string): CommandContext {
    return {
      commandId: derivedId(cause.eventId, `autonomy/${purpose}`),
      correlationId: cause.metadata.correlationId,
      actor: ACTOR,
      now: cause.createdAt,
      ...requestIdOfCause(cause),
    };
  }

  private async created(shipmentId: string): Promise<ShipmentCreated['data'] | null> {
    const history = await this.store.readStream(shipmentStreamId(shipmentId));
    const created = history.find((e) => e.type === 'ShipmentCreated');
    return created ? (created as unknown as ShipmentCreated).data : null;
  }

  private async appendDispatch(shipmentId: string, ctx: CommandContext, decide: (s: DispatchState) => DispatchEvent[]): Promise<void> {
    await this.commands.decideOnDispatch(shipmentId, decide, ctx);
  }
}
