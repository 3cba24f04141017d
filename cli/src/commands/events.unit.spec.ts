import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../test-support/test-io';

const metadata = (version: number) => ({
  commandId: `c${version}`,
  correlationId: `c${version}`,
  causationId: `c${version}`,
  actor: { kind: version === 1 ? 'user' : 'agent', id: version === 1 ? 'u-1' : 'a-7' },
  occurredAt: `2026-01-0${version}T12:00:00.000Z`,
});
const history = [1, 2].map((version) => ({
  streamId: 'shipment-s1',
  version,
  eventId: `ev${version}`,
  type: version === 1 ? 'ShipmentCreated' : 'TrackingEventRecorded',
  schemaVersion: 1,
  data: version === 1 ? { trackingNumber: '2PG-2026-000001' } : { eventType: 'pickup' },
  metadata: metadata(version),
  createdAt: `2026-01-0${version}T12:00:00.010Z`,
  position: { txid: String(700 + version), position: String(version) },
}));

describe('waypost events', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'GET /api/events/shipment-s1': { status: 200, body: history },
      'GET /api/events/shipment-empty': { status: 200, body: [] },
      'GET /api/events/forbidden': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Requires role admin or auditor' },
      },
    });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('prints version, type, time, actor and data of each event', async () => {
    await runWaypost(io, ['events', 'shipment-s1']);

    expect(api.requests[0]?.path).toBe('/api/events/shipment-s1');
    expect(io.out.text).toBe(
      [
        'VERSION  TYPE                   TIME                  ACTOR      DATA',
        '1        ShipmentCreated        2026-01-01 12:00:00Z  user:u-1   {"trackingNumber":"2PG-2026-000001"}',
        '2        TrackingEventRecorded  2026-01-02 12:00:00Z  agent:a-7  {"eventType":"pickup"}',
        '',
      ].join('\n'),
    );
    expect(io.exitCode).toBe(0);
  });

  it('prints the stored events in full with --json', async () => {
    await runWaypost(io, ['events', 'shipment-s1', '--json']);
    expect(JSON.parse(io.out.text)).toEqual(history);
  });

  it('exits 4 on a stream with no events', async () => {
    await runWaypost(io, ['events', 'shipment-empty']);
    expect(io.err.text).toBe('Error: Stream shipment-empty has no events.\n');
    expect(io.exitCode).toBe(4);
  });

  it('exits 3 with the reason when the role is not allowed', async () => {
    await runWaypost(io, ['events', 'forbidden']);
    expect(io.err.text).toBe('Error: Forbidden: Requires role admin or auditor\n');
    expect(io.exitCode).toBe(3);
  });
});
