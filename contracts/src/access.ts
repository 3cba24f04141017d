import { z } from 'zod';

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

/** GET /api/platform/config */
export interface PlatformConfig {
  isProductionMode: boolean;
}
