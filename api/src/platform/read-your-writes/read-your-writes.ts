import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@waypost/contracts';
import type { CheckpointWatch } from './checkpoint-watch';
import { ClientMarks } from './client-marks';
import { LOG_POSITION_COOKIE, LOG_POSITION_HEADER, READ_STALE_HEADER, formatMark, mergeMarks, parseMark, pending, type LogMark, type ReadModelIndex } from './log-mark';
import { recentWrites } from './recent-writes';

// ── Read your writes over HTTP ──────────────────────────────────────────────
// A command's answer says where its events are in the log (Waypost-Log-Position: per read model it moves). The client
// that sent it is remembered: in this process by its session or API token, and in a short-lived cookie for a browser
// session (any API process then knows it: the checkpoints it waits on are in PostgreSQL). A stateless client may
// send the header back itself. A GET by that client waits, bounded, until those read models' checkpoints are past
// it, then answers; after the bound it answers anyway, with Waypost-Read-Stale naming the read models still behind.
// A client that wrote nothing has no mark and never waits.

export interface ReadYourWritesOptions {
  watch: CheckpointWatch;
  readModels: ReadModelIndex;
  /** How long a read waits for the client's own writes (ms); 0: not at all (the answers still carry positions). */
  waitMs: number;
  /** The caller's credential, as it came: the session cookie's value (cookie: true) or an API token. */
  credentialOf(request: FastifyRequest): { secret: string; cookie: boolean } | null;
  /** The signed-in user's id once the request is authenticated (the actor of the events its command appends). */
  actorOf(request: FastifyRequest): string | undefined;
  readCookie(request: FastifyRequest, name: string): string | undefined;
  setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void;
}

/** How long a client's mark is kept: far more than projections lag by while they run. */
const MARK_TTL_SECONDS = 60;
const COMMANDS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that read no read model (health, the sign-in flow): they never wait. */
const NO_WAIT = ['/api/health', '/api/login', '/api/logout', '/api/callback'];
const STARTED = Symbol('waypost.appendsBefore');

type Request = FastifyRequest & { [STARTED]?: number };

export function registerReadYourWrites(app: NestFastifyApplication, options: ReadYourWritesOptions): void {
  const marks = new ClientMarks(MARK_TTL_SECONDS * 1000);
  const names = options.readModels.names;
  const clientOf = (request: FastifyRequest) => {
    const credential = options.credentialOf(request);
    if (!credential) return null;
    return { key: `${credential.cookie ? 's' : 't'}:${createHash('sha256').update(credential.secret).digest('base64url')}`, cookie: credential.cookie };
  };
  // A mangled cookie is no mark (the browser keeps what we set; only its user can break it), not an error.
  const cookieMark = (request: FastifyRequest): LogMark | undefined => {
    const text = options.readCookie(request, LOG_POSITION_COOKIE);
    const parsed = text ? parseMark(text, names) : undefined;
    return parsed && 'mark' in parsed ? parsed.mark : undefined;
  };

  const beforeHandler = (request: Request, reply: FastifyReply, done: (error?: Error) => void) => {
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/')) return done();
    const sent = request.headers[LOG_POSITION_HEADER.toLowerCase()];
    const parsed = sent === undefined ? undefined : parseMark(Array.isArray(sent) ? sent.join(',') : sent, names);
    if (parsed && 'error' in parsed) return refuse(reply, parsed.error);
    if (COMMANDS.has(request.method)) {
      // what its user appends from now on is this request's (see recent-writes.ts)
      request[STARTED] = recentWrites.seq;
      return done();
    }
    if (request.method !== 'GET' || options.waitMs <= 0 || NO_WAIT.some((p) => path === p || path.startsWith(`${p}/`))) return done();
    const client = marks.size > 0 ? clientOf(request) : null;
    const remembered = client ? marks.get(client.key) : undefined;
    const mark = mergeMarks(mergeMarks(parsed?.mark, cookieMark(request)), remembered);
    if (!mark) return done();
    options.watch.waitFor(mark, options.waitMs).then((late) => {
      if (late.length > 0) void reply.header(READ_STALE_HEADER, late.join(', '));
      else if (client && remembered) marks.passed(client.key, remembered);
      done();
    }, done);
  };

  const beforeSend = (request: Request, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload: unknown) => void) => {
    const started = request[STARTED];
    const actor = started === undefined ? undefined : options.actorOf(request);
    const positions = actor === undefined ? undefined : recentWrites.since(actor, started!);
    const mark = positions ? options.readModels.markOf(positions) : undefined;
    if (!mark) return done(null, payload);
    void reply.header(LOG_POSITION_HEADER, formatMark(mark));
    const client = clientOf(request);
    if (client) {
      marks.note(client.key, mark);
      // the browser's copy, for the other API processes: its earlier marks that are not passed yet, and this one
      const kept = client.cookie ? pending(mergeMarks(cookieMark(request), mark)!, options.watch.checkpoints()) : undefined;
      if (kept) options.setCookie(request, reply, LOG_POSITION_COOKIE, formatMark(kept), MARK_TTL_SECONDS);
    }
    done(null, payload);
  };

  // (the instance's types come from @nestjs/platform-fastify's own copy of fastify)
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preHandler', beforeHandler as never);
  fastify.addHook('onSend', beforeSend as never);
}

function refuse(reply: FastifyReply, reason: string): void {
  const body: ApiErrorBody = {
    statusCode: 400,
    error: 'Bad Request',
    message: `${LOG_POSITION_HEADER} ${reason}`,
    issues: [{ field: LOG_POSITION_HEADER, message: reason }],
  };
  void reply.code(400).header('cache-control', 'no-store').send(body);
}
