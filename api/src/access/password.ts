import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';

// ── Password hashes: scrypt$N$r$p$salt$hash (base64url) ──────────────────────
// Cost: OWASP's minimum for scrypt is N=2^17, r=8, p=1 (PASSWORD_SCRYPT_LOG2_N, default 17). A hash made with
// other parameters still verifies with its own, and is replaced at the next successful sign-in (needsRehash).

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_MINIMUM: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 32;
/** Bounds on what a stored hash may ask for (a hash from a damaged row must not exhaust memory or time). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt needs 128·N·r bytes (plus a little); Node's default cap (32 MiB) is below N=2^17, r=8. */
const maxmem = ({ N, r, p }: ScryptParams) => 128 * N * r + 128 * r * p + 1024 * 1024;

const scrypt = (password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCb(password, salt, keylen, { ...params, maxmem: maxmem(params) }, (error, key) => (error ? reject(error) : resolve(key))));

export const scryptParams = (log2N: number): ScryptParams => ({ N: 2 ** log2N, r: OWASP_MINIMUM.r, p: OWASP_MINIMUM.p });

export async function hashPassword(password: string, params: ScryptParams = OWASP_MINIMUM): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface Parsed extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, hash, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || extra !== undefined) return null;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !Number.isInteger(R) || R < 1 || R > MAX_R || !Number.isInteger(P) || P < 1 || P > MAX_P) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, parsed);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when the stored hash was made with other parameters than these (it is replaced after a successful sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.hash.length !== KEYLEN;
}

/** Opaque secrets (session ids, API tokens, mailed links) are stored only as their SHA-256. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const newSecret = (prefix = ''): string => prefix + randomBytes(32).toString('base64url');
