import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, testIo, type TestIo } from '../../test-support/test-io';

describe('waypost shipments label', () => {
  let api: FakeApi;
  let io: TestIo;
  const dir = mkdtempSync(join(tmpdir(), 'waypost-label-'));
  afterEach(async () => {
    await api?.close();
    io.cleanup();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the label the API returns to -o, with the bearer token', async () => {
    api = await startFakeApi({ 'GET /api/shipments/s1/label': { status: 200, body: '%PDF-1.3 label' } });
    io = signedInIo(api.url);
    const file = join(dir, 'out.pdf');
    await runWaypost(io, ['shipments', 'label', 's1', '-o', file]);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer wp_test_token');
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify('%PDF-1.3 label'));
    expect(io.out.text).toMatch(/^Label written to .*out\.pdf \(\d+ bytes\)\n$/);
    expect(io.exitCode).toBe(0);
  });

  it('says not found for a shipment that is not yours (404)', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'label', 'nope', '-o', join(dir, 'x.pdf')]);
    expect(io.err.text).toContain('Shipment nope not found.');
    expect(io.exitCode).toBe(4);
  });

  it('passes on the API message when the shipment is not booked yet (409)', async () => {
    api = await startFakeApi({ 'GET /api/shipments/s2/label': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'No carrier has booked this shipment yet' } } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'label', 's2']);
    expect(io.err.text).toContain('No carrier has booked this shipment yet');
    expect(io.exitCode).not.toBe(0);
  });

  it('asks for the format, size and parcel given, and writes to --out', async () => {
    api = await startFakeApi({ 'GET /api/shipments/s1/label?format=zpl&size=a6&parcel=2': { status: 200, body: '^XA^XZ' } });
    io = signedInIo(api.url);
    const file = join(dir, 'out.zpl');
    await runWaypost(io, ['shipments', 'label', 's1', '--format', 'zpl', '--size', 'a6', '--parcel', '2', '--out', file]);
    expect(api.requests[0]?.path).toBe('/api/shipments/s1/label?format=zpl&size=a6&parcel=2');
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify('^XA^XZ'));
    expect(io.exitCode).toBe(0);
  });

  it('names the file from the id and the format when the API gives no file name', async () => {
    api = await startFakeApi({ 'GET /api/shipments/s1/label?format=png': { status: 200, body: 'png' } });
    io = signedInIo(api.url);
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      await runWaypost(io, ['shipments', 'label', 's1', '--format', 'png']);
    } finally {
      process.chdir(cwd);
    }
    expect(readFileSync(join(dir, 'label-s1.png'), 'utf8')).toBe(JSON.stringify('png'));
    expect(io.exitCode).toBe(0);
  });

  it('refuses an unknown format or size, a bad parcel, and two different files, before asking the API', async () => {
    api = await startFakeApi({});
    for (const [args, flag] of [
      [['--format', 'gif'], '--format'],
      [['--size', 'a4'], '--size'],
      [['--parcel', '0'], '--parcel'],
      [['--out', 'a.pdf', '-o', 'b.pdf'], '--out'],
    ] as const) {
      io = signedInIo(api.url);
      await runWaypost(io, ['shipments', 'label', 's1', ...args]);
      expect(io.err.text).toContain(flag);
      expect(io.exitCode).not.toBe(0);
      io.cleanup();
    }
    io = testIo();
    expect(api.requests).toHaveLength(0);
  });

  it('passes on the API message for a bad request (400)', async () => {
    api = await startFakeApi({
      'GET /api/shipments/s3/label?format=png': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Invalid request: parcel a PNG holds one parcel' } },
    });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'label', 's3', '--format', 'png']);
    expect(io.err.text).toContain('parcel a PNG holds one parcel');
    expect(io.exitCode).not.toBe(0);
  });

  it('needs a sign-in', async () => {
    api = await startFakeApi({});
    io = testIo();
    await runWaypost(io, ['shipments', 'label', 's1']);
    expect(io.err.text).toContain('Not signed in');
    expect(io.exitCode).not.toBe(0);
  });
});
