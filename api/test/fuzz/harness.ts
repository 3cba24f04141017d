import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Response as InjectResponse } from 'light-my-request';
import { DEMO_PASSWORD } from '../../src/access/demo-seed';
import type { DemoUser, TestApp } from '../../test-support/create-test-app';
import type { Payload } from './payloads';

// ── Sending payloads through Fastify's inject and checking every answer ──

export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Multiplies every run count (FUZZ_SCALE=0.1 for a quick look, 3 for a long soak). */
export const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
export const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

export class Sender {
  /** Payloads sent and checked (fixtures and sign-ins not counted). */
  sent = 0;
  private readonly cookies = new Map<DemoUser, string>();
  constructor(private readonly t: TestApp) {}

  private get fastify() {
    return this.t.app.getHttpAdapter().getInstance();
  }

  /** Signs in through POST /api/login and keeps the session cookie. No Origin header: the CSRF check lets it through. */
  async signIn(user: DemoUser): Promise<void> {
    const res = await this.fastify.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify({ email: `${user}@waypost.test`, password: DEMO_PASSWORD }),
    });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('waypost_session='));
    if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in as ${user} failed: ${res.statusCode} ${res.body}`);
    this.cookies.set(user, cookie.split(';')[0]!);
  }

  async send(options: {
    method: string;
    url: string;
    as: DemoUser | null;
    body?: string;
    contentType?: string | null;
    stream?: boolean;
    count?: boolean;
    /** A cookie header of the caller's own (instead of a signed-in user's). */
    cookie?: string;
    /** More request headers (Idempotency-Key, X-Correlation-Id). */
    headers?: Record<string, string>;
  }): Promise<InjectResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.contentType) headers['content-type'] = options.contentType;
    if (options.as) headers.cookie = this.cookies.get(options.as) ?? '';
    if (options.cookie !== undefined) headers.cookie = options.cookie;
    const payload = options.stream && options.body !== undefined ? Readable.from([Buffer.from(options.body)]) : options.body;
    const res = await this.fastify.inject({ method: options.method as 'POST', url: options.url, headers, ...(payload !== undefined ? { payload } : {}) });
    if (options.count !== false) this.sent++;
    return res;
  }

  /** A valid request the suite needs (fixtures). */
  async must<T>(method: string, url: string, as: DemoUser, body: unknown): Promise<T> {
    const res = await this.send({ method, url, as, body: JSON.stringify(body), contentType: 'application/json', count: false });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }
}

const snippet = (text: string, max = 300) => (text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text));

interface ErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  issues?: { field: string; message: string }[];
}

/** Throws, with what was sent and what came back, when the answer is not the one the payload deserves. */
export function verify(route: string, p: Payload, res: InjectResponse): void {
  const fail = (why: string) => {
    throw new Error(`${route} [${p.label}, content-type ${p.contentType}]: ${why}\n  sent ${snippet(p.body)}\n  got ${res.statusCode} ${snippet(res.body, 600)}`);
  };
  if (res.statusCode >= 500) fail('a server error');
  let body: ErrorBody;
  try {
    body = res.json() as ErrorBody;
  } catch {
    return fail('an answer that is not JSON');
  }
  if (body.statusCode !== res.statusCode) fail('statusCode in the body differs from the status');
  // Fastify's router answers 414 itself (before Nest), labelled 'Bad Request'.
  if (body.error !== STATUS_CODES[res.statusCode] && res.statusCode !== 414) fail(`error label ${JSON.stringify(body.error)}, expected ${STATUS_CODES[res.statusCode]}`);
  if (p.expect.kind === 'body') {
    if (res.statusCode !== p.expect.status) fail(`expected ${p.expect.status}`);
    if (!p.expect.message.test(body.message ?? '')) fail(`message should match ${p.expect.message}`);
    return;
  }
  if (res.statusCode !== 400) fail('expected 400');
  if (!Array.isArray(body.issues) || body.issues.length === 0) fail('no issues listed');
  const fields = [...new Set(body.issues!.map((i) => i.field))].sort();
  if (JSON.stringify(fields) !== JSON.stringify(p.expect.fields)) fail(`issues name ${JSON.stringify(fields)}, the contract names ${JSON.stringify(p.expect.fields)}`);
  const { named } = p.expect;
  const hit = named.length === 0 ? fields[0] : fields.find((f) => named.some((n) => f === n || f.startsWith(`${n}.`)));
  if (!hit) fail(`no issue names the broken field ${named.join(' or ')}`);
  if (!body.message?.includes(hit!)) fail(`the message does not name ${hit}`);
  if (p.expect.message && !p.expect.message.test(body.message ?? '')) fail(`message should match ${p.expect.message}`);
}

/** fast-check options: fixed seed by default; a failure says how to replay it, without echoing megabytes. */
export function fcOptions<T = Payload>(numRuns: number): fc.Parameters<[T]> {
  return {
    seed: SEED,
    numRuns,
    reporter(details) {
      if (!details.failed) return;
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(
        `Property failed after ${details.numRuns} runs (${details.numShrinks} shrinks). Replay: FUZZ_SEED=${details.seed} (path ${details.counterexamplePath})\n${cause}`,
      );
    },
  };
}

/** Rows of `events`, and a digest of every table (read models, users, tokens, checkpoints). */
export async function snapshot(t: TestApp): Promise<{ events: number; tables: Record<string, string> }> {
  const pool = t.resources.pool;
  const { rows: tables } = await pool.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  const digests: Record<string, string> = {};
  for (const { tablename } of tables) {
    const { rows } = await pool.query<{ digest: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS digest FROM "${tablename}" t`,
    );
    digests[tablename] = rows[0]!.digest;
  }
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return { events: Number(rows[0]!.n), tables: digests };
}

/** Every route the app serves ('POST /api/inquiries/:id/replies'), read from Nest's metadata, sorted. */
export function servedRoutes(t: TestApp): string[] {
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((p) => p.split('/'))
      .filter(Boolean)
      .join('/')}`;
  const routes = new Set<string>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[];
      const proto = (metatype as { prototype: Record<string, unknown> }).prototype;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
        for (const prefix of prefixes) for (const path of paths) routes.add(`${RequestMethod[method]} ${join(prefix, path)}`);
      }
    }
  }
  return [...routes].sort();
}

/** Every POST, PUT and PATCH route the app serves ('POST /api/inquiries/:id/replies'). */
export const writeRoutes = (t: TestApp): string[] => servedRoutes(t).filter((r) => /^(POST|PUT|PATCH) /.test(r));
