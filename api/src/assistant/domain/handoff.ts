import type { AssistantHandoffEvent } from '@waypost/contracts';

// ── A signed-out chat asks for a human: one event on a new stream (pure) ─────

export interface RequestHandoff {
  handoffId: string;
  userId: string | null;
  email: string | null;
  summary: string;
  transcript: { content: string; isBot: boolean }[];
  now: string;
}

/** 'HO-' + the first 8 hex digits of the id, upper case: short enough to read out on the phone. */
export const handoffReference = (handoffId: string) => `HO-${handoffId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** A handoff stream holds one event: all decide needs to know is whether it has it already. */
export interface HandoffState {
  version: number;
}
export const initialHandoffState = (): HandoffState => ({ version: 0 });
export const evolveHandoff = (state: HandoffState, _event: AssistantHandoffEvent): HandoffState => ({ version: state.version + 1 });
export const foldHandoff = (events: readonly { type: string; data: unknown }[]): HandoffState =>
  events.reduce((state, e) => evolveHandoff(state, e as AssistantHandoffEvent), initialHandoffState());

export function decideHandoff(command: RequestHandoff, state: HandoffState): AssistantHandoffEvent[] {
  if (state.version > 0) return [];
  return [
    {
      type: 'AssistantHandoffRequested',
      data: {
        handoffId: command.handoffId,
        reference: handoffReference(command.handoffId),
        userId: command.userId,
        email: command.email,
        summary: command.summary.slice(0, 500),
        transcript: command.transcript.map((m) => ({ content: m.content.slice(0, 2000), isBot: m.isBot })).slice(-6),
        requestedAt: command.now,
      },
    },
  ];
}
