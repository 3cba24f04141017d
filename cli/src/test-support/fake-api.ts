import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// ── A tiny HTTP server standing in for the Waypost API in CLI tests ──────────
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}
export interface Reply {
  status: number;
  body?: unknown;
}
/** One reply, a function of the request, or successive replies (the last one repeats). */
export type Route = Reply | Reply[] | ((request: RecordedRequest) => Reply);

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeApi(routes: Record<string, Route>): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const calls = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      requests.push(request);
      const key = `${request.method} ${request.path}`;
      const route = routes[key];
      const count = calls.get(key) ?? 0;
      calls.set(key, count + 1);
      const reply: Reply =
        route === undefined
          ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Cannot ${key}` } }
          : typeof route === 'function'
            ? route(request)
            : Array.isArray(route)
              ? (route[Math.min(count, route.length - 1)] ?? { status: 500 })
              : route;
      res.writeHead(reply.status, reply.body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The URL of a port nothing listens on (fetch refuses "bad ports" like 1, so find a real free one). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
