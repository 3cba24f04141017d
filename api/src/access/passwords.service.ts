import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../platform/tokens';
import type { AppConfig } from '../platform/config/config';
import { hashPassword, needsRehash, scryptParams, verifyPassword, type ScryptParams } from './password';

/** At most this many scrypt computations at once per process: each takes 128·N·r bytes (128 MiB at N=2^17). */
export const MAX_CONCURRENT_HASHES = 2;

/**
 * Password hashing at the configured cost. Every check costs one scrypt at that cost, whether or not the account
 * exists or has a password: an unknown email is checked against a dummy hash of the same cost (no timing oracle).
 */
@Injectable()
export class PasswordsService {
  readonly params: ScryptParams;
  /** Parameters and salt like a real hash, random key: verifying against it costs the same and never matches. */
  private readonly dummy: string;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.params = scryptParams(config.PASSWORD_SCRYPT_LOG2_N);
    const { N, r, p } = this.params;
    this.dummy = ['scrypt', N, r, p, randomBytes(16).toString('base64url'), randomBytes(32).toString('base64url')].join('$');
  }

  hash(password: string): Promise<string> {
    return this.limited(() => hashPassword(password, this.params));
  }

  /** Verifies against the stored hash, or against the dummy hash (same work, always false) when there is none. */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return this.limited(() => verifyPassword(password, stored));
    await this.limited(() => verifyPassword(password, this.dummy));
    return false;
  }

  needsRehash(stored: string): boolean {
    return needsRehash(stored, this.params);
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
