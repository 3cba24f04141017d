import { z } from 'zod';
import { PageQuerySchema } from './pagination';
import { queryInteger } from './http';

// ── Early access (pre-launch page, spec sections 2, 3, 5, 7) ────────────────
// One stream per normalised email: early-access-<uuidv5(email)>. A repeated email appends nothing.

export const EARLY_ACCESS_STREAM_TYPE = 'early-access';
export const earlyAccessStreamId = (requestId: string): string => `${EARLY_ACCESS_STREAM_TYPE}-${requestId}`;

/** Emails compare without surrounding spaces and case. */
export const normaliseEarlyAccessEmail = (email: string): string => email.trim().toLowerCase();

/** POST /api/early-access: email and company required, message optional. */
export const EarlyAccessRequestSchema = z.object({
  email: z.string().trim().pipe(z.email('must be a valid email address').max(254, 'must be at most 254 characters')),
  company: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  message: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
});
export type EarlyAccessRequestInput = z.input<typeof EarlyAccessRequestSchema>;
export type EarlyAccessRequest = z.output<typeof EarlyAccessRequestSchema>;

export interface EarlyAccessRequested {
  type: 'EarlyAccessRequested';
  data: { requestId: string; email: string; company: string; message: string; requestedAt: string };
}
export type EarlyAccessEvent = EarlyAccessRequested;

/** Always 201 with the same answer, whether or not the email was on the list already (nothing stored twice). */
export interface EarlyAccessAnswer {
  status: 'received';
  message: string;
}

export const EARLY_ACCESS_MESSAGES = {
  received: "Thank you for your interest in Waypost! We'll be in touch with early access details soon.",
} as const;

/** GET /api/admin/early-access: one row per email, newest first. */
export interface EarlyAccessEntry {
  id: string;
  email: string;
  company: string;
  message: string;
  requestedAt: string;
}

/** GET /api/admin/early-access?limit= */
/** GET /api/admin/early-access: `limit` 1-5000 for the plain array (500 when absent), at most 200 on a page. */
export const EarlyAccessListQuerySchema = PageQuerySchema.extend({ limit: queryInteger(1, 5000).optional() });
