import { createHash, timingSafeEqual } from 'node:crypto';

// ── METRICS_TOKEN: Prometheus scrapes with `Authorization: Bearer <token>` instead of an admin's credential ──

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the header carries the configured metrics token (compared in constant time, whatever its length). */
export function isMetricsToken(configured: string | undefined, authorization: string | undefined): boolean {
  if (!configured || typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice(7).trim()), digest(configured));
}
