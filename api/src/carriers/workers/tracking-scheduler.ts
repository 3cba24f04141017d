import type { Pool } from 'pg';
import { shipmentStreamId, type CarrierBooked, type EventStore, type ShipmentCreated } from '@waypost/contracts';
import { uuidV5 } from '../../platform/event-store/ids';
import { requestIdOfCause } from '../../platform/event-store/command-context';
import type { CarrierAdapter } from '../domain/carrier-adapter';
import { isSettled, type CarrierCommandPort } from './carrier-command-port';
import type { Limiter } from './limiter';
import { BackgroundLoop } from '../../platform/background/leader-loop';

// ── Tracking scheduler: asks carriers for news on booked shipments that are due ──
// Survives restarts: what is due lives in carrier_tracking_schedule, and how far a shipment has come is counted
// from its event history each time (the carrier's own tracking events), never from memory. A step's command id
// derives from (carrier, shipment, step number), so a step re-sent after a crash appends nothing.

export interface SchedulerOptions {
  tickMs?: number;
  batch?: number;
  limiter: Limiter;
  log?: (message: string) => void;
}

export class TrackingScheduler extends BackgroundLoop {
  /** Tracking events recorded since start. */
  recorded = 0;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly adapters: ReadonlyMap<string, CarrierAdapter>,
    private readonly commands: CarrierCommandPort,
    private readonly options: SchedulerOptions,
  ) {
    super();
  }

  /** Processes what is due now, once; returns how many shipments it looked at. */
  async tick(): Promise<number> {
    const { rows } = await this.pool.query<{ shipment_id: string; carrier_id: string }>(
      `SELECT shipment_id, carrier_id FROM carrier_tracking_schedule
       WHERE NOT done AND due_at <= now() AND carrier_id = ANY($1) ORDER BY due_at LIMIT $2`,
      [[...this.adapters.keys()], this.options.batch ?? 200],
    );
    await Promise.all(rows.map((r) => this.options.limiter.run(() => this.advance(r.shipment_id, r.carrier_id))));
    return rows.length;
  }

  protected async run(): Promise<void> {
    const log = this.options.log ?? (() => undefined);
    while (!this.stopping) {
      let n = 0;
      try {
        n = await this.tick();
      } catch (error) {
        log(`tracking scheduler: ${(error as Error).message}`);
      }
      if (n === 0) await this.pause(this.options.tickMs ?? 250);
    }
  }

  private async advance(shipmentId: string, carrierId: string): Promise<void> {
    const adapter = this.adapters.get(carrierId)!;
    const history = await this.store.readStream(shipmentStreamId(shipmentId));
    const created = history.find((e) => e.type === 'ShipmentCreated');
    // The latest booking counts: a shipment re-booked elsewhere (issue 7) is no longer this carrier's to track.
    const latest = history.filter((e) => e.type === 'CarrierBooked').pop();
    const booked = latest && (latest.data as CarrierBooked['data']).carrierId === carrierId ? latest : undefined;
    const finished = history.some((e) => e.type === 'ShipmentCancelled');
    if (!created || !booked || finished) return this.reschedule(shipmentId, 0, null);
    const known = history.filter((e) => e.type === 'TrackingEventRecorded' && e.metadata.actor.kind === 'carrier' && e.metadata.actor.id === carrierId).length;
    const result = await adapter.track({
      shipment: (created as unknown as ShipmentCreated).data,
      booking: booked.data as CarrierBooked['data'],
      known,
      now: Date.now(),
    });
    let done = known;
    for (const update of result.updates) {
      const commandId = uuidV5(`carrier/${carrierId}/${shipmentId}/step/${done}`);
      try {
        await this.commands.track(shipmentId, update, {
          commandId,
          correlationId: booked.metadata.correlationId,
          actor: { kind: 'carrier', id: carrierId },
          now: update.timestamp,
          ...requestIdOfCause(booked),
        });
      } catch (error) {
        if (isSettled(error)) return this.reschedule(shipmentId, done, null);
        if ((error as Error).name === 'WrongExpectedVersionError') return; // someone else appended: next tick
        throw error;
      }
      done++;
      this.recorded++;
    }
    await this.reschedule(shipmentId, done, result.nextCheckAt);
  }

  private async reschedule(shipmentId: string, stepsDone: number, nextCheckAt: number | null): Promise<void> {
    await this.pool.query(
      `UPDATE carrier_tracking_schedule SET steps_done = GREATEST(steps_done, $2), done = $3,
         due_at = COALESCE($4::timestamptz, due_at), updated_at = now() WHERE shipment_id = $1`,
      [shipmentId, stepsDone, nextCheckAt === null, nextCheckAt === null ? null : new Date(nextCheckAt).toISOString()],
    );
  }
}
