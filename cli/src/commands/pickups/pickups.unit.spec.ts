import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const pickup = {
  id: '11111111-2222-4333-8444-555555555555',
  carrierId: 'ups',
  carrierName: 'UPS',
  status: 'confirmed',
  shipments: [{ shipmentId: 's1', trackingNumber: '2PG-2026-000001', parcelCount: 2 }],
  date: '2026-12-01',
  earliest: '13:00',
  latest: '17:00',
  location: { name: 'Ada', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', countryCode: 'DE', postalCode: '10117' },
  parcelCount: 2,
  instructions: '',
  revision: 1,
  confirmationNumber: 'SBX-UPS-0A1B2C3D',
  refusal: null,
  sandbox: true,
  createdAt: '2026-11-25T17:00:00.000Z',
  updatedAt: '2026-11-25T17:00:01.000Z',
};

describe('waypost pickups', () => {
  let api: FakeApi;
  let io: TestIo;
  afterEach(async () => {
    await api?.close();
    io.cleanup();
  });

  it('schedule sends the carrier, shipments, window and an Idempotency-Key', async () => {
    api = await startFakeApi({ 'POST /api/pickups': { status: 201, body: { ...pickup, status: 'requested', confirmationNumber: null } } });
    io = signedInIo(api.url);
    await runWaypost(io, [
      'pickups',
      'schedule',
      '--carrier',
      'UPS',
      '--shipment',
      's1',
      's2',
      '--date',
      '2026-12-01',
      '--from',
      '13:00',
      '--to',
      '17:00',
      '--parcels',
      '3',
      '--idempotency-key',
      'pu-1',
    ]);
    expect(api.requests[0]?.body).toEqual({ carrierId: 'UPS', shipmentIds: ['s1', 's2'], date: '2026-12-01', earliest: '13:00', latest: '17:00', parcelCount: 3 });
    expect(api.requests[0]?.headers['idempotency-key']).toBe('pu-1');
    expect(io.out.text).toContain('2026-12-01 13:00–17:00 UTC');
    expect(io.out.text).toContain('requested (waiting for the carrier’s confirmation)');
  });

  it('schedule refuses a bad time before calling the API, naming the flag', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['pickups', 'schedule', '--carrier', 'ups', '--shipment', 's1', '--date', '2026-12-01', '--from', '1pm', '--to', '17:00']);
    expect(api.requests).toHaveLength(0);
    expect(io.err.text).toContain('--from');
    expect(io.exitCode).not.toBe(0);
  });

  it('list prints the confirmation; change and cancel call the pickup', async () => {
    api = await startFakeApi({
      'GET /api/pickups': { status: 200, body: { pickups: [pickup] } },
      [`PUT /api/pickups/${pickup.id}`]: { status: 200, body: { ...pickup, status: 'requested', earliest: '09:00', latest: '12:00', revision: 2, confirmationNumber: null } },
      [`POST /api/pickups/${pickup.id}/cancel`]: { status: 200, body: { ...pickup, status: 'cancelled' } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['pickups', 'list']);
    expect(io.out.text).toContain('SBX-UPS-0A1B2C3D');
    expect(io.out.text).toContain('13:00–17:00');
    await runWaypost(io, ['pickups', 'change', pickup.id, '--from', '09:00', '--to', '12:00']);
    expect(api.requests[1]?.body).toEqual({ earliest: '09:00', latest: '12:00' });
    expect(io.out.text).toContain('09:00–12:00 UTC');
    await runWaypost(io, ['pickups', 'cancel', pickup.id]);
    expect(io.out.text).toContain(`Pickup ${pickup.id} cancelled.`);
  });
});
