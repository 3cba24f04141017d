import type { Pool } from 'pg';
import { shipmentStreamId, type CarrierBooked, type CarrierOption, type EventStore, type LabelVoided, type ShipmentCreated, type StoredEvent } from '@waypost/contracts';
import { DISPATCH_TOPIC, eventOf, HEADER_EVENT_TYPE, SHIPMENTS_TOPIC, type Delivery, type EventBus, type Subscription } from '../../bus/bus';
import { derivedId } from '../../platform/event-store/ids';
import { requestIdOfCause } from '../../platform/event-store/command-context';
import { choiceFor, selectCarrierCached } from './carrier-selection';
import type { QuoteRestrictions } from '../../quoting/queries/quote-restrictions';
import { CarrierRefusedError, type CarrierAdapter } from '../domain/carrier-adapter';
import { isSettled, type CarrierCommandPort } from './carrier-command-port';
import type { Limiter } from './limiter';

// ── A carrier worker: one consumer group per carrier on the shipments topic ───
// Acts on: ShipmentCreated it was chosen for (book), its own CarrierBooked (start tracking), ShipmentCancelled
// of its shipments and LabelVoided of its bookings (cancel at the carrier). Each acted-on event is recorded in carrier_processed_events after
// its effect; a redelivered event is skipped there, and effects are idempotent anyway (command ids derive
// from the event id), so a crash between effect and record has no second effect either.

const ACTED_ON = new Set(['ShipmentCreated', 'CarrierBooked', 'ShipmentCancelled', 'CarrierSelected', 'ShipmentRebooked', 'LabelVoided']);

export interface CarrierWorkerOptions {
  /** Carrier ids the selection chooses among (every running carrier, in every process). */
  candidates: readonly string[];
  /** This worker also records CarrierBookingFailed for shipments no carrier serves. */
  handlesUnserved: boolean;
  limiter: Limiter;
  log?: (message: string) => void;
  /**
   * 'created' (default): book the carrier selectCarrier() picks when a shipment is created.
   * 'decision' (the app, issue 7): book what the autonomy dispatcher decided (CarrierSelected / ShipmentRebooked
   * on the dispatch topic), so every choice is an explicit decision event first.
   */
  bookOn?: 'created' | 'decision';
  /** What the crisis protocols take out of the selection now (quoting's QUOTE_RESTRICTIONS); none by default. */
  restrictions?: () => QuoteRestrictions;
}

export class CarrierWorker {
  private subscription: Subscription | null = null;
  /** Events acted on (first time), redeliveries skipped and batches that failed (redelivered by the bus), since start. */
  readonly stats = { applied: 0, skipped: 0, errors: 0 };

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly bus: EventBus,
    readonly adapter: CarrierAdapter,
    private readonly commands: CarrierCommandPort,
    private readonly options: CarrierWorkerOptions,
  ) {}

  get carrierId(): string {
    return this.adapter.carrier.id;
  }

  get groupId(): string {
    return `waypost.carrier.${this.carrierId}`;
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    const topics = this.options.bookOn === 'decision' ? [SHIPMENTS_TOPIC, DISPATCH_TOPIC] : [SHIPMENTS_TOPIC];
    this.subscription = await this.bus.subscribe({
      groupId: this.groupId,
      topics,
      handler: (batch) =>
        this.handle(batch).catch((error: unknown) => {
          this.stats.errors++;
          throw error;
        }),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  /** Streams in parallel, each stream's events in order. */
  private async handle(batch: Delivery[]): Promise<void> {
    const byStream = new Map<string, StoredEvent[]>();
    const inBatch = new Set<string>();
    for (const d of batch) {
      // Most events (tracking steps) concern no carrier worker: skip them by header, without parsing.
      if (!ACTED_ON.has(d.headers[HEADER_EVENT_TYPE] ?? '')) continue;
      const event = eventOf(d);
      if (!this.concerns(event)) continue;
      if (inBatch.has(event.eventId)) {
        this.stats.skipped++; // re-published within the same batch
        continue;
      }
      inBatch.add(event.eventId);
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    }
    if (byStream.size === 0) return;
    // De-duplicate the whole batch with one query, act, then record what was acted on with one insert (before the
    // bus commits the batch's offsets: a crash in between redelivers, and the effects are idempotent).
    const ids = [...byStream.values()].flat().map((e) => e.eventId);
    const { rows } = await this.pool.query<{ event_id: string }>('SELECT event_id FROM carrier_processed_events WHERE consumer = $1 AND event_id = ANY($2::uuid[])', [
      this.groupId,
      ids,
    ]);
    const seen = new Set(rows.map((r) => r.event_id));
    this.stats.skipped += seen.size;
    const acted: StoredEvent[] = [];
    await Promise.all(
      [...byStream.values()].map(async (events) => {
        for (const event of events) {
          if (seen.has(event.eventId)) continue;
          if (await this.options.limiter.run(() => this.effect(event))) acted.push(event);
        }
      }),
    );
    if (acted.length === 0) return;
    const inserted = await this.pool.query(
      `INSERT INTO carrier_processed_events (consumer, event_id, stream_id, event_type)
       SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
      [this.groupId, acted.map((e) => e.eventId), acted.map((e) => e.streamId), acted.map((e) => e.type)],
    );
    this.stats.applied += inserted.rowCount ?? 0;
    this.stats.skipped += acted.length - (inserted.rowCount ?? 0);
  }

  /** Cheap, in-memory filter: which events may need this carrier at all. */
  private concerns(event: StoredEvent): boolean {
    switch (event.type) {
      case 'ShipmentCreated': {
        if (this.options.bookOn === 'decision') return false;
        // Its shipper buys a rate (issue 24): booked on the purchase's decision, never on creation.
        if ((event as unknown as ShipmentCreated).data.rateSelection === 'manual') return false;
        const s = selectCarrierCached(event.eventId, (event as unknown as ShipmentCreated).data, this.options.candidates, this.options.restrictions?.());
        return s.ok ? s.choice.carrier.id === this.carrierId : this.options.handlesUnserved;
      }
      case 'CarrierBooked': {
        const b = event.data as CarrierBooked['data'];
        return b.carrierId === this.carrierId || b.replaces === this.carrierId;
      }
      case 'CarrierSelected':
      case 'ShipmentRebooked':
        return this.options.bookOn === 'decision' && (event.data as { choice: CarrierOption }).choice.carrierId === this.carrierId;
      case 'ShipmentCancelled':
        return true;
      case 'LabelVoided':
        return (event.data as LabelVoided['data']).carrierId === this.carrierId;
      default:
        return false;
    }
  }

  /** Returns false when the event turned out not to concern this carrier. */
  private async effect(event: StoredEvent): Promise<boolean> {
    const actor = { kind: 'carrier' as const, id: this.carrierId };
    const ctx = (purpose: string, now = new Date().toISOString()) => {
      const commandId = derivedId(event.eventId, `${purpose}/${this.carrierId}`);
      return { commandId, correlationId: event.metadata.correlationId, actor, now, ...requestIdOfCause(event) };
    };
    switch (event.type) {
      case 'ShipmentCreated': {
        const shipment = (event as unknown as ShipmentCreated).data;
        const selection = selectCarrierCached(event.eventId, shipment, this.options.candidates, this.options.restrictions?.());
        const c = ctx('book');
        try {
          if (!selection.ok) {
            await this.commands.fail({ shipmentId: shipment.shipmentId, carrierId: null, reason: selection.reason, sandbox: true, failedAt: c.now }, c);
            return true;
          }
          try {
            const booking = await this.adapter.book({ shipment, choice: selection.choice, idempotencyKey: c.commandId, now: c.now });
            await this.commands.book(booking, c);
          } catch (error) {
            if (!(error instanceof CarrierRefusedError)) throw error;
            await this.commands.fail({ shipmentId: shipment.shipmentId, carrierId: this.carrierId, reason: error.message, sandbox: this.adapter.sandbox, failedAt: c.now }, c);
          }
        } catch (error) {
          if (!isSettled(error)) throw error;
        }
        return true;
      }
      case 'CarrierSelected':
      case 'ShipmentRebooked':
        await this.bookDecision(event, ctx('book'));
        return true;
      case 'CarrierBooked': {
        const b = event.data as CarrierBooked['data'];
        if (b.replaces === this.carrierId && b.carrierId !== this.carrierId) {
          // Re-booked elsewhere: stop tracking it here and cancel our booking.
          await this.pool.query(`UPDATE carrier_tracking_schedule SET done = true, updated_at = now() WHERE shipment_id = $1 AND carrier_id = $2`, [b.shipmentId, this.carrierId]);
          const mine = (await this.store.readStream(event.streamId)).find((e) => e.type === 'CarrierBooked' && (e.data as CarrierBooked['data']).carrierId === this.carrierId);
          if (mine) await this.adapter.cancel({ reference: (mine.data as CarrierBooked['data']).reference });
          return true;
        }
        await this.pool.query(
          // A re-booking hands the shipment's schedule row to the new carrier (its journey starts from its own reports).
          `INSERT INTO carrier_tracking_schedule (shipment_id, carrier_id, due_at) VALUES ($1, $2, now())
           ON CONFLICT (shipment_id) DO UPDATE SET carrier_id = EXCLUDED.carrier_id, due_at = now(), steps_done = 0, done = false, updated_at = now()
           WHERE carrier_tracking_schedule.carrier_id <> EXCLUDED.carrier_id`,
          [b.shipmentId, b.carrierId],
        );
        return true;
      }
      case 'LabelVoided': {
        // Voided before pickup (issue 24): no journey to report, and the carrier's booking is cancelled. The row goes, so
        // that a new purchase of the same carrier schedules afresh.
        const v = event.data as LabelVoided['data'];
        await this.pool.query('DELETE FROM carrier_tracking_schedule WHERE shipment_id = $1 AND carrier_id = $2', [v.shipmentId, this.carrierId]);
        await this.adapter.cancel({ reference: v.reference });
        return true;
      }
      case 'ShipmentCancelled': {
        const shipmentId = (event.data as { shipmentId: string }).shipmentId;
        const { rows } = await this.pool.query<{ n: number }>(
          `UPDATE carrier_tracking_schedule SET done = true, updated_at = now() WHERE shipment_id = $1 AND carrier_id = $2 RETURNING 1 AS n`,
          [shipmentId, this.carrierId],
        );
        if (rows.length === 0) return false;
        const booked = await this.bookingOf(event.streamId);
        if (booked) await this.adapter.cancel({ reference: booked.reference });
        return true;
      }
      default:
        return false;
    }
  }

  /** Books what the dispatcher decided (the decision names carrier and service; a re-booking the carrier it replaces). */
  private async bookDecision(event: StoredEvent, c: { commandId: string; correlationId: string; actor: { kind: 'carrier'; id: string }; now: string }): Promise<void> {
    const decision = event.data as { shipmentId: string; choice: CarrierOption; fromCarrierId?: string | null };
    const created = (await this.store.readStream(shipmentStreamId(decision.shipmentId))).find((e) => e.type === 'ShipmentCreated');
    if (!created) return;
    const shipment = (created as unknown as ShipmentCreated).data;
    const choice = choiceFor(shipment, decision.choice.carrierId, decision.choice.serviceId, decision.choice.price);
    try {
      if (!choice) {
        await this.commands.fail(
          { shipmentId: shipment.shipmentId, carrierId: this.carrierId, reason: `${this.carrierId} does not serve this lane`, sandbox: this.adapter.sandbox, failedAt: c.now },
          c,
        );
        return;
      }
      try {
        const booking = await this.adapter.book({ shipment, choice, idempotencyKey: c.commandId, now: c.now });
        await this.commands.book(decision.fromCarrierId ? { ...booking, replaces: decision.fromCarrierId } : booking, c);
      } catch (error) {
        if (!(error instanceof CarrierRefusedError)) throw error;
        await this.commands.fail({ shipmentId: shipment.shipmentId, carrierId: this.carrierId, reason: error.message, sandbox: this.adapter.sandbox, failedAt: c.now }, c);
      }
    } catch (error) {
      if (!isSettled(error)) throw error;
    }
  }

  private async bookingOf(streamId: string): Promise<CarrierBooked['data'] | null> {
    const history = await this.store.readStream(streamId);
    // the latest booking: a voided label's booking was cancelled when it was voided
    const booked = history.findLast((e) => e.type === 'CarrierBooked');
    return booked ? (booked.data as CarrierBooked['data']) : null;
  }
}
