import { HttpException, Inject, Injectable } from '@nestjs/common';
import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@waypost/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PostgresRateLimiter, type RateLimitDecision, type RateLimitPolicy } from './rate-limiter';

// ── Rate limits over HTTP: the headers of draft-ietf-httpapi-ratelimit-headers-06, and 429 ──
// Every answer under a policy says RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (delta seconds until the
// whole quota is back) and RateLimit-Policy (`limit;w=window`); a refusal is 429 with Retry-After (RFC 9110).

export const RATE_LIMITER = Symbol('RATE_LIMITER'); // PostgresRateLimiter on the platform pool

/** Route classes with a limit of their own: reads (GET), writes (everything else), sign-in and sign-up (auth). */
export type RouteClass = 'read' | 'write' | 'auth';

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;
export const TOO_MANY_REQUESTS_MESSAGE = (n: number) => `Too many requests from this address. Please try again in ${seconds(n)}.`;
export const TOO_MANY_KEY_REQUESTS_MESSAGE = (n: number) => `Too many requests with this API key. Please try again in ${seconds(n)}.`;

/**
 * The key of a client address: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64 network, which one
 * subscriber usually holds whole (counting single IPv6 addresses would let one client take 2^64 quotas).
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The policy's headers; Retry-After with a refusal (not on a 200 that carries a refused side effect). */
export function setRateLimitHeaders(reply: FastifyReply, d: RateLimitDecision, retryAfter = !d.allowed): void {
  void reply
    .header('ratelimit-policy', `${d.policy.limit};w=${d.policy.windowSeconds}`)
    .header('ratelimit-limit', String(d.policy.limit))
    .header('ratelimit-remaining', String(d.remaining))
    .header('ratelimit-reset', String(d.resetSeconds));
  if (retryAfter) void reply.header('retry-after', String(d.retryAfterSeconds));
}

export class TooManyRequestsException extends HttpException {
  constructor(
    readonly decision: RateLimitDecision,
    message = TOO_MANY_REQUESTS_MESSAGE,
  ) {
    const body: ApiErrorBody = { statusCode: 429, error: 'Too Many Requests', message: message(decision.retryAfterSeconds) };
    super(body, 429);
  }
}

@Injectable()
export class HttpRateLimits {
  /** Writes anyone may make without signing in (early access, sign-up, the assistant's handoff), per client address. */
  readonly anonymousWrites: RateLimitPolicy;
  /** Per route class (README, "Rate limits"): per API key, or per client address; absent when configured 0. */
  readonly routeClasses: Partial<Record<RouteClass, RateLimitPolicy>>;
  private readonly perClient: boolean;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: PostgresRateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.anonymousWrites = { name: 'anonymous-writes', limit: config.ANONYMOUS_WRITE_LIMIT, windowSeconds: config.ANONYMOUS_WRITE_WINDOW_SECONDS };
    const perMinute = { read: config.RATE_LIMIT_READS_PER_MINUTE, write: config.RATE_LIMIT_WRITES_PER_MINUTE, auth: config.RATE_LIMIT_AUTH_PER_MINUTE };
    this.routeClasses = Object.fromEntries(
      (Object.keys(perMinute) as RouteClass[]).filter((c) => perMinute[c] > 0).map((c) => [c, { name: `route-${c}`, limit: perMinute[c], windowSeconds: 60 }]),
    );
    this.perClient = config.rateLimitPerClient;
  }

  /**
   * One request of a route class: counted per API key when `keyId` is given, per client address otherwise (when
   * RATE_LIMIT_PER_CLIENT is on); headers on `reply`; refused: 429. Null when no policy applies.
   */
  async routeRequest(routeClass: RouteClass, caller: { keyId?: string; ip: string }, reply: FastifyReply): Promise<RateLimitDecision | null> {
    const policy = this.routeClasses[routeClass];
    if (!policy || (!caller.keyId && !this.perClient)) return null;
    const key = caller.keyId ? `key:${caller.keyId}` : `ip:${clientAddressKey(caller.ip)}`;
    const decision = await this.limiter.take(policy, key);
    setRateLimitHeaders(reply, decision);
    if (!decision.allowed) throw new TooManyRequestsException(decision, caller.keyId ? TOO_MANY_KEY_REQUESTS_MESSAGE : TOO_MANY_REQUESTS_MESSAGE);
    return decision;
  }

  /** Takes one request from `key`'s quota; sets the headers on `reply` (when given); refused: 429 with Retry-After. */
  async enforce(policy: RateLimitPolicy, key: string, reply?: FastifyReply): Promise<RateLimitDecision> {
    const decision = await this.limiter.take(policy, key);
    if (reply) setRateLimitHeaders(reply, decision);
    if (!decision.allowed) throw new TooManyRequestsException(decision);
    return decision;
  }

  /** The same, without throwing: for a write inside a request that otherwise goes on (the assistant's handoff). */
  take(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    return this.limiter.take(policy, key);
  }

  /** One anonymous write by the client at `ip` (request.ip: the peer, or what a trusted proxy says); refused: 429. */
  anonymousWrite(ip: string, reply?: FastifyReply): Promise<RateLimitDecision> {
    return this.enforce(this.anonymousWrites, clientAddressKey(ip), reply);
  }

  /** The same for a route that answers a refusal itself (an HTML form): headers set, the decision returned. */
  async anonymousWriteDecision(ip: string, reply: FastifyReply): Promise<RateLimitDecision> {
    const decision = await this.limiter.take(this.anonymousWrites, clientAddressKey(ip));
    setRateLimitHeaders(reply, decision);
    return decision;
  }
}
