import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'waypost_session';

/** The cookie's value; undefined when absent or not percent-decodable (a mangled cookie is no cookie, not a 500). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const isTls = (request: FastifyRequest) => request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

/** httpOnly, SameSite=Lax, Secure behind TLS. */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (isTls(request)) parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing.map(String) : existing ? [String(existing)] : [];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export const clearCookie = (request: FastifyRequest, reply: FastifyReply, name: string) => setCookie(request, reply, name, '', 0);
