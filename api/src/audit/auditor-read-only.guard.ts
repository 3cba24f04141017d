import { ForbiddenException, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { AUDIT_MESSAGES } from '@waypost/contracts';
import { IS_PUBLIC, type RequestUser } from '../access/auth.decorators';

// ── Auditors read; they never send commands ──────────────────────────────────
// Runs after the auth guard (interceptors follow guards): any request of an auditor other than a read is refused
// with 403, except signing in/out, their own API tokens, public calculators and routes marked @AuditorMayUse().

const AUDITOR_MAY_USE = 'waypost:auditor-may-use';
/** A non-GET route that changes no history and that auditors may call (e.g. a replay of the read models). */
export const AuditorMayUse = () => SetMetadata(AUDITOR_MAY_USE, true);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_PATHS = ['/api/login', '/api/logout', '/api/signup', '/api/auth/'];

@Injectable()
export class AuditorReadOnlyInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<{ method: string; url: string; user?: RequestUser }>();
    if (request.user?.role !== 'auditor' || READS.has(request.method)) return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    const allowed =
      this.reflector.getAllAndOverride<boolean>(AUDITOR_MAY_USE, targets) ||
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ||
      SESSION_PATHS.some((p) => request.url.startsWith(p));
    if (!allowed) throw new ForbiddenException(AUDIT_MESSAGES.auditorReadOnly);
    return next.handle();
  }
}
