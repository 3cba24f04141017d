import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeApi, type FakeApi } from '../../test-support/fake-api';
import { runWaypost, signedInIo, type TestIo } from '../../test-support/test-io';

describe('waypost shipments documents', () => {
  let api: FakeApi;
  let io: TestIo;
  const dir = mkdtempSync(join(tmpdir(), 'waypost-documents-'));
  afterEach(async () => {
    await api?.close();
    io.cleanup();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const listed = [
    { kind: 'commercial-invoice', title: 'Commercial invoice', contentType: 'application/pdf', href: '/api/shipments/s1/documents/commercial-invoice' },
    { kind: 'cn23', title: 'CN23 customs declaration', contentType: 'application/pdf', href: '/api/shipments/s1/documents/cn23' },
  ];

  it('lists the documents with how to download one; --json prints them', async () => {
    api = await startFakeApi({ 'GET /api/shipments/s1/documents': { status: 200, body: listed } });
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'documents', 's1']);
    expect(io.out.text).toContain('commercial-invoice');
    expect(io.out.text).toContain('CN23 customs declaration');
    expect(io.out.text).toContain('waypost shipments documents s1 --kind <kind>');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'documents', 's1', '--json']);
    expect(JSON.parse(io.out.text)).toEqual(listed);
  });

  it('writes the document of --kind to --out with the bearer token', async () => {
    api = await startFakeApi({ 'GET /api/shipments/s1/documents/cn23': { status: 200, body: '%PDF-1.3 cn23' } });
    io = signedInIo(api.url);
    const file = join(dir, 'cn23.pdf');
    await runWaypost(io, ['shipments', 'documents', 's1', '--kind', 'cn23', '--out', file]);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer wp_test_token');
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify('%PDF-1.3 cn23'));
    expect(io.out.text).toMatch(/^cn23 written to .*cn23\.pdf \(\d+ bytes\)\n$/);
  });

  it('refuses an unknown kind before any request, naming the option', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'documents', 's1', '--kind', 'passport']);
    expect(io.err.text).toContain('--kind');
    expect(api.requests).toEqual([]);
    expect(io.exitCode).not.toBe(0);
  });

  it('says when the shipment or the document is not there (404)', async () => {
    api = await startFakeApi({});
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'documents', 'nope']);
    expect(io.err.text).toContain('Shipment nope not found.');
    io.cleanup();
    io = signedInIo(api.url);
    await runWaypost(io, ['shipments', 'documents', 's1', '--kind', 'cn22', '--out', join(dir, 'x.pdf')]);
    expect(io.err.text).toContain('has no cn22');
    expect(io.exitCode).toBe(4);
  });
});
