import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ApiKeyMode, ApiKeyScope, CurrentUser as CurrentUserShape, Role } from '@waypost/contracts';

export const IS_PUBLIC = 'waypost:public';
export const ROLES_KEY = 'waypost:roles';
export const KEY_SCOPE = 'waypost:key-scope';
export const RATE_LIMIT_CLASS = 'waypost:rate-limit-class';

/** The route is open to anyone, signed in or not (the user is still attached when present). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The route needs one of these roles (a session is always needed unless @Public). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The scope an API key needs on this route (handler or controller), or null: API keys may not call it (key and
 * token management). Without it: `admin` where @Roles leaves shippers out, `read` for GET, `write` otherwise.
 */
export const KeyScope = (scope: ApiKeyScope | null) => SetMetadata(KEY_SCOPE, scope);

/** Route classes with their own rate limit (README, "Rate limits"); without it: `read` for GET, `write` otherwise. */
export type RateLimitClass = 'read' | 'write' | 'auth'; // platform/rate-limit's RouteClass
export const RateLimited = (routeClass: RateLimitClass) => SetMetadata(RATE_LIMIT_CLASS, routeClass);

export type RequestUser = CurrentUserShape;

/** How the request was authenticated; an API key's mode decides which data and carriers it sees. */
export type RequestCredential = { kind: 'session' | 'token'; mode: 'live' } | { kind: 'api-key'; keyId: string; ownerId: string; mode: ApiKeyMode; scopes: readonly ApiKeyScope[] };

/** The signed-in user (undefined on a @Public route when signed out). A test key's user is its owner's test principal. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): RequestUser | undefined => {
  const request = ctx.switchToHttp().getRequest<{ user?: RequestUser }>();
  return request.user;
});

/** 'test' for a request made with a test key, 'live' otherwise (sessions, CLI tokens, live keys, anonymous). */
export const RequestMode = createParamDecorator((_data: unknown, ctx: ExecutionContext): ApiKeyMode => {
  const request = ctx.switchToHttp().getRequest<{ credential?: RequestCredential }>();
  return request.credential?.mode ?? 'live';
});

export const ACCEPTS_METRICS_TOKEN = 'waypost:metrics-token';

/** Besides the @Roles it names, the route accepts the configured METRICS_TOKEN as a bearer token (Prometheus). */
export const AcceptsMetricsToken = () => SetMetadata(ACCEPTS_METRICS_TOKEN, true);
