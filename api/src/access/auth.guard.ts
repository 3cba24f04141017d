import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES, type ApiKeyScope, type Role } from '@waypost/contracts';
import {
  ACCEPTS_METRICS_TOKEN,
  IS_PUBLIC,
  KEY_SCOPE,
  RATE_LIMIT_CLASS,
  ROLES_KEY,
  type RateLimitClass,
  type RequestCredential,
  type RequestUser,
} from '../platform/auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';
import { isMetricsToken } from '../platform/metrics/metrics-token';
import { HttpRateLimits } from '../platform/rate-limit/http-rate-limit';
import { ApiKeysService } from './api-keys.service';
import { SESSION_COOKIE, readCookie } from './cookies';
import { SessionsService } from './sessions.service';

type AuthedRequest = FastifyRequest & { user?: RequestUser; credential?: RequestCredential };
type Resolved = { user: RequestUser; credential: RequestCredential } | { refusal: string } | null;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Global guard: attaches the user (session cookie, Bearer CLI token or Bearer API key), takes one request from the
 * route class's rate limit (per key, or per client address), then checks an API key's scope, @Public and @Roles.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly keys: ApiKeysService,
    private readonly limits: HttpRateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const targets = [context.getHandler(), context.getClass()];
    // Prometheus with the metrics token: no user, no session lookup
    if (this.reflector.getAllAndOverride<boolean>(ACCEPTS_METRICS_TOKEN, targets) && isMetricsToken(this.config.METRICS_TOKEN, request.headers.authorization)) {
      request.user = undefined;
      return true;
    }
    const resolved = await this.resolve(request);
    const credential = resolved && 'credential' in resolved ? resolved.credential : undefined;
    request.user = resolved && 'user' in resolved ? resolved.user : undefined;
    request.credential = credential;
    if (credential) void reply.header('waypost-livemode', String(credential.mode === 'live'));

    const routeClass = this.reflector.getAllAndOverride<RateLimitClass | undefined>(RATE_LIMIT_CLASS, targets) ?? (isRead(request.method) ? 'read' : 'write');
    await this.limits.routeRequest(routeClass, { keyId: credential?.kind === 'api-key' ? credential.keyId : undefined, ip: request.ip }, reply);

    // a key that was sent but does not work says why, wherever it is sent
    if (resolved && 'refusal' in resolved) throw new UnauthorizedException(resolved.refusal);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (credential?.kind === 'api-key') {
      const needed = this.scopeOf(request.method, targets, roles);
      if (needed === null) throw new ForbiddenException(API_KEY_MESSAGES.keysManageKeys);
      if (!credential.scopes.includes(needed)) throw new ForbiddenException(API_KEY_MESSAGES.missingScope(needed));
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.user) throw new UnauthorizedException('Sign in required');
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException(`This needs one of these roles: ${roles.join(', ')}`);
    }
    return true;
  }

  /** The scope a key needs here: the route's @KeyScope, else admin for staff-only routes, read for GET, write otherwise. */
  private scopeOf(method: string, targets: Parameters<Reflector['getAllAndOverride']>[1], roles: Role[] | undefined): ApiKeyScope | null {
    const declared = this.reflector.getAllAndOverride<ApiKeyScope | null | undefined>(KEY_SCOPE, targets);
    if (declared !== undefined) return declared;
    if (roles && !roles.includes('shipper')) return 'admin';
    return isRead(method) ? 'read' : 'write';
  }

  private async resolve(request: FastifyRequest): Promise<Resolved> {
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) {
      const bearer = authorization.slice(7).trim();
      if (ApiKeysService.isKey(bearer)) {
        const key = await this.keys.resolve(bearer);
        return key.ok ? { user: key.user, credential: key.credential } : { refusal: key.message };
      }
      const user = await this.sessions.userForToken(bearer);
      return user ? { user, credential: { kind: 'token', mode: 'live' } } : null;
    }
    const session = readCookie(request, SESSION_COOKIE);
    const user = session ? await this.sessions.userForSession(session) : null;
    return user ? { user, credential: { kind: 'session', mode: 'live' } } : null;
  }
}
