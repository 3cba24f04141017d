import type { Role } from '@waypost/contracts';

// ── Who may change things: one rule for the HTTP guards and for the assistant's tools ──

/** Roles that read everything and change nothing: every command they send is refused (AuditorReadOnlyGuard). */
export const READ_ONLY_ROLES: ReadonlySet<Role> = new Set<Role>(['auditor']);

/** True for a signed-in user whose role may not cause any change. */
export const isReadOnly = (user: { role: Role } | undefined): boolean => user !== undefined && READ_ONLY_ROLES.has(user.role);

/** Staff read every shipment, inquiry and booking; everyone else only their own. */
export const isStaff = (user: { role: Role }): boolean => user.role === 'agent' || user.role === 'admin' || user.role === 'auditor';

/** Who a signed-in user's command says acted: agents and admins as themselves, everyone else as a user. */
export const actorOf = (user: { id: string; role: Role }): { kind: 'agent' | 'admin' | 'user'; id: string } => ({
  kind: user.role === 'agent' || user.role === 'admin' ? user.role : 'user',
  id: user.id,
});
