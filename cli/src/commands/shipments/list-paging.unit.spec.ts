import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { shipmentFixture } from '../../test-support/fixtures';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

// ── waypost shipments list --limit / --cursor / --all and filters (issue 25, item 4) ──

describe('waypost shipments list in pages', () => {
  let api: FakeApi;
  let io: TestIo;
  const second = { ...shipmentFixture, id: 'b2', trackingNumber: '2PG-2026-000002', status: 'pending' as const };
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('--limit asks for one page with the filters, and prints how to get the next', async () => {
    api = await startFakeApi({
      'GET /api/shipments?status=pending&destination_country=France&paged=true&limit=1': { status: 200, body: { data: [second], has_more: true, next_cursor: 'abc.def' } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list', '--status', 'pending', '--destination', 'France', '--limit', '1']);
    expect(io.err.text).toBe('');
    expect(io.out.text).toContain('2PG-2026-000002');
    expect(io.out.text).toContain('Next page: the same command with --cursor abc.def\n');
    expect(io.exitCode).toBe(0);
  });

  it('--cursor continues, --json prints the page as the API answered it', async () => {
    const page = { data: [shipmentFixture], has_more: false, next_cursor: null };
    api = await startFakeApi({ 'GET /api/shipments?paged=true&cursor=abc.def': { status: 200, body: page } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list', '--cursor', 'abc.def', '--json']);
    expect(JSON.parse(io.out.text)).toEqual(page);
  });

  it('--all follows next_cursor to the last page and prints every row once', async () => {
    api = await startFakeApi({
      'GET /api/shipments?created_from=2026-01-01&paged=true&limit=1': { status: 200, body: { data: [second], has_more: true, next_cursor: 'c1' } },
      'GET /api/shipments?created_from=2026-01-01&paged=true&limit=1&cursor=c1': { status: 200, body: { data: [shipmentFixture], has_more: false, next_cursor: null } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list', '--created-from', '2026-01-01', '--limit', '1', '--all', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([second, shipmentFixture]);
    expect(api.requests).toHaveLength(2);
  });

  it('refuses a --limit outside 1-200 before calling the API, naming the flag', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list', '--limit', '500']);
    expect(io.err.text).toContain('--limit: must be 1 to 200');
    expect(io.exitCode).not.toBe(0);
    expect(api.requests).toEqual([]);
  });

  it('reports the API refusing a cursor', async () => {
    api = await startFakeApi({
      'GET /api/shipments?paged=true&cursor=bad': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid request: cursor is not a cursor of this list',
          issues: [{ field: 'cursor', message: 'is not a cursor of this list' }],
        },
      },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list', '--cursor', 'bad']);
    expect(io.err.text).toContain('cursor');
    expect(io.exitCode).not.toBe(0);
  });
});
