import type { Role } from '@waypost/contracts';

// ── Who may change things: one rule for the HTTP guards and for the assistant's tools ──

/** Roles that read everything and change nothing: every command they send is refused (AuditorReadOnlyGuard). */
export const READ_ONLY_ROLES: ReadonlySet<Role> = new Set<Role>(['auditor']);

/** True for a signed-in user whose role may not cause any change. */
export const isReadOnly = (user: { role: Role } | undefined): boolean => user !== undefined && READ_ONLY_ROLES.has(user.role);
