import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createWaypostClient } from './index';

// ── @waypost/client: generated from the API's OpenAPI document, and what it sends ──

describe('the generated schema', () => {
  it('is what the route table generates now (a route added without `npm run generate -w client` fails here)', () => {
    const script = path.join(__dirname, '../scripts/generate.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});

describe('createWaypostClient', () => {
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/api/tracking/')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no such shipment' }));
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'tok-1', name: 'x', token: 'wp_secret', createdAt: '2026-01-01T00:00:00Z' }));
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('sends the token as a bearer, the body as JSON, and answers the parsed body', async () => {
    const client = createWaypostClient({ baseUrl, token: 'wp_live_abc' });
    const { data, response } = await client.POST('/api/auth/tokens', { body: { name: 'warehouse' } });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ id: 'tok-1', token: 'wp_secret' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/auth/tokens', body: '{"name":"warehouse"}' });
    expect(seen[0]!.headers.authorization).toBe('Bearer wp_live_abc');
    expect(seen[0]!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('encodes path parameters, and gives the error body of a refusal', async () => {
    const client = createWaypostClient({ baseUrl });
    const { data, error, response } = await client.GET('/api/tracking/{trackingNumber}', { params: { path: { trackingNumber: 'A/B ?x' } } });
    expect(seen[0]!.url).toBe('/api/tracking/A%2FB%20%3Fx');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(response.status).toBe(404);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ statusCode: 404, message: 'no such shipment' });
  });
});
