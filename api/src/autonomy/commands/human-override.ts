import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  deliveryEstimate,
  shipmentStreamId,
  type DispatchEvent,
  type EventStore,
  type HumanOverrideApplied,
  type HumanOverrideSchema,
  type ShipmentCreated,
  UUID_PATTERN,
} from '@waypost/contracts';
import type { z } from 'zod';
import { CommandBus } from '@nestjs/cqrs';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import type { CommandContext } from '../../platform/event-store/command-context';
import { derivedId } from '../../platform/event-store/ids';
import { DB, EVENT_STORE } from '../../platform/tokens';
import { DecideOnDispatchCommand } from './decide-on-dispatch.command';
import { RecordOverrideCommand } from './record-override.command';
import { AutonomyService } from '../autonomy.service';
import { CrisisRestrictions } from '../queries/crisis-restrictions';
import { resolveCarrierId } from '../../catalogue/queries/carrier-names';
import type { DispatchState } from '../domain/dispatch';
import { choose, decideDispatch } from '../domain/dispatch-policy';
import { DISPATCH_PORTS } from '../process/dispatch-ports';
import { derivedContext, personContext } from './admin-context';

// ── Human override: the decision on a shipment (dispatch stream) first, then HumanOverrideApplied (who, when, why,
// what changed) on the override stream; the dispatcher reads pause/resume from that stream. ──

type OverrideInput = z.infer<typeof HumanOverrideSchema>;

@Injectable()
export class HumanOverrideCommands {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly autonomy: AutonomyService,
    private readonly restrictions: CrisisRestrictions,
  ) {}

  async override(input: OverrideInput, user: RequestUser, requestId: string): Promise<{ overrideId: string; action: string; changed: string }> {
    const now = new Date().toISOString();
    const ctx = personContext(user, now, requestId);
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
    await this.commands.execute(new RecordOverrideCommand(event.data, derivedContext(ctx, 'override')));
    return { overrideId, action: input.action, changed };
  }

  private async overrideShipment(input: OverrideInput, shipment: ShipmentCreated['data'], ctx: CommandContext, now: string): Promise<string> {
    const base = { shipmentId: shipment.shipmentId, trackingNumber: shipment.trackingNumber, ownerId: shipment.ownerId };
    // Where the dispatcher runs elsewhere, the crisis read model (carrier restrictions) knows the outages.
    const local = this.autonomy.dispatcher.situation();
    const situation = { ...local, suspended: new Set([...local.suspended, ...this.restrictions.current().suspendedCarriers]) };
    let changed = '';
    const decide = (s: DispatchState): DispatchEvent[] => {
      switch (input.action) {
        case 'release_hold': {
          if (!s.hold) throw new ConflictException(`Shipment ${shipment.trackingNumber} is not held`);
          const d = decideDispatch(shipment, situation, 'cost', DISPATCH_PORTS, { ignoreHolds: true });
          changed = `Hold (${s.hold.code}) released on ${shipment.trackingNumber}`;
          const released: DispatchEvent = {
            type: 'HoldReleased',
            data: { shipmentId: shipment.shipmentId, code: s.hold.code, reason: input.reason, human: true, releasedAt: now },
          };
          if (d.kind !== 'select') return [released];
          changed += `; booked on ${d.choice.carrierName}`;
          return [
            released,
            {
              type: 'CarrierSelected',
              data: {
                ...base,
                choice: d.choice,
                preference: 'cost',
                reason: d.reason,
                alternatives: d.alternatives,
                human: false,
                decidedAt: now,
                estimatedDelivery: deliveryEstimate(now, d.choice.transitDays),
              },
            },
          ];
        }
        case 'force_carrier': {
          let carrierId: string;
          try {
            carrierId = resolveCarrierId(input.carrier!);
          } catch (e) {
            const message = (e as Error).message;
            throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: `Invalid request: carrier ${message}`, issues: [{ field: 'carrier', message }] });
          }
          const picked = choose(DISPATCH_PORTS.laneOptions(shipment, [carrierId], new Set()), 'cost');
          if (!picked) throw new ConflictException(`${carrierId} does not serve ${shipment.fromAddress.country} → ${shipment.toAddress.country}`);
          if (s.carrierId === carrierId) throw new ConflictException(`Shipment ${shipment.trackingNumber} is already with ${carrierId}`);
          const reason = `Forced by ${input.reason}`;
          changed = `${shipment.trackingNumber}: carrier ${s.carrierId ?? 'none'} → ${carrierId}`;
          if (s.carrierId) {
            return [
              {
                type: 'ShipmentRebooked',
                data: {
                  ...base,
                  fromCarrierId: s.carrierId,
                  choice: picked.choice,
                  reason,
                  alternatives: picked.alternatives,
                  crisisId: null,
                  human: true,
                  decidedAt: now,
                  estimatedDelivery: deliveryEstimate(now, picked.choice.transitDays),
                },
              },
            ];
          }
          const out: DispatchEvent[] = [];
          if (s.hold) out.push({ type: 'HoldReleased', data: { shipmentId: shipment.shipmentId, code: s.hold.code, reason: input.reason, human: true, releasedAt: now } });
          out.push({
            type: 'CarrierSelected',
            data: {
              ...base,
              choice: picked.choice,
              preference: 'cost',
              reason,
              alternatives: picked.alternatives,
              human: true,
              decidedAt: now,
              estimatedDelivery: deliveryEstimate(now, picked.choice.transitDays),
            },
          });
          return out;
        }
        case 'cancel_decision': {
          if (s.decisions === 0) throw new ConflictException(`No decision was taken on ${shipment.trackingNumber} yet`);
          changed = `Latest automatic decision on ${shipment.trackingNumber} cancelled; the shipment waits for a person`;
          return [
            {
              type: 'DecisionCancelled',
              data: { shipmentId: shipment.shipmentId, cancelled: s.hold ? `hold (${s.hold.code})` : `carrier ${s.carrierId ?? 'none'}`, reason: input.reason, cancelledAt: now },
            },
            ...(s.hold
              ? []
              : [
                  {
                    type: 'ShipmentHeld' as const,
                    data: {
                      ...base,
                      code: 'paused' as const,
                      reason: 'Decision cancelled by a person: waiting for force_carrier or release_hold',
                      rule: 'override cancel_decision',
                      crisisId: null,
                      priority: 1,
                      heldAt: now,
                    },
                  },
                ]),
          ];
        }
        default:
          return [];
      }
    };
    await this.commands.execute(new DecideOnDispatchCommand(shipment.shipmentId, decide, ctx));
    return changed;
  }

  private async shipment(target: string): Promise<ShipmentCreated['data']> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM shipments WHERE id::text = $1 OR tracking_number = $1', [target]);
    const id = rows[0]?.id ?? (UUID_PATTERN.test(target) ? target : null);
    if (!id) throw new NotFoundException(`Shipment ${target} not found`);
    const created = (await this.store.readStream(shipmentStreamId(id))).find((e) => e.type === 'ShipmentCreated');
    if (!created) throw new NotFoundException(`Shipment ${target} not found`);
    return (created as unknown as ShipmentCreated).data;
  }
}
