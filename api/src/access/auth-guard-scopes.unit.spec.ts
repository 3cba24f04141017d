import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyScope } from '@waypost/contracts';
import { KeyScope, RateLimited, Roles } from '../platform/auth/auth.decorators';
import type { HttpRateLimits } from '../platform/rate-limit/http-rate-limit';
import type { ApiKeysService, KeyResolution } from './api-keys.service';
import { AuthGuard } from './auth.guard';
import type { SessionsService } from './sessions.service';

// ── The guard reads a route's scope and rate-limit class from its metadata (routes of any context declare them) ──

class WebhooksController {
  @KeyScope('webhooks')
  list() {}
  @KeyScope('webhooks')
  create() {}
  @Roles('admin')
  adminOnly() {}
  @RateLimited('auth')
  signIn() {}
  plain() {}
}

const KEY = `wp_live_${'k'.repeat(43)}`;
const owner = { id: 'u1', email: 'a@example.com', firstName: 'A', lastName: '', profileImageUrl: null, role: 'admin' as const, userType: null, emailVerified: true };

function guardFor(scopes: ApiKeyScope[]) {
  const limited: string[] = [];
  const keys = {
    resolve: (): Promise<KeyResolution> => Promise.resolve({ ok: true, user: owner, credential: { kind: 'api-key', keyId: 'k1', ownerId: 'u1', mode: 'live', scopes } }),
  };
  const limits = { routeRequest: (routeClass: string) => (limited.push(routeClass), Promise.resolve(null)) };
  const guard = new AuthGuard(new Reflector(), {} as SessionsService, keys as unknown as ApiKeysService, limits as unknown as HttpRateLimits);
  const call = (method: string, handler: keyof WebhooksController) => {
    const request = { method, headers: { authorization: `Bearer ${KEY}` }, ip: '203.0.113.9' };
    const reply = { header: () => reply };
    const context = {
      getType: () => 'http',
      switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
      getHandler: () => WebhooksController.prototype[handler],
      getClass: () => WebhooksController,
    } as unknown as ExecutionContext;
    return guard.canActivate(context);
  };
  return { call, limited };
}

describe('AuthGuard: API key scopes and rate-limit classes by route metadata', () => {
  it("a route's declared scope is what a key needs, whatever the method", async () => {
    await expect(guardFor(['read', 'write']).call('GET', 'list')).rejects.toThrow(new ForbiddenException("This API key lacks the 'webhooks' scope."));
    await expect(guardFor(['webhooks']).call('GET', 'list')).resolves.toBe(true);
    await expect(guardFor(['webhooks']).call('POST', 'create')).resolves.toBe(true);
  });

  it('without a declaration: read for GET, write otherwise, admin where roles leave shippers out', async () => {
    await expect(guardFor(['read']).call('GET', 'plain')).resolves.toBe(true);
    await expect(guardFor(['read']).call('DELETE', 'plain')).rejects.toThrow("This API key lacks the 'write' scope.");
    await expect(guardFor(['read', 'write']).call('GET', 'adminOnly')).rejects.toThrow("This API key lacks the 'admin' scope.");
    await expect(guardFor(['read', 'admin']).call('GET', 'adminOnly')).resolves.toBe(true);
  });

  it('takes one request of the declared rate-limit class, else read or write by method', async () => {
    const { call, limited } = guardFor(['read', 'write']);
    await call('POST', 'signIn');
    await call('GET', 'plain');
    await call('PUT', 'plain');
    expect(limited).toEqual(['auth', 'read', 'write']);
  });
});
