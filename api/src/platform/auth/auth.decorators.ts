import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { CurrentUser as CurrentUserShape, Role } from '@waypost/contracts';

export const IS_PUBLIC = 'waypost:public';
export const ROLES_KEY = 'waypost:roles';

/** The route is open to anyone, signed in or not (the user is still attached when present). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The route needs one of these roles (a session is always needed unless @Public). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export type RequestUser = CurrentUserShape;

/** The signed-in user (undefined on a @Public route when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): RequestUser | undefined => {
  const request = ctx.switchToHttp().getRequest<{ user?: RequestUser }>();
  return request.user;
});

export const ACCEPTS_METRICS_TOKEN = 'waypost:metrics-token';

/** Besides the @Roles it names, the route accepts the configured METRICS_TOKEN as a bearer token (Prometheus). */
export const AcceptsMetricsToken = () => SetMetadata(ACCEPTS_METRICS_TOKEN, true);
