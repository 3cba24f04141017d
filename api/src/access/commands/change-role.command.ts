import type { Role, RoleSource } from '@waypost/contracts';
import type { CommandContext } from '../../platform/event-store/command-context';

/** Grants or changes an account's role (RoleChanged on its stream, then users.role); nothing when it holds it already. */
export class ChangeRoleCommand {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly source: RoleSource,
    readonly ctx: CommandContext,
  ) {}
}

export interface ChangeRoleResult {
  changed: boolean;
  previousRole: Role;
  role: Role;
}
