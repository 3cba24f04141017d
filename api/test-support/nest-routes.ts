import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { ApiKeyScope, Role } from '@waypost/contracts';
import { IS_PUBLIC, KEY_SCOPE, RATE_LIMIT_CLASS, ROLES_KEY } from '../src/platform/auth/auth.decorators';
import { PROVIDER_WEBHOOK_PATH } from '../src/carriers/provider-webhooks';

// ── The routes Nest registers, read from the same controller metadata its router explorer reads ──
// Used by the reference's tests to prove the route table lists every route, with the auth its guard applies.

export interface RegisteredRoute {
  method: string;
  /** OpenAPI spelling: /api/shipments/{id} */
  path: string;
  auth: 'public' | 'signed-in' | Role[];
  /** @KeyScope when declared (null: API keys may not call it); undefined: derived from the method and roles. */
  keyScope?: ApiKeyScope | null;
  /** @RateLimited when declared. */
  rateLimit?: string;
}

const METHODS = new Map<number, string>([
  [RequestMethod.GET, 'get'],
  [RequestMethod.POST, 'post'],
  [RequestMethod.PUT, 'put'],
  [RequestMethod.DELETE, 'delete'],
  [RequestMethod.PATCH, 'patch'],
  [RequestMethod.ALL, 'all'],
  [RequestMethod.OPTIONS, 'options'],
  [RequestMethod.HEAD, 'head'],
]);

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);
const join = (...parts: string[]) => ('/' + parts.join('/')).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const reflector = new Reflector();
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
        if (method === undefined) continue;
        const targets = [handler, controller];
        const roles = reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
        const auth = reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ? 'public' : roles ? [...roles] : 'signed-in';
        for (const prefix of prefixes) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const keyScope = reflector.getAllAndOverride<ApiKeyScope | null | undefined>(KEY_SCOPE, targets);
            const rateLimit = reflector.getAllAndOverride<string | undefined>(RATE_LIMIT_CLASS, targets);
            routes.push({ method: METHODS.get(method) ?? String(method), path: openApiPath(join(prefix, path)), auth, keyScope, rateLimit });
          }
        }
      }
    }
  }
  // Served outside Nest (its own Fastify scope, to read the raw body a provider signs): public, no API key, no session.
  routes.push({ method: 'post', path: openApiPath(PROVIDER_WEBHOOK_PATH), auth: 'public', keyScope: null });
  return routes;
}
