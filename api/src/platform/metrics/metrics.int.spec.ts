import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test-support/create-test-app';
import { loadConfig } from '../config/config';
import { startMetricsServer } from './metrics-server';

// ── GET /metrics: Prometheus text of this process, with the metrics token or an admin's credential ──

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

const payload = {
  fromAddress: { name: 'Sam Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Jo Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: 'Headphones', weight: 1.2, value: 150, dimensions: { length: 30, width: 20, height: 15 } },
  status: 'pending',
};

/** The value of the sample of `name` whose labels include `labels` (NaN when there is none). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...match[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(match[3]);
  }
  return Number.NaN;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  it('answers the metrics token and admins; anonymous 401, a wrong token 401, a shipper 403', async () => {
    const server = t.app.getHttpServer();
    const scraped = await request(server).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    expect(scraped.text).toContain('waypost_process_cpu_seconds_total');
    await request(server).get('/metrics').expect(401);
    await request(server).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}x`).expect(401);
    await request(server).get('/metrics').set('authorization', METRICS_TOKEN).expect(401);
    const admin = await t.signIn('admin');
    await admin.get('/metrics').expect(200);
    const shipper = await t.signIn('shipper');
    await shipper.get('/metrics').expect(403);
  });

  it('measures requests by method, route and status, event-store appends, and what the read models fold', async () => {
    const shipper = await t.signIn('shipper');
    await shipper.post('/api/shipments').send(payload).expect(201);
    await shipper.get('/api/shipments/7d2c6b1e-0000-4000-8000-000000000000').expect(404);
    await t.project();
    const text = (await request(t.app.getHttpServer()).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    expect(sample(text, 'waypost_http_request_duration_seconds_count', { method: 'POST', route: '/api/shipments', status: '201', process: 'api' })).toBeGreaterThan(0);
    expect(sample(text, 'waypost_http_requests_total', { method: 'GET', route: '/api/shipments/:id', status: '404' })).toBe(1);
    expect(text).not.toContain('7d2c6b1e');
    expect(sample(text, 'waypost_event_store_append_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(text, 'waypost_projection_events_folded_total', { projection: 'shipments' })).toBeGreaterThan(0);
    expect(sample(text, 'waypost_projection_lag_events', { projection: 'shipments' })).toBe(0);
    // this process runs no forwarder and no carrier workers (NODE_ENV=test): it reports none of their figures
    expect(text).not.toContain('waypost_forwarder_published_events_total{');
    expect(text).not.toContain('waypost_carrier_messages_total{');
    expect(text).toContain('waypost_db_pool_connections{state="total"');
  });
});

describe('the metrics listener of a worker process (METRICS_PORT)', () => {
  let server: Server;
  let base: string;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    server = await startMetricsServer({ registry: t.resources.metrics.registry, port: 0, host: '127.0.0.1', token: METRICS_TOKEN, logger: t.resources.logger });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
  });

  it('serves GET /metrics with the token only, and nothing else', async () => {
    const ok = await request(base).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(ok.text).toContain('waypost_event_store_append_seconds');
    const anonymous = await request(base).get('/metrics').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    await request(base).get('/metrics').set('authorization', `Bearer ${DEMO_PASSWORD}`).expect(401);
    await request(base).post('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(405);
    await request(base).get('/other').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
  });

  it('refuses a METRICS_PORT without a METRICS_TOKEN, and a short token', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: '3590' })).toThrow(/METRICS_PORT: needs METRICS_TOKEN/);
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '3590', METRICS_TOKEN }).METRICS_PORT).toBe(3590);
  });
});
