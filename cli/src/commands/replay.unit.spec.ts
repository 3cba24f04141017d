import { startFakeApi, type FakeApi, type Reply } from '../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../test-support/test-io';

const progress = (processed: number, state: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: { id: 'r1', projections: ['shipments', 'tracking'], verify: true, state, processed, total: 1000, startedAt: '2026-01-01T00:00:00.000Z', ...extra },
});
const verification = (matches: boolean) => [{ table: 'shipments', liveRows: 10, rebuiltRows: 10, liveChecksum: 'aaa', rebuiltChecksum: matches ? 'aaa' : 'bbb', matches }];

describe('waypost replay / forget / audit stream', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('replays all with --verify: progress with ETA on stderr, the verification table on stdout, exit 0', async () => {
    const done = progress(1000, 'done', { finishedAt: '2026-01-01T00:00:02.000Z', eventsPerSecond: 500, verified: true, verification: verification(true) });
    api = await startFakeApi({
      'POST /api/audit/replays': { status: 202, body: (progress(0, 'waiting') as { body: unknown }).body },
      'GET /api/audit/replays/r1': [progress(400, 'running'), done],
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['replay', 'all', '--verify']);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/audit/replays', body: { projection: 'all', verify: true } });
    expect(io.err.text).toContain('Replaying all: running 400/1000 (40.0%) ETA');
    expect(io.out.text).toContain('Replayed shipments, tracking: 1000 events in 2.0s (500 events/s)');
    expect(io.out.text).toMatch(/shipments\s+10\s+10\s+aaa\s+aaa\s+yes/);
    expect(io.exitCode).toBe(0);
  });

  it('exits 1 when the verification found differences', async () => {
    api = await startFakeApi({
      'POST /api/audit/replays': { status: 202, body: (progress(0, 'waiting') as { body: unknown }).body },
      'GET /api/audit/replays/r1': progress(1000, 'done', { verified: false, verification: verification(false) }),
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['replay', 'shipments', '--verify']);
    expect(io.err.text).toContain('Verification found differences in shipments');
    expect(io.exitCode).toBe(1);
  });

  it('forgets a user and follows the rebuild of the read models', async () => {
    api = await startFakeApi({
      'POST /api/audit/forget/u-1': { status: 202, body: { userId: 'u-1', subjects: ['u-1', 'email:abc'], replayId: 'r1' } },
      'GET /api/audit/replays/r1': [progress(10, 'running'), progress(1000, 'done')],
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['forget', 'u-1']);
    expect(io.out.text).toContain('Forgot u-1: deleted the keys of 2 subject(s).');
    expect(io.out.text).toContain('Replayed shipments, tracking: 1000 events');
    expect(io.exitCode).toBe(0);
  });

  it('shows a stream as of a time, with who caused each event', async () => {
    api = await startFakeApi({
      'GET /api/audit/streams/shipment-1?asOf=2026-01-01T00%3A00%3A00Z': {
        status: 200,
        body: {
          streamId: 'shipment-1',
          streamType: 'shipment',
          asOf: '2026-01-01T00:00:00Z',
          version: 1,
          currentVersion: 3,
          state: { status: 'pending' },
          events: [
            {
              version: 1,
              type: 'ShipmentCreated',
              createdAt: '2025-12-31T10:00:00.000Z',
              actor: { kind: 'user', id: 'u', name: 'Sam Shipper' },
              correlationId: 'c1',
              causationId: 'k1',
            },
          ],
        },
      },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['audit', 'stream', 'shipment-1', '--as-of', '2026-01-01T00:00:00Z']);
    expect(io.out.text).toContain('Version: 1 of 3');
    expect(io.out.text).toContain('"status": "pending"');
    expect(io.out.text).toMatch(/1\s+ShipmentCreated\s+2025-12-31 10:00:00Z\s+user: Sam Shipper\s+c1\s+k1/);
    expect(io.exitCode).toBe(0);
  });

  it('refuses a bad --as-of before calling the API (exit 2)', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['audit', 'stream', 'shipment-1', '--as-of', 'yesterday']);
    expect(io.err.text).toContain('--as-of');
    expect(api.requests).toEqual([]);
    expect(io.exitCode).toBe(2);
  });
});
