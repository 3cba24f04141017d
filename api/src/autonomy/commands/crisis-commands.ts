import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, Optional } from '@nestjs/common';
import type { Pool } from 'pg';
import { CRISIS_DEFAULT_SEVERITY, type ActivateCrisisSchema, type CrisisEvent, type CrisisView, UUID_PATTERN } from '@waypost/contracts';
import { listCrises } from '@waypost/projections';
import type { z } from 'zod';
import type { RequestUser } from '../../platform/auth/auth.decorators';
import { uuidV5 } from '../../platform/event-store/ids';
import { DB } from '../../platform/tokens';
import { CommandBus } from '@nestjs/cqrs';
import { DecideOnCrisisCommand } from './decide-on-crisis.command';
import { activateCrisis, CrisisNotActiveError, resolveCrisis, type CrisisState } from '../domain/crisis';
import { resolveCarrierId, UnknownCarrierError } from '../../catalogue/queries/carrier-names';
import { personContext } from './admin-context';
import { CarrierNetworkQueries } from '../../carriers/queries/carrier-network.queries';

// ── Crisis protocols: activate (idempotent per type + carrier), resolve; the dispatcher runs their effects ──

type ActivateInput = z.infer<typeof ActivateCrisisSchema>;

@Injectable()
export class CrisisCommands {
  constructor(
    @Inject(DB) private readonly pool: Pool,
    private readonly commands: CommandBus,
    @Optional() private readonly network?: CarrierNetworkQueries,
  ) {}

  /** Idempotent by crisis type (+ carrier): activating an active crisis returns it unchanged. */
  async activateCrisis(input: ActivateInput, user: RequestUser, requestId: string): Promise<{ crisis: CrisisView; alreadyActive: boolean }> {
    let carrierId: string | null = null;
    if (input.crisisType === 'carrier_outage') {
      try {
        // a real provider account (issue 27: 'easypost', 'ups-direct') is a carrier an outage can take out too
        const named = input.carrier!.trim().toLowerCase();
        carrierId = this.network?.providerKeys().includes(named) ? named : resolveCarrierId(input.carrier!);
      } catch (e) {
        if (e instanceof UnknownCarrierError) throw new BadRequestException({ message: e.message, issues: [{ field: 'carrier', message: e.message }] });
        throw e;
      }
    }
    const crisisId = uuidV5(`crisis/${input.crisisType}/${carrierId ?? ''}`);
    const now = new Date().toISOString();
    const decide = (s: CrisisState) =>
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
      });
    const { events, state } = await this.commands.execute<DecideOnCrisisCommand, { events: CrisisEvent[]; state: CrisisState }>(
      new DecideOnCrisisCommand(crisisId, decide, personContext(user, now, requestId)),
    );
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

  async resolveCrisis(id: string, reason: string | undefined, user: RequestUser, requestId: string): Promise<{ id: string; status: 'resolved' }> {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(`Crisis ${id} not found`);
    const now = new Date().toISOString();
    try {
      const decide = (s: CrisisState): CrisisEvent[] => {
        if (s.status === 'none') throw new NotFoundException(`Crisis ${id} not found`);
        return resolveCrisis(s, { crisisId: id, reason: reason ?? 'Resolved by an operator', now, by: user.email });
      };
      await this.commands.execute(new DecideOnCrisisCommand(id, decide, personContext(user, now, requestId)));
    } catch (e) {
      if (e instanceof CrisisNotActiveError) throw new ConflictException(e.message);
      throw e;
    }
    return { id, status: 'resolved' };
  }

  async crises(): Promise<CrisisView[]> {
    return listCrises(this.pool);
  }
}
