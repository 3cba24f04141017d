import type { CrisisActivated, CrisisEvent, CrisisResolved, CrisisSeverity, CrisisType } from '@waypost/contracts';

// ── Crisis protocol stream: state, evolve, decide (pure) ─────────────────────
// One stream per crisis key (type + carrier): activating an active crisis decides nothing (idempotent).

export type CrisisState =
  { status: 'none'; version: number; activations: number } | { status: 'active' | 'resolved'; version: number; activations: number; last: CrisisActivated['data'] };

export const initialCrisis = (): CrisisState => ({ status: 'none', version: 0, activations: 0 });

export function evolveCrisis(state: CrisisState, event: CrisisEvent): CrisisState {
  const version = state.version + 1;
  switch (event.type) {
    case 'CrisisActivated':
      return { status: 'active', version, activations: state.activations + 1, last: event.data };
    case 'CrisisResolved':
      return state.status === 'none' ? { ...state, version } : { ...state, status: 'resolved', version };
  }
}

export const foldCrisis = (events: { type: string; data: unknown }[]): CrisisState => events.reduce((s, e) => evolveCrisis(s, e as CrisisEvent), initialCrisis());

export class CrisisNotActiveError extends Error {
  constructor(id: string) {
    super(`Crisis ${id} is not active`);
    this.name = 'CrisisNotActiveError';
  }
}

export function activateCrisis(
  state: CrisisState,
  c: {
    crisisId: string;
    crisisType: CrisisType;
    severity: CrisisSeverity;
    carrierId: string | null;
    trigger: string;
    reason: string;
    capacityPerMinute: number | null;
    now: string;
    by: string;
  },
): CrisisEvent[] {
  if (state.status === 'active') return [];
  return [
    {
      type: 'CrisisActivated',
      data: {
        crisisId: c.crisisId,
        crisisType: c.crisisType,
        severity: c.severity,
        carrierId: c.carrierId,
        trigger: c.trigger,
        reason: c.reason,
        capacityPerMinute: c.capacityPerMinute,
        activatedAt: c.now,
        activatedBy: c.by,
      },
    },
  ];
}

export function resolveCrisis(state: CrisisState, c: { crisisId: string; reason: string; now: string; by: string }): CrisisResolved[] {
  if (state.status !== 'active') throw new CrisisNotActiveError(c.crisisId);
  return [
    {
      type: 'CrisisResolved',
      data: { crisisId: c.crisisId, crisisType: state.last.crisisType, carrierId: state.last.carrierId, reason: c.reason, resolvedAt: c.now, resolvedBy: c.by },
    },
  ];
}
