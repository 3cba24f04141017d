import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@waypost/contracts';
import { ACCEPTS_METRICS_TOKEN, IS_PUBLIC, ROLES_KEY, type RequestUser } from '../platform/auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';
import { isMetricsToken } from '../platform/metrics/metrics-token';
import { SESSION_COOKIE, readCookie } from './cookies';
import { SessionsService } from './sessions.service';

/** Global guard: attaches the user (session cookie or Bearer token), then checks @Public and @Roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: RequestUser }>();
    const targets = [context.getHandler(), context.getClass()];
    // Prometheus with the metrics token: no user, no session lookup
    if (this.reflector.getAllAndOverride<boolean>(ACCEPTS_METRICS_TOKEN, targets) && isMetricsToken(this.config.METRICS_TOKEN, request.headers.authorization)) {
      request.user = undefined;
      return true;
    }
    request.user = (await this.resolveUser(request)) ?? undefined;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.user) throw new UnauthorizedException('Sign in required');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(request.user.role)) {
      throw new ForbiddenException(`This needs one of these roles: ${roles.join(', ')}`);
    }
    return true;
  }

  private async resolveUser(request: FastifyRequest): Promise<RequestUser | null> {
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('Bearer ')) return this.sessions.userForToken(authorization.slice(7).trim());
    const session = readCookie(request, SESSION_COOKIE);
    return session ? this.sessions.userForSession(session) : null;
  }
}
