import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const endpoint = {
  id: 'e1',
  url: 'https://example.com/hooks',
  description: '',
  eventTypes: ['shipment.created', 'shipment.delivered'],
  enabled: true,
  disabledReason: null,
  createdAt: '2026-01-03T08:00:00Z',
  updatedAt: '2026-01-03T08:00:00Z',
};
const delivery = {
  id: '7',
  webhookId: 'w1',
  requestId: 'req-7f3a',
  eventType: 'shipment.created',
  position: '42',
  replay: false,
  status: 'delivered',
  nextAttemptAt: null,
  attempts: [{ at: '2026-01-03T08:00:01Z', statusCode: 200, durationMs: 12, error: null, nextRetryAt: null }],
  createdAt: '2026-01-03T08:00:00Z',
};

describe('waypost webhooks', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'POST /api/webhooks/endpoints': { status: 201, body: { id: 'e1', secret: 'whsec_abc' } },
      'GET /api/webhooks/endpoints': { status: 200, body: [endpoint] },
      'DELETE /api/webhooks/endpoints/e1': { status: 204 },
      'POST /api/webhooks/endpoints/e1/test': { status: 202, body: { webhookId: 'w9' } },
      'POST /api/webhooks/endpoints/e1/replay': { status: 202, body: { replayId: 'r1' } },
      'GET /api/webhooks/endpoints/e1/deliveries?limit=50': { status: 200, body: [delivery] },
    });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('creates an endpoint with the chosen event types and shows its secret once', async () => {
    await runWaypost(io, ['webhooks', 'create', 'https://example.com/hooks', '--events', 'shipment.created,shipment.delivered']);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/webhooks/endpoints',
      body: { url: 'https://example.com/hooks', eventTypes: ['shipment.created', 'shipment.delivered'] },
    });
    expect(io.out.text).toContain('whsec_abc');
  });

  it('refuses an unknown event type before calling the API (exit 2)', async () => {
    await runWaypost(io, ['webhooks', 'create', 'https://example.com/hooks', '--events', 'shipment.teleported']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('--events');
    expect(io.exitCode).toBe(2);
  });

  it('lists endpoints as JSON, tests, replays and deletes', async () => {
    await runWaypost(io, ['webhooks', 'list', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([endpoint]);
    const more = signedInIo(api.url);
    await runWaypost(more, ['webhooks', 'test', 'e1']);
    await runWaypost(more, ['webhooks', 'replay', 'e1', '--from', '42']);
    await runWaypost(more, ['webhooks', 'delete', 'e1']);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/webhooks/endpoints',
      'POST /api/webhooks/endpoints/e1/test',
      'POST /api/webhooks/endpoints/e1/replay',
      'DELETE /api/webhooks/endpoints/e1',
    ]);
    expect(api.requests[2]!.body).toEqual({ fromPosition: '42' });
    expect(more.out.text).toContain('w9');
    more.cleanup();
  });

  it('shows the delivery log with status codes, durations and the originating request id', async () => {
    await runWaypost(io, ['webhooks', 'deliveries', 'e1']);
    expect(io.out.text).toContain('w1');
    expect(io.out.text).toContain('200 12 ms');
    expect(io.out.text).toContain('REQUEST-ID');
    expect(io.out.text).toContain('req-7f3a');
    expect(api.requests[0]!.path).toBe('/api/webhooks/endpoints/e1/deliveries?limit=50');
  });
});
