import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { normaliseEmail } from '@waypost/contracts';
import { APP_CONFIG } from '../../platform/tokens';
import type { AppConfig } from '../../platform/config/config';
import { commandContext } from '../../platform/event-store/command-context';
import { ChangeRoleCommand } from '../commands/change-role.command';
import { RecordEmailVerifiedCommand } from '../commands/record-email-verified.command';
import { UsersRepository, placeholderEmail, type UserRecord } from '../users.repository';
import { IdentitiesRepository } from './identities.repository';
import { claimValues, roleFromClaim } from './provider-roles';

// ── Which account a provider identity signs in to ─────────────────────────────
// An account is identified by (issuer, subject). An identity seen for the first time joins an existing account only
// when the provider vouches for the address (email_verified true), the account proved the same address itself, the
// account is a shipper (staff accounts are linked by their owner, from the account page, never automatically) and,
// when OIDC_LINK_DOMAINS is set, the address is in one of those domains. Otherwise the person is told to sign in
// with their password and link from the account page. An address the provider does not vouch for reserves nothing:
// the new account gets a placeholder address. An unconfirmed password account (anyone may have typed any address
// into the sign-up form) gives its address up to the identity the provider vouches for, and gets nothing of it.

export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  picture?: unknown;
  [claim: string]: unknown;
}

export type AccountResolution = { kind: 'signed-in'; user: UserRecord } | { kind: 'link-required'; email: string };

const text = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The provider's address when it looks like one (at most 254 characters), lower-case; else null. */
const providerEmail = (claims: ProviderClaims): string | null => {
  const email = text(claims.email, 255);
  return email && email.length <= 254 && EMAIL.test(email) ? normaliseEmail(email) : null;
};

/** Name and picture as the provider gives them (given/family name, else `name` split at its first space). */
export function profileFrom(claims: ProviderClaims): { firstName?: string; lastName?: string; profileImageUrl?: string } {
  let firstName = text(claims.given_name, 80);
  let lastName = text(claims.family_name, 80);
  const name = text(claims.name, 160);
  if (!firstName && !lastName && name) {
    const space = name.indexOf(' ');
    firstName = (space > 0 ? name.slice(0, space) : name).slice(0, 80);
    lastName = space > 0 ? name.slice(space + 1).slice(0, 80) : undefined;
  }
  const picture = text(claims.picture, 2000);
  return { firstName, lastName, profileImageUrl: picture && /^https:\/\//i.test(picture) ? picture : undefined };
}

@Injectable()
export class OidcAccounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The account of this identity, with the role the provider's claim gives it (when OIDC_ROLES_CLAIM is set). */
  async resolve(issuer: string, claims: ProviderClaims, userType: 'business' | 'private' | undefined, requestId: string): Promise<AccountResolution> {
    const resolution = await this.account(issuer, claims, userType, requestId, 0);
    if (resolution.kind !== 'signed-in') return resolution;
    return { kind: 'signed-in', user: await this.applyRoleClaim(resolution.user, claims, requestId) };
  }

  private async account(issuer: string, claims: ProviderClaims, userType: 'business' | 'private' | undefined, requestId: string, attempt: number): Promise<AccountResolution> {
    if (attempt > 3) throw new Error('OIDC account resolution kept racing another sign-in');
    const again = () => this.account(issuer, claims, userType, requestId, attempt + 1);
    const email = providerEmail(claims);
    const vouched = email !== null && claims.email_verified === true;
    const known = await this.known(issuer, claims.sub, email, vouched);
    if (known) return { kind: 'signed-in', user: await this.refresh(known, claims) };

    let existing = email ? await this.users.findByEmail(email) : null;
    if (existing && vouched && !existing.emailVerified && existing.role === 'shipper' && (await this.users.releaseUnverifiedEmail(existing.id))) {
      existing = null;
    }
    if (existing) {
      if (!(vouched && existing.emailVerified && existing.role === 'shipper' && this.domainMayLink(email!))) return { kind: 'link-required', email: email! };
      if (!(await this.identities.link(existing.id, { issuer, subject: claims.sub, email, emailVerified: vouched }))) return again();
      return { kind: 'signed-in', user: await this.refresh(existing, claims) };
    }

    const profile = profileFrom(claims);
    const created = await this.users.create({
      email: vouched ? email! : placeholderEmail(),
      passwordHash: null,
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      role: 'shipper',
      userType: userType ?? 'private',
      profileImageUrl: profile.profileImageUrl ?? null,
      emailVerified: vouched,
    });
    if (!created) return again(); // the address was taken meanwhile: decide again
    if (!(await this.identities.link(created.id, { issuer, subject: claims.sub, email, emailVerified: vouched }))) {
      return again(); // the same identity signed in twice at once: the other one won (this account stays unused)
    }
    if (vouched) await this.recordVerified(created.id, email!, requestId);
    return { kind: 'signed-in', user: created };
  }

  /** Links an identity to a signed-in account (from the account page); false when it belongs to another account. */
  async linkToAccount(userId: string, issuer: string, claims: ProviderClaims): Promise<boolean> {
    const owner = await this.identities.userIdFor(issuer, claims.sub);
    if (owner) return owner === userId;
    const email = providerEmail(claims);
    return this.identities.link(userId, { issuer, subject: claims.sub, email, emailVerified: email !== null && claims.email_verified === true });
  }

  /** The account this identity signed in to before (accounts made before user_identities are found by their subject). */
  private async known(issuer: string, subject: string, email: string | null, vouched: boolean): Promise<UserRecord | null> {
    const userId = await this.identities.userIdFor(issuer, subject);
    if (userId) {
      await this.identities.remember(issuer, subject, email, vouched);
      return this.users.findById(userId);
    }
    const legacy = await this.users.findByOidcSubject(subject);
    if (legacy && (await this.identities.link(legacy.id, { issuer, subject, email, emailVerified: vouched }))) return legacy;
    return null;
  }

  private async refresh(user: UserRecord, claims: ProviderClaims): Promise<UserRecord> {
    return (await this.users.refreshProfile(user.id, profileFrom(claims))) ?? user;
  }

  private async applyRoleClaim(user: UserRecord, claims: ProviderClaims, requestId: string): Promise<UserRecord> {
    const claim = this.config.OIDC_ROLES_CLAIM;
    const values = claim && Object.hasOwn(claims, claim) ? claimValues(claims[claim]) : null;
    if (!claim || !values) return user;
    const role = roleFromClaim(values, this.config.OIDC_ROLE_MAP);
    if (role === user.role) return user;
    const ctx = commandContext({ actor: { kind: 'system', id: 'oidc-role-claim' }, requestId });
    await this.commands.execute(new ChangeRoleCommand(user.id, role, { kind: 'provider-claim', claim, values }, ctx));
    return { ...user, role };
  }

  private domainMayLink(email: string): boolean {
    const domains = this.config.OIDC_LINK_DOMAINS;
    return domains.length === 0 || domains.includes(email.slice(email.lastIndexOf('@') + 1));
  }

  private async recordVerified(userId: string, email: string, requestId: string): Promise<void> {
    await this.commands.execute(new RecordEmailVerifiedCommand(userId, email, commandContext({ actor: { kind: 'user', id: userId }, requestId })));
  }
}
