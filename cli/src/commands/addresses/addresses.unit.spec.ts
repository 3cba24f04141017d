import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

// ── `waypost addresses` and `waypost presets`: list, add, remove (by nickname or name, letter case aside) ──

const home = {
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  nickname: 'Home',
  address: { name: 'Ada Sender', address: '1 Unter den Linden', city: 'Berlin', country: 'Germany', countryCode: 'DE', postalCode: '10117' },
  defaultSender: true,
  createdAt: '2026-01-03T08:00:00Z',
  updatedAt: '2026-01-03T08:00:00Z',
};
const box = {
  id: '3f1c2d4e-0000-4000-8000-000000000002',
  name: 'Small box',
  parcel: { weight: { value: 2, unit: 'kg' }, dimensions: { length: 30, width: 20, height: 10, unit: 'cm' }, packaging: 'box' },
  createdAt: '2026-01-03T08:00:00Z',
  updatedAt: '2026-01-03T08:00:00Z',
};

describe('waypost addresses and presets', () => {
  let api: FakeApi;
  let io: TestIo;
  beforeEach(async () => {
    api = await startFakeApi({
      'GET /api/address-book/addresses': { status: 200, body: [home] },
      'POST /api/address-book/addresses': { status: 201, body: { ...home, id: 'new', nickname: 'Shop', defaultSender: false } },
      [`DELETE /api/address-book/addresses/${home.id}`]: { status: 204 },
      'GET /api/address-book/parcel-presets': { status: 200, body: [box] },
      'POST /api/address-book/parcel-presets': { status: 201, body: box },
      [`DELETE /api/address-book/parcel-presets/${box.id}`]: { status: 204 },
    });
    io = signedInIo(api.url);
  });
  afterEach(async () => {
    await api.close();
    io.cleanup();
  });

  it('lists saved addresses with the default sender marked, and as JSON', async () => {
    await runWaypost(io, ['addresses', 'list']);
    expect(io.out.text).toMatch(/Home\s+sender\s+Ada Sender\s+1 Unter den Linden, 10117 Berlin, DE/);
    const json = signedInIo(api.url);
    await runWaypost(json, ['addresses', 'list', '--json']);
    expect(JSON.parse(json.out.text)).toEqual([home]);
    json.cleanup();
  });

  it('adds an address from flags, leaving out the ones not given', async () => {
    await runWaypost(io, [
      'addresses',
      'add',
      'Shop',
      '--name',
      'Ada Shop',
      '--address',
      '2 Friedrichstraße',
      '--city',
      'Berlin',
      '--country',
      'DE',
      '--postal-code',
      '10117',
      '--default-sender',
    ]);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/address-book/addresses',
      body: { nickname: 'Shop', address: { name: 'Ada Shop', address: '2 Friedrichstraße', city: 'Berlin', country: 'DE', postalCode: '10117' }, defaultSender: true },
    });
    expect(io.exitCode ?? 0).toBe(0);
  });

  it('removes an address by its nickname in any letter case; an unknown one exits 4 without deleting', async () => {
    await runWaypost(io, ['addresses', 'remove', 'HOME']);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/address-book/addresses', `DELETE /api/address-book/addresses/${home.id}`]);
    expect(io.out.text).toContain("Saved address 'Home' removed.");
    const unknown = signedInIo(api.url);
    await runWaypost(unknown, ['addresses', 'remove', 'Office']);
    expect(unknown.exitCode).toBe(4);
    expect(unknown.err.text).toContain("No saved address 'Office'");
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    unknown.cleanup();
  });

  it('adds a preset with dimensions and packaging, refuses bad dimensions before calling the API (exit 2), lists and removes', async () => {
    await runWaypost(io, ['presets', 'add', 'Small box', '--weight', '2', '--dimensions', '30x20x10', '--packaging', 'box']);
    expect(api.requests[0]!.body).toEqual({ name: 'Small box', parcel: box.parcel });
    const bad = signedInIo(api.url);
    await runWaypost(bad, ['presets', 'add', 'Odd', '--weight', '2', '--dimensions', '30 by 20']);
    expect(bad.exitCode).toBe(2);
    expect(bad.err.text).toContain('--dimensions');
    expect(api.requests).toHaveLength(1);
    bad.cleanup();
    const more = signedInIo(api.url);
    await runWaypost(more, ['presets', 'list']);
    expect(more.out.text).toMatch(/Small box\s+2 kg\s+30x20x10 cm\s+box/);
    await runWaypost(more, ['presets', 'remove', 'small box']);
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/address-book/parcel-presets/${box.id}` });
    more.cleanup();
  });
});
