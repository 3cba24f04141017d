import type { AccountEvent, EmailVerified } from '@waypost/contracts';

// ── Account (stream account-<userId>): what other contexts need to know about an identity (pure) ──

export interface AccountState {
  version: number;
  verifiedEmails: readonly string[];
}

export const initialState = (): AccountState => ({ version: 0, verifiedEmails: [] });

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'EmailVerified':
      return { version: state.version + 1, verifiedEmails: [...state.verifiedEmails.filter((e) => e !== event.data.email), event.data.email] };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
}

export const fold = (events: readonly { type: string; data: unknown }[]): AccountState =>
  events.reduce((state, e) => evolve(state, e as AccountEvent), initialState());

export type AccountCommand = { type: 'RecordEmailVerified'; data: { userId: string; email: string; now: string } };

/** A verified address is recorded once (a second link for the same address changes nothing). */
export function decide(command: AccountCommand, state: AccountState): EmailVerified[] {
  const { type } = command;
  switch (type) {
    case 'RecordEmailVerified': {
      const { userId, email, now } = command.data;
      if (state.verifiedEmails.includes(email)) return [];
      return [{ type: 'EmailVerified', data: { userId, email, verifiedAt: now } }];
    }
    default: {
      const _exhaustive: never = type;
      throw new Error(`Unknown command ${String(_exhaustive)}`);
    }
  }
}
