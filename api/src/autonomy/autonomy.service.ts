import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  CRISIS_DEFAULT_SEVERITY,
  OVERRIDE_STREAM_ID,
  crisisStreamId,
  preferenceStreamId,
  dispatchStreamId,
  shipmentStreamId,
  type CrisisView,
  type DispatchEvent,
  type EventStore,
  type HumanOverrideApplied,
  type ShipmentCreated,
  type ShipmentPreference,
} from '@waypost/contracts';
import type { z } from 'zod';
import type { ActivateCrisisSchema, HumanOverrideSchema } from '@waypost/contracts';
import { listCrises } from '@waypost/projections';
import type { RequestUser } from '../access/auth.decorators';
import { CarrierNetworkService } from '../carriers/carrier-network.service';
import { RecordCarrierBookingFailureCommand } from '../shipping/commands/book-carrier.command';
import type { AppConfig } from '../platform/config/config';
import type { CommandContext } from '../platform/event-store/command-context';
import { derivedId, newCommandId, uuidV5 } from '../platform/event-store/ids';
import { APP_CONFIG, DB, EVENT_STORE } from '../platform/tokens';
import { appendDecided } from './append-decided';
import { setCarrierRestrictions } from './carrier-availability';
import { foldCrisis, activateCrisis, resolveCarrierId, resolveCrisis, CrisisNotActiveError, UnknownCarrierError } from './domain/crisis';
import { foldDispatch } from './domain/dispatch';
import { choose, decideDispatch, optionsFor } from './domain/dispatch-policy';
import { Dispatcher } from './process/dispatcher';

// ── Autonomy commands (crisis activate/resolve, human override) and the dispatcher's lifecycle ──

type ActivateInput = z.infer<typeof ActivateCrisisSchema>;
type OverrideInput = z.infer<typeof HumanOverrideSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AutonomyService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly dispatcher: Dispatcher;
  private restrictionsTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly carriers: CarrierNetworkService,
    commands: CommandBus,
  ) {
    const log = (m: string) => {
      if (config.LOG_LEVEL !== 'silent' && config.LOG_LEVEL !== 'error') console.warn(m);
    };
    this.dispatcher = new Dispatcher(
      pool,
      store,
      {
        async failBooking(shipmentId, reason, ctx) {
          try {
            await commands.execute(new RecordCarrierBookingFailureCommand({ shipmentId, carrierId: null, reason, sandbox: true, failedAt: ctx.now }, ctx));
          } catch (error) {
            if (!['ShipmentConflictError', 'ShipmentNotFoundError'].includes((error as Error).name)) throw error;
          }
        },
      },
      () => this.candidates(),
      { log },
    );
  }

  candidates(): string[] {
    return [...this.carriers.network.adapters.keys()].sort();
  }

  /**
   * The dispatcher runs wherever the carrier workers run (they book what it decides). Where it does not run (an
   * API-only process), the crisis read model tells quoting which carriers and services are suspended.
   */
  onApplicationBootstrap(): void {
    if (this.config.runCarriers) {
      this.dispatcher.start();
      return;
    }
    const refresh = () =>
      void listCrises(this.pool, { activeOnly: true })
        .then((active) =>
          setCarrierRestrictions({
            suspendedCarriers: active.filter((c) => c.crisisType === 'carrier_outage' && c.carrierId).map((c) => c.carrierId!),
            surge: active.some((c) => c.crisisType === 'demand_surge'),
          }),
        )
        .catch(() => undefined);
    this.restrictionsTimer = setInterval(refresh, 5_000);
    this.restrictionsTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.restrictionsTimer) clearInterval(this.restrictionsTimer);
    await this.dispatcher.stop();
  }

  // ── Crisis protocols ───────────────────────────────────────────────────────

  /** Idempotent by crisis type (+ carrier): activating an active crisis returns it unchanged. */
  async activateCrisis(input: ActivateInput, user: RequestUser): Promise<{ crisis: CrisisView; alreadyActive: boolean }> {
    let carrierId: string | null = null;
    if (input.crisisType === 'carrier_outage') {
      try {
        carrierId = resolveCarrierId(input.carrier!);
      } catch (e) {
        if (e instanceof UnknownCarrierError) throw new BadRequestException({ message: e.message, issues: [{ field: 'carrier', message: e.message }] });
        throw e;
      }
    }
    const crisisId = uuidV5(`crisis/${input.crisisType}/${carrierId ?? ''}`);
    const now = new Date().toISOString();
    const { events, state } = await appendDecided({
      store: this.store,
      streamId: crisisStreamId(crisisId),
      streamType: 'crisis',
      ctx: this.ctx(user, now),
      fold: foldCrisis,
      decide: (s) =>
        activateCrisis(s, {
          crisisId,
          crisisType: input.crisisType,
          severity: input.severity ?? CRISIS_DEFAULT_SEVERITY[input.crisisType],
          carrierId,
          trigger: input.context.trigger,
          reason: input.reason ?? `Activated from ${input.context.trigger}`,
          capacityPerMinute: input.crisisType === 'demand_surge' ? (input.capacityPerMinute ?? 20) : null,
          now,
          by: user.email,
        }),
    });
    const fresh = events[0]?.type === 'CrisisActivated' ? events[0].data : state.status !== 'none' ? state.last : null;
    if (!fresh) throw new Error('crisis activation decided nothing on an empty stream');
    return {
      alreadyActive: events.length === 0,
      crisis: {
        id: crisisId,
        crisisType: fresh.crisisType,
        severity: fresh.severity,
        carrierId: fresh.carrierId,
        status: 'active',
        trigger: fresh.trigger,
        reason: fresh.reason,
        activatedAt: fresh.activatedAt,
        activatedBy: fresh.activatedBy,
        resolvedAt: null,
        resolvedBy: null,
        affectedShipments: 0,
        activations: state.activations + events.length,
      },
    };
  }

  async resolveCrisis(id: string, reason: string | undefined, user: RequestUser): Promise<{ id: string; status: 'resolved' }> {
    if (!UUID.test(id)) throw new NotFoundException(`Crisis ${id} not found`);
    const now = new Date().toISOString();
    try {
      const { state } = await appendDecided({
        store: this.store,
        streamId: crisisStreamId(id),
        streamType: 'crisis',
        ctx: this.ctx(user, now),
        fold: foldCrisis,
        decide: (s) => {
          if (s.status === 'none') throw new NotFoundException(`Crisis ${id} not found`);
          return resolveCrisis(s, { crisisId: id, reason: reason ?? 'Resolved by an operator', now, by: user.email });
        },
      });
      void state;
    } catch (e) {
      if (e instanceof CrisisNotActiveError) throw new ConflictException(e.message);
      throw e;
    }
    return { id, status: 'resolved' };
  }

  async crises(): Promise<CrisisView[]> {
    return listCrises(this.pool);
  }

  async setPreference(priority: ShipmentPreference, user: RequestUser): Promise<{ priority: ShipmentPreference }> {
    const now = new Date().toISOString();
    await appendDecided({
      store: this.store,
      streamId: preferenceStreamId(user.id),
      streamType: 'preference',
      ctx: { ...this.ctx(user, now), actor: { kind: 'user', id: user.id } },
      fold: (events) => ({ version: events.length, priority: (events[events.length - 1]?.data as { priority?: string } | undefined)?.priority ?? 'cost' }),
      decide: (s) => (s.version > 0 && s.priority === priority ? [] : [{ type: 'ShippingPreferenceSet', data: { userId: user.id, priority, setAt: now } }]),
    });
    return { priority };
  }

  // ── Human override ─────────────────────────────────────────────────────────

  async override(input: OverrideInput, user: RequestUser): Promise<{ overrideId: string; action: string; changed: string }> {
    const now = new Date().toISOString();
    const ctx = this.ctx(user, now);
    let changed: string;
    let target: string | null = null;
    let carrier: string | null = null;
    switch (input.action) {
      case 'pause_automation':
        changed = 'Automation paused: new shipments wait for a person (held with code paused)';
        break;
      case 'resume_automation':
        changed = 'Automation resumed: shipments held while paused are dispatched';
        break;
      default: {
        const shipment = await this.shipment(input.target!);
        target = shipment.shipmentId;
        changed = await this.overrideShipment(input, shipment, ctx, now);
        carrier = input.action === 'force_carrier' ? resolveCarrierId(input.carrier!) : null;
      }
    }
    const overrideId = derivedId(ctx.commandId, 'override');
    const event: HumanOverrideApplied = {
      type: 'HumanOverrideApplied',
      data: { overrideId, action: input.action, target, carrier, reason: input.reason, changed, by: { id: user.id, email: user.email }, appliedAt: now },
    };
    await appendDecided({
      store: this.store,
      streamId: OVERRIDE_STREAM_ID,
      streamType: 'override',
      ctx: derivedCtx(ctx, 'override'),
      fold: (events) => ({ version: events.length }),
      decide: () => [event],
    });
    return { overrideId, action: input.action, changed };
  }

  private async overrideShipment(input: OverrideInput, shipment: ShipmentCreated['data'], ctx: CommandContext, now: string): Promise<string> {
    const base = { shipmentId: shipment.shipmentId, trackingNumber: shipment.trackingNumber, ownerId: shipment.ownerId };
    const situation = this.dispatcher.situation();
    let changed = '';
    await appendDecided({
      store: this.store,
      streamId: dispatchStreamId(shipment.shipmentId),
      streamType: 'dispatch',
      ctx,
      fold: foldDispatch,
      decide: (s): DispatchEvent[] => {
        switch (input.action) {
          case 'release_hold': {
            if (!s.hold) throw new ConflictException(`Shipment ${shipment.trackingNumber} is not held`);
            const d = decideDispatch(shipment, situation, 'cost', { ignoreHolds: true });
            changed = `Hold (${s.hold.code}) released on ${shipment.trackingNumber}`;
            const released: DispatchEvent = { type: 'HoldReleased', data: { shipmentId: shipment.shipmentId, code: s.hold.code, reason: input.reason, human: true, releasedAt: now } };
            if (d.kind !== 'select') return [released];
            changed += `; booked on ${d.choice.carrierName}`;
            return [released, { type: 'CarrierSelected', data: { ...base, choice: d.choice, preference: 'cost', reason: d.reason, alternatives: d.alternatives, human: false, decidedAt: now } }];
          }
          case 'force_carrier': {
            let carrierId: string;
            try {
              carrierId = resolveCarrierId(input.carrier!);
            } catch (e) {
              throw new BadRequestException((e as Error).message);
            }
            const picked = choose(optionsFor(shipment, [carrierId], new Set()), 'cost');
            if (!picked) throw new ConflictException(`${carrierId} does not serve ${shipment.fromAddress.country} → ${shipment.toAddress.country}`);
            if (s.carrierId === carrierId) throw new ConflictException(`Shipment ${shipment.trackingNumber} is already with ${carrierId}`);
            const reason = `Forced by ${input.reason}`;
            changed = `${shipment.trackingNumber}: carrier ${s.carrierId ?? 'none'} → ${carrierId}`;
            if (s.carrierId) {
              return [{ type: 'ShipmentRebooked', data: { ...base, fromCarrierId: s.carrierId, choice: picked.choice, reason, alternatives: picked.alternatives, crisisId: null, human: true, decidedAt: now } }];
            }
            const out: DispatchEvent[] = [];
            if (s.hold) out.push({ type: 'HoldReleased', data: { shipmentId: shipment.shipmentId, code: s.hold.code, reason: input.reason, human: true, releasedAt: now } });
            out.push({ type: 'CarrierSelected', data: { ...base, choice: picked.choice, preference: 'cost', reason, alternatives: picked.alternatives, human: true, decidedAt: now } });
            return out;
          }
          case 'cancel_decision': {
            if (s.decisions === 0) throw new ConflictException(`No decision was taken on ${shipment.trackingNumber} yet`);
            changed = `Latest automatic decision on ${shipment.trackingNumber} cancelled; the shipment waits for a person`;
            return [
              { type: 'DecisionCancelled', data: { shipmentId: shipment.shipmentId, cancelled: s.hold ? `hold (${s.hold.code})` : `carrier ${s.carrierId ?? 'none'}`, reason: input.reason, cancelledAt: now } },
              ...(s.hold ? [] : [{ type: 'ShipmentHeld' as const, data: { ...base, code: 'paused' as const, reason: 'Decision cancelled by a person: waiting for force_carrier or release_hold', rule: 'override cancel_decision', crisisId: null, priority: 1, heldAt: now } }]),
            ];
          }
          default:
            return [];
        }
      },
    });
    return changed;
  }

  private async shipment(target: string): Promise<ShipmentCreated['data']> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM shipments WHERE id::text = $1 OR tracking_number = $1', [target]);
    const id = rows[0]?.id ?? (UUID.test(target) ? target : null);
    if (!id) throw new NotFoundException(`Shipment ${target} not found`);
    const created = (await this.store.readStream(shipmentStreamId(id))).find((e) => e.type === 'ShipmentCreated');
    if (!created) throw new NotFoundException(`Shipment ${target} not found`);
    return (created as unknown as ShipmentCreated).data;
  }

  private ctx(user: RequestUser, now: string): CommandContext {
    const commandId = newCommandId();
    return { commandId, correlationId: commandId, actor: { kind: 'admin', id: user.id }, now };
  }
}

const derivedCtx = (ctx: CommandContext, purpose: string): CommandContext => ({ ...ctx, commandId: derivedId(ctx.commandId, purpose) });
