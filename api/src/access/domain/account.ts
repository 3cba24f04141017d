import type { AccountEvent, EmailVerified, Role, RoleChanged, RoleSource } from '@waypost/contracts';

// ── Account (stream account-<userId>): what other contexts need to know about an identity (pure) ──

export interface AccountState {
  version: number;
  verifiedEmails: readonly string[];
  /** The role last recorded on the stream (null: none yet; accounts older than RoleChanged hold theirs in users.role). */
  role: Role | null;
}

export const initialState = (): AccountState => ({ version: 0, verifiedEmails: [], role: null });

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'EmailVerified':
      return { ...state, version: state.version + 1, verifiedEmails: [...state.verifiedEmails.filter((e) => e !== event.data.email), event.data.email] };
    case 'RoleChanged':
      return { ...state, version: state.version + 1, role: event.data.role };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

export const fold = (events: readonly { type: string; data: unknown }[]): AccountState => events.reduce((state, e) => evolve(state, e as AccountEvent), initialState());

export type AccountCommand =
  | { type: 'RecordEmailVerified'; data: { userId: string; email: string; now: string } }
  /** `current`: the role the account holds now (users.role), the previous role when the stream has none yet. */
  | { type: 'ChangeRole'; data: { userId: string; role: Role; current: Role; source: RoleSource; now: string } };

/** A verified address is recorded once; a role change is recorded only when the role differs. */
export function decide(command: AccountCommand, state: AccountState): (EmailVerified | RoleChanged)[] {
  switch (command.type) {
    case 'RecordEmailVerified': {
      const { userId, email, now } = command.data;
      if (state.verifiedEmails.includes(email)) return [];
      return [{ type: 'EmailVerified', data: { userId, email, verifiedAt: now } }];
    }
    case 'ChangeRole': {
      const { userId, role, current, source, now } = command.data;
      const previous = state.role ?? current;
      if (previous === role) return [];
      return [{ type: 'RoleChanged', data: { userId, role, previousRole: previous, source, changedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${String((_exhaustive as { type: string }).type)}`);
    }
  }
}
