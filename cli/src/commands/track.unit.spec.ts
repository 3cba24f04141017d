import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { shipmentFixture } from '../test-support/fixtures';
import { runWaypost, signedInIo, type TestIo } from '../test-support/test-io';

const events = [
  { id: 'e1', eventType: 'created', description: 'Shipment created', location: 'Berlin, Germany', timestamp: '2026-01-01T09:30:00Z' },
  { id: 'e2', eventType: 'pickup', description: 'Picked up by carrier', location: 'Berlin, Germany', timestamp: '2026-01-02T10:00:00Z' },
];

describe('waypost track', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'GET /api/tracking/2PG-2026-000001': { status: 200, body: { shipment: shipmentFixture, events } },
      'GET /api/tracking/2PG-2026-999999': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } },
    });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('prints the shipment and its timeline', async () => {
    await runWaypost(io, ['track', '2pg-2026-000001']);

    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/tracking/2PG-2026-000001' });
    expect(io.out.text).toContain('Tracking number:    2PG-2026-000001\n');
    expect(io.out.text).toContain(
      [
        'TIME                  EVENT    LOCATION         DESCRIPTION',
        '2026-01-01 09:30:00Z  created  Berlin, Germany  Shipment created',
        '2026-01-02 10:00:00Z  pickup   Berlin, Germany  Picked up by carrier',
        '',
      ].join('\n'),
    );
    expect(io.exitCode).toBe(0);
  });

  it('prints {shipment, events} with --json', async () => {
    await runWaypost(io, ['track', '2PG-2026-000001', '--json']);
    expect(JSON.parse(io.out.text)).toEqual({ shipment: shipmentFixture, events });
  });

  it("shows the spec's not-found message with exit code 4", async () => {
    await runWaypost(io, ['track', '2PG-2026-999999']);

    expect(io.err.text).toBe('Error: Tracking Number Not Found: Please check your tracking number and try again. If you continue to have issues, contact support.\n');
    expect(io.exitCode).toBe(4);
  });

  it('asks for a tracking number when given a blank one (exit 2)', async () => {
    await runWaypost(io, ['track', ' ']);

    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toBe('Invalid input:\n  - <trackingNumber>: Please enter a tracking number.\n');
    expect(io.exitCode).toBe(2);
  });
});
