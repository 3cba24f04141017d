import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

const manifest = {
  id: '11111111-2222-4333-8444-555555555555',
  carrierId: 'ups',
  carrierName: 'UPS',
  shipDate: '2026-11-25',
  shipmentCount: 1,
  parcelCount: 2,
  weightGrams: 3500,
  shipments: [{ shipmentId: 's1', trackingNumber: '2PG-2026-000001', reference: '1Z', toCity: 'Lyon', toCountry: 'FR', parcelCount: 2, weightGrams: 3500 }],
  createdAt: '2026-11-25T17:00:00.000Z',
  pdfHref: '/api/manifests/11111111-2222-4333-8444-555555555555/pdf',
};

describe('waypost manifests', () => {
  let api: FakeApi;
  let io: TestIo;
  const dir = mkdtempSync(join(tmpdir(), 'waypost-manifests-'));
  afterEach(async () => {
    await api?.close();
    io.cleanup();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('create sends the carrier, date and an Idempotency-Key, and prints the manifest', async () => {
    api = await startFakeApi({ 'POST /api/manifests': { status: 201, body: manifest } });
    io = signedInIo(api.url);
    await runWaypost(io, ['manifests', 'create', '--carrier', 'UPS', '--date', '2026-11-25', '--idempotency-key', 'eod-1']);
    expect(api.requests[0]?.body).toEqual({ carrierId: 'UPS', shipDate: '2026-11-25' });
    expect(api.requests[0]?.headers['idempotency-key']).toBe('eod-1');
    expect(io.out.text).toContain('UPS (ups)');
    expect(io.out.text).toContain('2PG-2026-000001  Lyon, FR  2 × 3.500 kg');
    expect(io.out.text).toContain(`waypost manifests pdf ${manifest.id} -o manifest.pdf`);
  });

  it('create refuses a bad date before any request, naming the option', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['manifests', 'create', '--carrier', 'ups', '--date', '25/11/2026']);
    expect(io.err.text).toContain('--date');
    expect(api.requests).toEqual([]);
    expect(io.exitCode).not.toBe(0);
  });

  it('create shows the API’s refusal when nothing is waiting (422)', async () => {
    const message = 'No shipment of yours booked with UPS on 2026-11-25 is waiting for a manifest: each is voided, picked up, or on a manifest already';
    api = await startFakeApi({ 'POST /api/manifests': { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['manifests', 'create', '--carrier', 'ups', '--date', '2026-11-25']);
    expect(io.err.text).toContain('No shipment of yours booked with UPS');
    expect(io.exitCode).not.toBe(0);
  });

  it('list prints a table, or JSON with --json', async () => {
    api = await startFakeApi({ 'GET /api/manifests': { status: 200, body: { manifests: [manifest] } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['manifests', 'list']);
    expect(io.out.text).toMatch(/ID\s+CARRIER\s+DATE\s+SHIPMENTS\s+PARCELS\s+KG/);
    expect(io.out.text).toContain('3.500');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['manifests', 'list', '--json']);
    expect(JSON.parse(io.out.text)).toEqual([manifest]);
  });

  it('pdf writes the file to -o', async () => {
    api = await startFakeApi({ [`GET /api/manifests/${manifest.id}/pdf`]: { status: 200, body: '%PDF-1.3 manifest' } });
    io = signedInIo(api.url);
    const file = join(dir, 'eod.pdf');
    await runWaypost(io, ['manifests', 'pdf', manifest.id, '-o', file]);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify('%PDF-1.3 manifest'));
    expect(io.out.text).toMatch(/^Manifest written to .*eod\.pdf \(\d+ bytes\)\n$/);
  });
});
