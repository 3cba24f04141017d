import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { shipmentFixture } from '../../test-support/fixtures';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

describe('waypost shipments list / show', () => {
  let api: FakeApi;
  let io: TestIo;
  const second = { ...shipmentFixture, id: 'b2', trackingNumber: '2PG-2026-000002', status: 'pending' as const };
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('lists the shipments as a table', async () => {
    api = await startFakeApi({ 'GET /api/shipments': { status: 200, body: [second, shipmentFixture] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list']);

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/shipments']);
    expect(io.out.text).toBe(
      [
        'ID                                    TRACKING NUMBER  STATUS      FROM             TO           CREATED               ITEM',
        'b2                                    2PG-2026-000002  Pending     Berlin, Germany  Boston, USA  2026-01-01 09:30:00Z  Books',
        '7f1c2a9e-0000-4000-8000-000000000001  2PG-2026-000001  In Transit  Berlin, Germany  Boston, USA  2026-01-01 09:30:00Z  Books',
        '',
      ].join('\n'),
    );
    expect(io.exitCode).toBe(0);
  });

  it('prints the raw array with --json', async () => {
    api = await startFakeApi({ 'GET /api/shipments': { status: 200, body: [shipmentFixture] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([shipmentFixture]);
  });

  it('says so when there are none', async () => {
    api = await startFakeApi({ 'GET /api/shipments': { status: 200, body: [] } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'list']);
    expect(io.out.text).toBe('No shipments yet\n');
    expect(io.exitCode).toBe(0);
  });

  it('shows one shipment by id', async () => {
    api = await startFakeApi({ [`GET /api/shipments/${shipmentFixture.id}`]: { status: 200, body: shipmentFixture } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'show', shipmentFixture.id]);

    expect(io.out.text).toBe(
      [
        'Tracking number:    2PG-2026-000001',
        `Id:                 ${shipmentFixture.id}`,
        'Status:             In Transit',
        'From:               Acme GmbH, Hauptstr. 1, 10115 Berlin, Germany',
        'To:                 Jo Doe, 1 Main St, 02110 Boston, USA',
        'Item:               Books (2.5 kg, 30x20x10 cm, value 120)',
        'Parcels:            1, 2.5 kg in all',
        'Estimated delivery: 2026-01-08 00:00:00Z (quoted; confirmed when a carrier books)',
        'Created:            2026-01-01 09:30:00Z',
        'Updated:            2026-01-02 10:00:00Z',
        'Version:            2',
        '',
      ].join('\n'),
    );
  });

  it("says where the estimate comes from and what needs the shipper's attention", async () => {
    const failed = {
      ...shipmentFixture,
      estimateSource: 'carrier',
      attention: { code: 'booking_failed', message: 'No carrier could take your shipment 2PG-2026-000001 (none).', since: '2026-01-02T10:00:00.000Z' },
    };
    api = await startFakeApi({ [`GET /api/shipments/${shipmentFixture.id}`]: { status: 200, body: failed } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'show', shipmentFixture.id]);
    expect(io.out.text).toContain("Estimated delivery: 2026-01-08 00:00:00Z (the carrier's estimate)");
    expect(io.out.text).toContain('Needs attention:    No carrier could take your shipment 2PG-2026-000001 (none).');
  });

  it('exits 4 when the shipment is not found (or not yours)', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'show', 'nope']);

    expect(api.requests[0]?.path).toBe('/api/shipments/nope');
    expect(io.err.text).toBe('Error: Shipment nope not found.\n');
    expect(io.exitCode).toBe(4);
  });
});
