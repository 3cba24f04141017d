import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ── The base of every provider's local fake (issue 27): an HTTP server on 127.0.0.1 with routes and faults ──
// A provider's fake enforces the published request shapes and auth of its API and answers with its documented response
// shapes; this base gives it routing, the request log, and faults a test injects (an error status with Retry-After, a
// delay past the client's timeout) so every adapter meets the same failures.

export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
  /** The body parsed as JSON (or as a form for application/x-www-form-urlencoded); undefined when empty or unreadable. */
  body: unknown;
  /** Route parameters (`:id` segments). */
  params: Record<string, string>;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw bytes instead of JSON (a label file). */
  bytes?: Buffer;
}

export type FakeHandler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface Fault {
  /** Only requests whose "METHOD path" matches (default: any). */
  match?: RegExp;
  /** Answer with this status and body (a 429 or 503 with `retryAfterSeconds` sends Retry-After). */
  status?: number;
  body?: unknown;
  retryAfterSeconds?: number;
  /** Wait this long before answering (past the client's timeout: a timeout). */
  delayMs?: number;
  /** How many matching requests it applies to (default 1). */
  times?: number;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
}

export class FakeServer {
  private readonly server: Server;
  private readonly routes: Route[] = [];
  private readonly faults: (Fault & { left: number })[] = [];
  /** Added before every answer (ms): the crash tests widen the window in which a call is in flight. */
  latencyMs = 0;
  /** Every request received, in order (tests assert what the SDK or adapter really sent). */
  readonly requests: FakeRequest[] = [];
  private origin = '';

  constructor(private readonly name: string) {
    this.server = createServer((req, res) => void this.dispatch(req, res));
    this.server.keepAliveTimeout = 1000;
  }

  /** `path` with `:name` segments; more specific routes first. */
  route(method: string, path: string, handler: FakeHandler): this {
    const names: string[] = [];
    const pattern = new RegExp(
      '^' +
        path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, n: string) => {
          names.push(n);
          return '([^/]+)';
        }) +
        '/?$',
    );
    this.routes.push({ method, pattern, names, handler });
    return this;
  }

  /** The next matching request(s) fail as said. */
  fault(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? 1 });
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  get url(): string {
    return this.origin;
  }

  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
    const { port: bound } = this.server.address() as AddressInfo;
    this.origin = `http://${host}:${bound}`;
    return this.origin;
  }

  /** Injected delays still running (close() ends them, so no timer outlives the fake). */
  private readonly delays = new Set<() => void>();

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.delays.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.delays.add(done);
    });
  }

  async close(): Promise<void> {
    for (const end of [...this.delays]) end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      rawBody,
      body: parseBody(rawBody, headers['content-type']),
      params: {},
    };
    this.requests.push(request);
    let answer: FakeResponse;
    try {
      if (this.latencyMs > 0) await this.sleep(this.latencyMs);
      const fault = this.takeFault(`${request.method} ${request.path}`);
      if (fault?.delayMs) await this.sleep(fault.delayMs);
      if (fault?.status) {
        answer = {
          status: fault.status,
          body: fault.body ?? { error: `${this.name} fake: injected ${fault.status}` },
          ...(fault.retryAfterSeconds !== undefined ? { headers: { 'retry-after': String(fault.retryAfterSeconds) } } : {}),
        };
      } else {
        answer = await this.answer(request);
      }
    } catch (error) {
      answer = { status: 500, body: { error: `${this.name} fake: ${(error as Error).message}` } };
    }
    if (res.destroyed) return;
    const extra = answer.headers ?? {};
    if (answer.bytes) {
      res.writeHead(answer.status, { 'content-type': 'application/octet-stream', ...extra });
      res.end(answer.bytes);
      return;
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    res.writeHead(answer.status, { ...(text ? { 'content-type': 'application/json' } : {}), ...extra });
    res.end(text);
  }

  private takeFault(line: string): Fault | undefined {
    const i = this.faults.findIndex((f) => !f.match || f.match.test(line));
    if (i < 0) return undefined;
    const f = this.faults[i]!;
    if (--f.left <= 0) this.faults.splice(i, 1);
    return f;
  }

  private async answer(req: FakeRequest): Promise<FakeResponse> {
    let pathMatched = false;
    for (const r of this.routes) {
      const m = r.pattern.exec(req.path);
      if (!m) continue;
      pathMatched = true;
      if (r.method !== req.method) continue;
      req.params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
      return r.handler(req);
    }
    return pathMatched
      ? { status: 405, body: { error: `${req.method} not allowed on ${req.path}` } }
      : { status: 404, body: { error: `${this.name} fake: no route ${req.method} ${req.path}` } };
  }
}

function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
