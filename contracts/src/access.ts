import { z } from 'zod';
import { queryInteger } from './http';
import { PageQuerySchema } from './pagination';

export const ROLES = ['shipper', 'agent', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];
export const USER_TYPES = ['business', 'private'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** GET /api/auth/user */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: Role;
  userType: UserType | null;
  /** False until the account's owner has opened the link mailed to the address (nothing addressed to it shows until then). */
  emailVerified: boolean;
}

export const LoginSchema = z.object({
  email: z.email('must be a valid email address').max(254),
  password: z.string().min(8, 'must be at least 8 characters').max(200),
});

export const SignUpSchema = LoginSchema.extend({
  firstName: z.string().trim().min(1, 'is required').max(80),
  lastName: z.string().trim().max(80).default(''),
  userType: z.enum(USER_TYPES).default('private'),
});

export const CreateApiTokenSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(80),
});

export interface ApiTokenInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
export interface CreatedApiToken extends ApiTokenInfo {
  /** Shown once, at creation. */
  token: string;
}

/** GET /api/auth/identities: the single sign-on identities linked to the signed-in account. */
export interface LinkedIdentity {
  issuer: string;
  subject: string;
  /** The address the provider gave at the last sign-in (null: none), and whether it vouched for it. */
  email: string | null;
  emailVerified: boolean;
  linkedAt: string;
}

/** GET /api/auth/identities */
export interface AccountIdentities {
  /** Whether single sign-on is set up here (then GET /api/auth/identities/link links one, a browser navigation). */
  singleSignOn: boolean;
  identities: LinkedIdentity[];
}

/** GET /api/platform/config */
export interface PlatformConfig {
  isProductionMode: boolean;
}

// ── Accounts: email verification, sign-up answers, account events ───────────

/** Emails compare without surrounding spaces and case, everywhere. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** POST /api/signup answers the same whether or not the address has an account (no enumeration). */
export interface SignUpAnswer {
  status: 'verification_sent';
  email: string;
  message: string;
}

/** POST /api/verify-email (JSON): the token from the mailed link; the password unless signed in as that account. */
export const ConfirmEmailSchema = z.object({
  token: z.string().min(20, 'must be the token from the link').max(200, 'must be the token from the link'),
  password: z.string().max(200).optional(),
});

/** GET /api/admin/mail/outbox: mail the platform sent or queued (newest first). */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** The text (links included) while it is kept: always in the embedded default; with SMTP until sent. */
  text: string | null;
  kind: string;
  createdAt: string;
  sentAt: string | null;
  status: 'outbox' | 'sent' | 'failed';
  lastError: string | null;
}

export const OutboxQuerySchema = PageQuerySchema.extend({
  to: z.string().trim().max(254, 'must be at most 254 characters').optional(),
  limit: queryInteger(1, 500).default(50),
});

// Events of the account stream (`account-<userId>`): facts about an identity that other contexts act on.
export const ACCOUNT_STREAM_TYPE = 'account';
export const accountStreamId = (userId: string): string => `${ACCOUNT_STREAM_TYPE}-${userId}`;

/** The account's owner proved they receive mail at this address (a mailed single-use link). */
export type EmailVerified = { type: 'EmailVerified'; data: { userId: string; email: string; verifiedAt: string } };
/** Who set a role: the provider's roles claim (OIDC_ROLE_MAP) at a sign-in, or an admin (web or CLI). */
export type RoleSource = { kind: 'provider-claim'; claim: string; values: string[] } | { kind: 'admin'; adminId: string };
/** The account's role was granted or changed (every account starts as a shipper, or a seeded demo role). */
export type RoleChanged = { type: 'RoleChanged'; data: { userId: string; role: Role; previousRole: Role; source: RoleSource; changedAt: string } };
export type AccountEvent = EmailVerified | RoleChanged;

/** PUT /api/admin/users/:id/role */
export const ChangeRoleSchema = z.object({
  role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }),
});

/** PUT /api/admin/users/:id/role: the user, the role before and after, and whether it changed. */
export interface RoleChangeAnswer {
  id: string;
  changed: boolean;
  previousRole: Role;
  role: Role;
}

/** GET /api/admin/users: the accounts, for an admin to see and change roles. */
export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailVerified: boolean;
  /** How many single sign-on identities are linked. */
  identities: number;
  createdAt: string;
}

export const AdminUsersQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(254, 'must be at most 254 characters').optional(),
  limit: queryInteger(1, 500).default(100),
});

export const ACCESS_MESSAGES = {
  checkInbox: (email: string) =>
    `Check your inbox: if ${email} can be used for a Waypost account, we have sent a link to it. Open the link to confirm the address and finish signing up.`,
  verifyBanner: (email: string) =>
    `Confirm your email address: we sent a link to ${email}. Until you open it, support requests addressed to this email stay hidden and you cannot contact the desk.`,
  verificationResent: (email: string) => `We sent a new confirmation link to ${email}.`,
  resendTooSoon: 'A confirmation link was sent less than a minute ago. Check your inbox, or try again in a minute.',
  alreadyVerified: 'Your email address is confirmed already.',
  linkInvalid: 'This confirmation link is not valid any more: it was used already, or it has expired. Sign in and ask for a new link.',
  confirmTitle: 'Confirm your email address',
  confirmed: 'Your email address is confirmed. Welcome to Waypost!',
  confirmPasswordWrong: 'That password does not match the one chosen for this account.',
  verifyFirst: 'Confirm your email address first: open the link we mailed you (or ask for a new one on your dashboard).',
  weakPassword: 'is too easy to guess',
  blankPassword: 'must contain more than spaces',
  signOutTitle: 'Sign out of Waypost?',
  signOutCrossSite: 'You followed a link from another site to sign out. Sign out only if you meant to.',
  signOutButton: 'Sign out',
} as const;
