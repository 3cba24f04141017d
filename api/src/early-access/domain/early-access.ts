import type { EarlyAccessEvent, EarlyAccessRequested } from '@waypost/contracts';

// ── Early-access request: state, evolve, decide (pure) ───────────────────────

export type EarlyAccessState = { status: 'none'; version: 0 } | { status: 'requested'; version: number; requestId: string; requestedAt: string };

export const initialState = (): EarlyAccessState => ({ status: 'none', version: 0 });

export function evolve(state: EarlyAccessState, event: EarlyAccessEvent): EarlyAccessState {
  switch (event.type) {
    case 'EarlyAccessRequested':
      return { status: 'requested', version: state.version + 1, requestId: event.data.requestId, requestedAt: event.data.requestedAt };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
}

export const fold = (events: readonly { type: string; data: unknown }[]): EarlyAccessState => events.reduce((state, e) => evolve(state, e as EarlyAccessEvent), initialState());

export interface RequestEarlyAccess {
  type: 'RequestEarlyAccess';
  data: { requestId: string; email: string; company: string; message: string; now: string };
}

/** A first request is recorded; a repeated one changes nothing (the caller answers kindly). */
export function decide(command: RequestEarlyAccess, state: EarlyAccessState): EarlyAccessRequested[] {
  if (state.status === 'requested') return [];
  const { requestId, email, company, message, now } = command.data;
  return [{ type: 'EarlyAccessRequested', data: { requestId, email, company, message, requestedAt: now } }];
}
