import { startFakeApi, type FakeApi, type Reply } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const snapshot = (processed: number, total: number, state: string): Reply => ({
  status: 200,
  body: [
    { name: 'tracking', checkpoint: null, lagEvents: 0, status: 'live' },
    { name: 'shipments', checkpoint: null, lagEvents: 0, status: 'rebuilding', rebuild: { processed, total, state } },
  ],
});
const accepted: Reply = { status: 202, body: { name: 'shipments', state: 'running' } };

describe('waypost projections rebuild', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('starts the rebuild, polls every 250 ms and prints plain progress lines when stderr is not a terminal', async () => {
    api = await startFakeApi({
      'POST /api/projections/shipments/rebuild': accepted,
      'GET /api/projections': [snapshot(0, 1000, 'running'), snapshot(250, 1000, 'running'), snapshot(600, 1000, 'running'), snapshot(1000, 1000, 'done')],
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'rebuild', 'shipments']);

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/projections/shipments/rebuild',
      'GET /api/projections',
      'GET /api/projections',
      'GET /api/projections',
      'GET /api/projections',
    ]);
    expect(io.sleeps).toEqual([250, 250, 250]);
    expect(io.err.text).toBe(
      [
        'Rebuilding shipments: running 0/1000 (0.0%) ETA --',
        'Rebuilding shipments: running 250/1000 (25.0%) ETA 1s',
        'Rebuilding shipments: running 600/1000 (60.0%) ETA 1s',
        'Rebuilding shipments: done 1000/1000 (100.0%) ETA 0s',
        '',
      ].join('\n'),
    );
    expect(io.out.text).toBe('Projection shipments rebuilt: 1000 events in 0.8s.\n');
    expect(io.exitCode).toBe(0);
  });

  it('redraws one progress bar on a terminal', async () => {
    api = await startFakeApi({
      'POST /api/projections/shipments/rebuild': accepted,
      'GET /api/projections': [snapshot(250, 1000, 'running'), snapshot(1000, 1000, 'done')],
    });
    io = signedInIo(api.url, { stderrIsTTY: true });
    await runWaypost(io, ['projections', 'rebuild', 'shipments']);

    expect(io.err.text).toBe(
      '\r\x1b[2KRebuilding shipments [########----------------------] 250/1000 25.0% ETA --' +
        '\r\x1b[2KRebuilding shipments [##############################] 1000/1000 100.0% ETA 0s\n',
    );
    expect(io.exitCode).toBe(0);
  });

  it('exits 1 with the reason when the rebuild fails', async () => {
    api = await startFakeApi({
      'POST /api/projections/shipments/rebuild': accepted,
      'GET /api/projections': [
        snapshot(10, 1000, 'running'),
        {
          status: 200,
          body: [{ name: 'shipments', checkpoint: null, lagEvents: 0, status: 'live', rebuild: { processed: 20, total: 1000, state: 'failed', error: 'disk full' } }],
        },
      ],
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'rebuild', 'shipments']);

    expect(io.err.text).toMatch(/Error: Rebuild of projection shipments failed: disk full\n$/);
    expect(io.out.text).toBe('');
    expect(io.exitCode).toBe(1);
  });

  it('exits 4 for an unknown projection, with the names the API knows', async () => {
    api = await startFakeApi({
      'POST /api/projections/nope/rebuild': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Unknown projection nope; known: shipments, tracking' },
      },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'rebuild', 'nope']);

    expect(io.err.text).toBe('Error: Unknown projection nope; known: shipments, tracking (HTTP 404)\n');
    expect(io.exitCode).toBe(4);
  });

  it('gives up after --timeout seconds with exit 1, saying the rebuild continues', async () => {
    api = await startFakeApi({
      'POST /api/projections/shipments/rebuild': accepted,
      'GET /api/projections': snapshot(1, 1000, 'running'),
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'rebuild', 'shipments', '--timeout', '1']);

    expect(io.sleeps).toEqual([250, 250, 250, 250]);
    expect(io.err.text).toMatch(/Error: Rebuild of projection shipments still running after 1s; check `waypost projections status`\.\n$/);
    expect(io.exitCode).toBe(1);
  });
});
