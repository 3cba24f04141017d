import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const list = [
  { name: 'shipments', checkpoint: { txid: '812', position: '40' }, lagEvents: 0, status: 'live' },
  {
    name: 'tracking',
    checkpoint: { txid: '790', position: '31' },
    lagEvents: 9,
    status: 'error',
    lastError: 'relation "tracking" does not exist',
    rebuild: { processed: 31, total: 40, state: 'running' },
  },
];

describe('waypost projections status', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('prints name, status, lag, checkpoint and rebuild progress, then the last errors', async () => {
    api = await startFakeApi({ 'GET /api/projections': { status: 200, body: list } });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'status']);

    expect(io.out.text).toBe(
      [
        'NAME       STATUS  LAG  CHECKPOINT  REBUILD',
        'shipments  live    0    812/40      -',
        'tracking   error   9    790/31      running 31/40',
        '',
        'tracking: relation "tracking" does not exist',
        '',
      ].join('\n'),
    );
    expect(io.exitCode).toBe(0);
  });

  it('prints the raw list with --json', async () => {
    api = await startFakeApi({ 'GET /api/projections': { status: 200, body: list } });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'status', '--json']);
    expect(JSON.parse(io.out.text)).toEqual(list);
  });

  it('exits 3 for a non-admin', async () => {
    api = await startFakeApi({
      'GET /api/projections': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Admins only' } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['projections', 'status']);
    expect(io.err.text).toBe('Error: Forbidden: Admins only\n');
    expect(io.exitCode).toBe(3);
  });
});
