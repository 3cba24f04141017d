import { ForbiddenException, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUDIT_MESSAGES } from '@waypost/contracts';
import { IS_PUBLIC, type RequestUser } from '../platform/auth/auth.decorators';
import { isReadOnly } from '../platform/auth/permissions';

// ── Auditors read; they never send commands ──────────────────────────────────
// A global guard registered after the auth guard (AccessModule comes before AuditModule in app.module.ts, and Nest
// runs global guards in that order): any request of an auditor other than a read is refused with 403, except
// signing in/out, their own API tokens, public calculators and routes marked @AuditorMayUse().
// A guard, not an interceptor: with no global interceptor Nest answers without its per-request rxjs pipeline.

const AUDITOR_MAY_USE = 'waypost:auditor-may-use';
/** A non-GET route that changes no history and that auditors may call (e.g. a replay of the read models). */
export const AuditorMayUse = () => SetMetadata(AUDITOR_MAY_USE, true);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_PATHS = ['/api/login', '/api/logout', '/api/signup', '/api/verify-email', '/api/auth/'];

@Injectable()
export class AuditorReadOnlyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ method: string; url: string; user?: RequestUser }>();
    // the auth guard always sets the property (undefined when signed out); without it, it did not run first: fail closed
    if (!('user' in request)) throw new Error('AuditorReadOnlyGuard ran before AuthGuard');
    if (!isReadOnly(request.user) || READS.has(request.method)) return true;
    const targets = [context.getHandler(), context.getClass()];
    const allowed =
      this.reflector.getAllAndOverride<boolean>(AUDITOR_MAY_USE, targets) ||
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ||
      SESSION_PATHS.some((p) => request.url.startsWith(p));
    if (!allowed) throw new ForbiddenException(AUDIT_MESSAGES.auditorReadOnly);
    return true;
  }
}
