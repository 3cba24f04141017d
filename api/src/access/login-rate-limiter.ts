import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';

/**
 * Failed sign-ins are counted per client address and per email in a sliding window; past the limit the
 * key is locked out until the window passes. A success clears the email's count.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Seconds until the next attempt is allowed, or 0. */
  retryAfter(ip: string, email: string, now = Date.now()): number {
    const windowMs = this.config.LOGIN_WINDOW_SECONDS * 1000;
    let wait = 0;
    for (const key of [`ip:${ip}`, `email:${email.toLowerCase()}`]) {
      const recent = (this.failures.get(key) ?? []).filter((t) => now - t < windowMs);
      this.failures.set(key, recent);
      const limit = key.startsWith('ip:') ? this.config.LOGIN_MAX_ATTEMPTS * 5 : this.config.LOGIN_MAX_ATTEMPTS;
      if (recent.length >= limit) wait = Math.max(wait, Math.ceil((recent[0]! + windowMs - now) / 1000));
    }
    return wait;
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    for (const key of [`ip:${ip}`, `email:${email.toLowerCase()}`]) this.failures.set(key, [...(this.failures.get(key) ?? []), now]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email.toLowerCase()}`);
  }
}
